import type { UseCaseArgs } from "#app/shared/context";
import type { Translations } from "#app/shared/translatable.contract";
import { listRoomTypesOfPackage } from "./catalog.repository";

export interface PackageRoomType {
  id: number;
  code: string;
  /** Every language, as the package's editor stored it (a reader keeps a copy that outlives a rename). */
  name: Translations;
  beds: number;
}

/**
 * In-process, for other modules (savings, docs/product.md §Savings plans): a package's room types
 * in its order, with their names in every language; none for a package without any (or no such
 * package). The caller checks the package itself.
 */
export async function listPackageRoomTypes({
  ctx,
  input,
}: UseCaseArgs<{ package_id: number }>): Promise<PackageRoomType[]> {
  const rows = await listRoomTypesOfPackage(ctx.db, input.package_id);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, beds: r.beds }));
}
