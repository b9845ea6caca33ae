import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { faqDto, faqInput } from "#app/modules/content/content.contract";
import { faqRows } from "./content.repository";
import { toFaqDto } from "./to-dto";
import { faqValues } from "./write-values";

export async function createFaq({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof faqInput>>): Promise<z.infer<typeof faqDto>> {
  requireRole(ctx, "admin");
  return toFaqDto(await faqRows.insert(ctx.db, faqValues(input)), ctx.locale);
}
