import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import type { faqDto, faqInput } from "#app/modules/content/content.contract";
import { insertFaq } from "./content.repository";
import { toFaqDto } from "./to-dto";
import { faqValues } from "./write-values";

export async function createFaq({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof faqInput>;
}): Promise<z.infer<typeof faqDto>> {
  requireRole(ctx, "admin");
  return toFaqDto(await insertFaq(ctx.db, faqValues(input)), ctx.locale);
}
