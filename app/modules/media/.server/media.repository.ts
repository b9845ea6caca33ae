import { and, eq, inArray } from "drizzle-orm";
import { files, users } from "#db/schema";
import type { Db } from "#app/shared/db.server";

export type FileRow = typeof files.$inferSelect;

export function findFilesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as FileRow[]);
  return db.select().from(files).where(inArray(files.id, ids));
}

export async function findFileById(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * A file with its owner's branch (docs/product.md §Staff roles and branches): a clerk scoped to a
 * branch opens the private files of that branch's customers only. Media sits below account, so
 * the users table is read here, in the one statement (test/boundaries/table-owners.test.ts).
 */
export async function findFileWithOwnerBranch(
  db: Db,
  id: string,
): Promise<(FileRow & { ownerBranchId: number | null }) | undefined> {
  const [row] = await db
    .select({ file: files, ownerBranchId: users.branchId })
    .from(files)
    .leftJoin(users, eq(users.id, files.ownerId))
    .where(eq(files.id, id))
    .limit(1);
  return row ? { ...row.file, ownerBranchId: row.ownerBranchId } : undefined;
}

export async function insertFile(db: Db, row: typeof files.$inferInsert) {
  const [created] = await db.insert(files).values(row).returning();
  return created;
}

/** Ids among `ids` that are private files of this owner. */
export async function findPrivateFilesOfOwner(db: Db, ids: string[], ownerId: number) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId), eq(files.visibility, "private")));
}

/** Hands private files of one owner to another (an admin attaching an upload to a customer's record). */
export async function reassignPrivateFiles(db: Db, ids: string[], fromOwnerId: number, toOwnerId: number) {
  if (ids.length === 0) return;
  await db
    .update(files)
    .set({ ownerId: toOwnerId })
    .where(and(inArray(files.id, ids), eq(files.ownerId, fromOwnerId), eq(files.visibility, "private")));
}

/** Deletes private file rows; returns their storage keys (the caller removes the bytes after commit). */
export async function deletePrivateFileRows(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(files)
    .where(and(inArray(files.id, ids), eq(files.visibility, "private")))
    .returning({ key: files.storageKey });
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
