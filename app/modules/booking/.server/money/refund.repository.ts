import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { bookings, refunds, savingsPlans } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { paged } from "#app/shared/sql.server";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundListRow = RefundRow & { bookingCode: string; customerId: number };

/**
 * Inserts a refund; a second cancellation refund of the same booking (or a second refund of one
 * payment) hits the unique index and is skipped: null then.
 */
export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<RefundRow | null> {
  const [created] = await db.insert(refunds).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findRefundById(db: Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** A due refund marked paid, or nothing when another request paid it first (compare-and-set). */
export async function updateRefundRowIfDue(db: Db, id: number, patch: Partial<typeof refunds.$inferInsert>) {
  const [row] = await db
    .update(refunds)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, "due")))
    .returning();
  return row;
}

export async function updateRefundRow(db: Db, id: number, patch: Partial<typeof refunds.$inferInsert>) {
  const [row] = await db
    .update(refunds)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning();
  return row;
}

export function listRefundsOfBookings(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as RefundRow[]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.bookingId, bookingIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

// A savings plan's refund (decision 084) is named by the plan's code and customer.
const listColumns = {
  refund: refunds,
  bookingCode: sql<string>`coalesce(${bookings.code}, ${savingsPlans.code})`,
  customerId: sql<number>`coalesce(${bookings.customerId}, ${savingsPlans.customerId})`,
};

/**
 * One page of refunds with their booking: due ones oldest first (the queue to work through), paid
 * ones the last paid first, all of them newest first.
 */
export async function listRefundRows(
  db: Db,
  status: RefundRow["status"] | undefined,
  window: { limit?: number; offset: number },
): Promise<{ rows: RefundListRow[]; total: number }> {
  const where = status ? eq(refunds.status, status) : undefined;
  const order =
    status === "due"
      ? [asc(refunds.createdAt), asc(refunds.id)]
      : status === "paid"
        ? [desc(refunds.paidAt), desc(refunds.id)]
        : [desc(refunds.createdAt), desc(refunds.id)];
  const rows = await paged(
    db
      .select(listColumns)
      .from(refunds)
      .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
      .leftJoin(savingsPlans, eq(savingsPlans.id, refunds.savingsPlanId))
      .where(where)
      .orderBy(...order),
    window,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(where);
  return {
    rows: rows.map((r) => ({ ...r.refund, bookingCode: r.bookingCode, customerId: Number(r.customerId) })),
    total: count.n,
  };
}

/** One refund with its booking's (or savings plan's) code and customer. */
export async function findRefundListRow(db: Db, id: number): Promise<RefundListRow | undefined> {
  const [r] = await db
    .select(listColumns)
    .from(refunds)
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(savingsPlans, eq(savingsPlans.id, refunds.savingsPlanId))
    .where(eq(refunds.id, id));
  return r ? { ...r.refund, bookingCode: r.bookingCode, customerId: Number(r.customerId) } : undefined;
}

export async function countDueRefunds(db: Db): Promise<{ n: number; amount: number }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.status, "due")));
  return { n: row.n, amount: Number(row.amount) };
}
