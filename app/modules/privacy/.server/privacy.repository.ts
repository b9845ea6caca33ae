import { and, asc, desc, eq, sql } from "drizzle-orm";
import { accountClosures } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The closure requests, the privacy module's own table. What the export and the closure read and
 * erase of the other modules' rows goes through each owner's `.server/personal-data.ts`.
 */

export type ClosureRow = typeof accountClosures.$inferSelect;

// ---------- closures ----------

export async function insertClosure(db: Db, userId: number, reason: string | null) {
  const [row] = await db.insert(accountClosures).values({ userId, reason }).returning();
  return row;
}

export async function findPendingClosure(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(accountClosures)
    .where(and(eq(accountClosures.userId, userId), eq(accountClosures.status, "pending")));
  return row;
}

export async function findLatestClosure(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(accountClosures)
    .where(eq(accountClosures.userId, userId))
    .orderBy(desc(accountClosures.createdAt), desc(accountClosures.id))
    .limit(1);
  return row;
}

export function findClosuresOfUser(db: Db, userId: number) {
  return db.select().from(accountClosures).where(eq(accountClosures.userId, userId)).orderBy(asc(accountClosures.id));
}

/** The request row locked: two decisions on one request queue here, the second sees the first's outcome. */
export async function lockClosure(db: Db, id: number) {
  const [row] = await db.select().from(accountClosures).where(eq(accountClosures.id, id)).for("update");
  return row;
}

export async function findClosure(db: Db, id: number) {
  const [row] = await db.select().from(accountClosures).where(eq(accountClosures.id, id));
  return row;
}

export async function updateClosure(db: Db, id: number, patch: Partial<typeof accountClosures.$inferInsert>) {
  const [row] = await db
    .update(accountClosures)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(accountClosures.id, id))
    .returning();
  return row;
}

/** Every request, pending first (oldest first among them), then decided ones newest first. */
export function listClosures(db: Db, limit = 200) {
  return db
    .select()
    .from(accountClosures)
    .orderBy(
      sql`case when ${accountClosures.status} = 'pending' then 0 else 1 end`,
      sql`case when ${accountClosures.status} = 'pending' then ${accountClosures.createdAt} end asc`,
      desc(accountClosures.createdAt),
      desc(accountClosures.id),
    )
    .limit(limit);
}
