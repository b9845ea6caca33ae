import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { payments, receipts, refunds, savingsPlans } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * A savings plan's deposits in booking's ledger (decision 084, docs/product.md §Savings plans):
 * payments rows with savings_plan_id set, booking_id null until the plan becomes a booking. The
 * savings module reads and writes them only through these functions (payment-rows.ts).
 */

/**
 * The plan a deposit belongs to, locked while the deposit is reviewed: a conversion
 * (which updates the plan row first) waits for the review to end, or the review for the
 * conversion, so a deposit is never confirmed on a plan whose money has already moved.
 */
export async function lockPlanOfDeposit(db: Db, planId: number) {
  const [row] = await db
    .select({
      id: savingsPlans.id,
      code: savingsPlans.code,
      status: savingsPlans.status,
      bookingId: savingsPlans.bookingId,
      branchId: savingsPlans.branchId,
      customerId: savingsPlans.customerId,
    })
    .from(savingsPlans)
    .where(eq(savingsPlans.id, planId))
    // FOR NO KEY UPDATE, not FOR SHARE: two reviews of one plan's deposits (staff and a bank
    // statement, a notification and the reconciliation) take turns, so the second reads the first's
    // result; a conversion or closure (UPDATE of the plan) still waits, and inserting a deposit
    // (its foreign key's KEY SHARE) does not.
    .for("no key update");
  return row;
}

/**
 * Every savings plan's transfer amount only shown (issued, not told, on no booking yet), with
 * when it was issued: the lapse of plan transfer codes reads them (decision 084).
 */
export async function listIssuedPlanTransfers(db: Db) {
  return db
    .select({
      id: payments.id,
      planId: payments.savingsPlanId,
      issuedAt: payments.issuedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.status, "issued"), isNull(payments.bookingId), isNotNull(payments.savingsPlanId)));
}

/** A plan's deposits, newest first, with their receipt's number once confirmed. */
export async function listPlanDeposits(db: Db, planId: number) {
  return db
    .select({ payment: payments, receiptNumber: receipts.number })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.savingsPlanId, planId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** A plan's refunds (its closure's, a late payment's), oldest first, as stored: its customer's data export reads them. */
export async function listPlanRefunds(db: Db, planId: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.savingsPlanId, planId), isNull(refunds.bookingId)))
    .orderBy(refunds.createdAt, refunds.id);
}

/** Each plan's balance: the sum of its confirmed deposits (moved to a booking or not). */
export async function planBalances(db: Db, planIds: number[]): Promise<Map<number, number>> {
  if (!planIds.length) return new Map();
  const rows = await db
    .select({ planId: payments.savingsPlanId, total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(inArray(payments.savingsPlanId, planIds), eq(payments.status, "confirmed")))
    .groupBy(payments.savingsPlanId);
  return new Map(rows.map((r) => [r.planId!, Number(r.total)]));
}

/**
 * The plan's money becomes the booking's, in the conversion's transaction: transfer amounts only
 * shown (issued) are withdrawn, every other deposit row (confirmed, told, rejected, closed
 * checkouts) now belongs to the booking too, and so do the receipts of the confirmed ones.
 * Returns the rows moved.
 */
export async function movePlanDeposits(db: Db, planId: number, bookingId: string) {
  await db
    .delete(payments)
    .where(and(eq(payments.savingsPlanId, planId), isNull(payments.bookingId), eq(payments.status, "issued")));
  const moved = await db
    .update(payments)
    .set({ bookingId, updatedAt: sql`now()` })
    .where(and(eq(payments.savingsPlanId, planId), isNull(payments.bookingId)))
    .returning();
  const ids = moved.map((p) => p.id);
  if (ids.length) await db.update(receipts).set({ bookingId }).where(inArray(receipts.paymentId, ids));
  return moved;
}
