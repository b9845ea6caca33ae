import type { UseCaseArgs } from "#app/shared/context";
import type { Translatable } from "#app/shared/translatable.contract";
import { findBranchRow } from "./branch.repository";

/**
 * In-process, for documents that name a branch to anyone who may read them (a receipt for its
 * customer): each branch's name, address and phone, by id; unknown ids are absent. No access check:
 * the caller has checked the reader may see the record that names the branch.
 */
export async function describeBranches({ ctx, input }: UseCaseArgs<{ ids: number[] }>) {
  const found = new Map<number, { name: Translatable; address: string | null; phone: string | null }>();
  // One after another: inside a transaction they share one connection.
  for (const id of new Set(input.ids)) {
    const row = await findBranchRow(ctx.db, id);
    if (row) found.set(id, { name: row.name, address: row.address || null, phone: row.phone || null });
  }
  return found;
}
