import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { outbox } from "#db/schema";
import type { Db } from "#app/shared/db.server";

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutbox(db: Db, row: typeof outbox.$inferInsert) {
  const [created] = await db.insert(outbox).values(row).returning();
  return created;
}

export function latestOutbox(db: Db, limit: number, status?: OutboxRow["status"], channel?: OutboxRow["channel"]) {
  return db
    .select()
    .from(outbox)
    .where(and(status ? eq(outbox.status, status) : undefined, channel ? eq(outbox.channel, channel) : undefined))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/**
 * Claims the oldest due pending message of a channel (mail unless told) in one statement: the row is picked with FOR UPDATE SKIP
 * LOCKED (a row another worker is claiming right now is skipped, never waited for), its attempt
 * is counted and `next_attempt_at` moves to `leaseUntil`, so once this commits no other worker
 * sees it as due until the lease runs out. The returned `attempts` is this attempt's number and
 * fences the result: see `finishOutbox`.
 */
export async function claimDueOutbox(
  db: Db,
  now: Date,
  leaseUntil: Date,
  channel: OutboxRow["channel"] = "mail",
): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
  return row;
}

/**
 * Records the outcome of attempt number `attempt` of a claimed mail. It applies only while the
 * row is still pending at that attempt: a worker whose lease ran out and was re-claimed by another
 * cannot overwrite the newer attempt's state. Returns false when it did not apply.
 */
export async function finishOutbox(
  db: Db,
  id: number,
  attempt: number,
  patch: Pick<
    Partial<OutboxRow>,
    "status" | "sentAt" | "nextAttemptAt" | "lastError" | "attempts" | "providerMessageId"
  >,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set(patch)
    .where(and(eq(outbox.id, id), eq(outbox.attempts, attempt), eq(outbox.status, "pending")))
    .returning({ id: outbox.id });
  return rows.length === 1;
}
