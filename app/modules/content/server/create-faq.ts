import type { z } from "zod";
import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import type { faqDto, faqInput } from "../content.contract";
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
