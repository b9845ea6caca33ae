import type { UseCaseArgs } from "#app/shared/context";
import { packageIdsInCategory } from "./report-catalog.repository";

/**
 * In-process, for the booking report: the ids of the packages in a category, whatever their
 * status (an unknown category has none). The report's caller has checked the role.
 */
export async function findPackageIdsOfCategory({
  ctx,
  input,
}: UseCaseArgs<{ category_id: number }>): Promise<number[]> {
  return packageIdsInCategory(ctx.db, input.category_id);
}
