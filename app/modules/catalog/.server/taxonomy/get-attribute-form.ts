import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { attributeRows, countPackagesOfferingAttribute } from "../catalog.repository";
import { translations } from "../to-dto";

/** An attribute with every language, for the panel's edit form. */
export async function getAttributeForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "catalog");
  const row = await attributeRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return {
    id: row.id,
    name: translations(row.name),
    choice_rule: row.choiceRule,
    sort_order: row.sortOrder,
    tour_count: await countPackagesOfferingAttribute(ctx.db, row.id),
  };
}
