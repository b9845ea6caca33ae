import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { faqDto, faqInput } from "#app/modules/content/content.contract";
import { faqRows } from "./content.repository";
import { toFaqDto } from "./to-dto";
import { faqValues } from "./write-values";

export async function updateFaq({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof faqInput> & { id: number }>): Promise<z.infer<typeof faqDto>> {
  requireRole(ctx, "admin");
  const row = await faqRows.update(ctx.db, input.id, faqValues(input));
  if (!row) throw new AppError("not_found");
  return toFaqDto(row, ctx.locale);
}
