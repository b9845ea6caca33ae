import type { Ctx } from "#app/shared/context";
import type { FileStore } from "./file-store";
import { deletePrivateFileRows } from "./media.repository";

/** Rows only, answering the bytes' keys: for a caller that removes the bytes itself before its commit (the retention job). */
export { deletePrivateFileRows };

/**
 * In-process: deletes private files no record needs any more (a replaced passport scan: data
 * minimisation). Call it inside the write's transaction; it returns what removes the stored
 * bytes, to run once that transaction committed (a rollback then keeps both row and bytes).
 */
export async function deletePrivateFiles({
  ctx,
  input,
  storage,
}: {
  ctx: Ctx;
  input: { ids: string[] };
  storage: FileStore;
}): Promise<() => Promise<void>> {
  const keys = await deletePrivateFileRows(ctx.db, [...new Set(input.ids)]);
  // A failed removal leaves bytes no row points to: harmless, never an error for the caller.
  return () => (keys.length ? storage.remove(keys).catch(() => {}) : Promise.resolve());
}
