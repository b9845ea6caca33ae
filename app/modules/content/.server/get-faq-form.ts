import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { faqRows } from "./content.repository";
import { toFaqEditDto } from "./to-dto";

/** A FAQ entry with every language, for the panel's edit form. */
export async function getFaqForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "content");
  const row = await faqRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toFaqEditDto(row);
}
