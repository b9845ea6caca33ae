import { and, asc, desc, eq, getTableColumns, ilike, or, type SQL, sql } from "drizzle-orm";
import { branches } from "#db/schema";
import { isForeignKeyViolation } from "#app/shared/db-errors";
import type { Db } from "#app/shared/db.server";
import { anyLanguageLike, contains, paged } from "#app/shared/sql.server";

/** The only file that reads or writes `branches` (docs/product.md §Staff roles and branches). */
export type BranchRow = typeof branches.$inferSelect & { users: number };
export type BranchValues = Omit<typeof branches.$inferInsert, "id" | "createdAt" | "updatedAt">;

// Written out: inside a subquery Drizzle names columns without their table, and "id" would be the user's.
const usersOf = sql<number>`(select count(*)::int from "users" as u where u."branch_id" = "branches"."id")`;
const columns = { ...getTableColumns(branches), users: usersOf };

/** The head office first, then by name in the default language; search in every language's name. */
export async function listBranchRows(
  db: Db,
  opts: { active?: boolean; search?: string; limit?: number; offset: number },
): Promise<{ rows: BranchRow[]; total: number }> {
  const where: SQL | undefined = and(
    opts.active === undefined ? undefined : eq(branches.active, opts.active),
    opts.search
      ? or(anyLanguageLike(branches.name, contains(opts.search)), ilike(branches.address, contains(opts.search)))
      : undefined,
  );
  const rows = await paged(
    db
      .select(columns)
      .from(branches)
      .where(where)
      .orderBy(desc(branches.headOffice), asc(sql`${branches.name}->>'id'`), asc(branches.id)),
    opts,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(branches).where(where);
  return { rows, total: n };
}

export async function findBranchRow(db: Db, id: number): Promise<BranchRow | undefined> {
  const [row] = await db.select(columns).from(branches).where(eq(branches.id, id));
  return row;
}

/** Another branch is the head office no longer: one head office at most (a unique index too). */
export async function clearHeadOffice(db: Db, exceptId: number | null, now: Date) {
  await db
    .update(branches)
    .set({ headOffice: false, updatedAt: now })
    .where(and(eq(branches.headOffice, true), exceptId === null ? undefined : sql`${branches.id} <> ${exceptId}`));
}

export async function insertBranchRow(db: Db, values: BranchValues): Promise<number> {
  const [row] = await db.insert(branches).values(values).returning({ id: branches.id });
  return row.id;
}

export async function updateBranchRow(db: Db, id: number, values: BranchValues, now: Date): Promise<boolean> {
  const rows = await db
    .update(branches)
    .set({ ...values, updatedAt: now })
    .where(eq(branches.id, id))
    .returning({ id: branches.id });
  return rows.length > 0;
}

/**
 * Deletes a branch nobody belongs to. The users' foreign key decides, also against a user given the
 * branch at the same moment.
 */
export async function deleteUnusedBranchRow(db: Db, id: number): Promise<"deleted" | "in_use" | "missing"> {
  try {
    const rows = await db.delete(branches).where(eq(branches.id, id)).returning({ id: branches.id });
    return rows.length > 0 ? "deleted" : "missing";
  } catch (err) {
    if (isForeignKeyViolation(err)) return "in_use";
    throw err;
  }
}

/** Whether a branch exists and is active: only such a branch is given to someone. */
export async function activeBranchExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.active, true)));
  return rows.length > 0;
}
