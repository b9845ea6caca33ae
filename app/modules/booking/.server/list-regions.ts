import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { type Region, regionChildren } from "#app/shared/idn-regions.server";

/**
 * GET /api/regions?parent=: Indonesia's official regions one level at a time, for the address
 * pickers of the ministry's data (docs/product.md §Ministry data): the provinces without a parent,
 * else the parent's children by name (a village's: none). A parent that is not an official code is
 * a 404, so a typo is told apart from a level without children.
 */
export async function listRegions({ input }: UseCaseArgs<{ parent?: string }>): Promise<Region[]> {
  const children = regionChildren(input.parent ?? null);
  if (!children) throw new AppError("not_found");
  return children;
}
