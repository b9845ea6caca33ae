import type { z } from "zod";
import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import { AppError } from "../../../shared/errors";
import type { faqDto, faqInput } from "../content.contract";
import { updateFaqRow } from "./content.repository";
import { toFaqDto } from "./to-dto";
import { faqValues } from "./write-values";

export async function updateFaq({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof faqInput> & { id: number };
}): Promise<z.infer<typeof faqDto>> {
  requireRole(ctx, "admin");
  const row = await updateFaqRow(ctx.db, input.id, faqValues(input));
  if (!row) throw new AppError("not_found");
  return toFaqDto(row, ctx.locale);
}
