import { asc, eq, sql } from "drizzle-orm";
import { payments, receiptCounters, receipts } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/**
 * The next number of a receipt series (docs/product.md §Receipts). The upsert takes the counter
 * row's lock until the caller's transaction ends: a concurrent confirmation in the same series
 * waits for it, and a rolled-back one gives its number back, so numbers are never reused or skipped.
 */
export async function nextReceiptSeq(db: Db, branchKey: number, year: number): Promise<number> {
  const [row] = await db
    .insert(receiptCounters)
    .values({ branchKey, year, last: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.branchKey, receiptCounters.year],
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return row.last;
}

export type ReceiptRow = typeof receipts.$inferSelect;

export async function insertReceipt(db: Db, row: typeof receipts.$inferInsert): Promise<ReceiptRow> {
  const [created] = await db.insert(receipts).values(row).returning();
  return created;
}

export async function listReceiptsOf(db: Db, bookingId: string): Promise<ReceiptRow[]> {
  return db.select().from(receipts).where(eq(receipts.bookingId, bookingId)).orderBy(asc(receipts.id));
}

/** One more print of a receipt; the answer is how many there were before (0: this is the original). */
export async function countReceiptPrint(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(receipts)
    .set({ printCount: sql`${receipts.printCount} + 1`, updatedAt: sql`now()` })
    .where(eq(receipts.id, id))
    .returning({ printCount: receipts.printCount });
  return row.printCount - 1;
}

/** A savings plan's receipts, oldest first: those of its confirmed deposits (moved to a booking or not). */
export async function listPlanReceipts(db: Db, planId: number): Promise<ReceiptRow[]> {
  return db
    .select({ receipt: receipts })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(eq(payments.savingsPlanId, planId))
    .orderBy(asc(receipts.id))
    .then((rows) => rows.map((r) => r.receipt));
}
