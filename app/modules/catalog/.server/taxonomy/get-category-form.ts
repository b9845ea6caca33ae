import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { categoryRows, countPackagesInCategory } from "../catalog.repository";
import { translations } from "../to-dto";

/** A category with every language, for the panel's edit form. */
export async function getCategoryForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "catalog");
  const row = await categoryRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return {
    id: row.id,
    name: translations(row.name),
    slug: row.slug,
    sort_order: row.sortOrder,
    tour_count: await countPackagesInCategory(ctx.db, row.id),
  };
}
