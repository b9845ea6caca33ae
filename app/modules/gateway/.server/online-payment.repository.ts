import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { paymentNotifications, payments, refunds } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * Reads and writes of online payments (docs/product.md §Online payments) beside
 * booking.repository.ts: a payment by our reference, the notification log, the open checkouts
 * reconciliation asks about, and the refund owed for money that came too late.
 */

export async function findPaymentByRef(db: Db, ref: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, ref));
  return row;
}

/**
 * A payment by the provider's checkout id, for a notification that names the checkout but not our
 * reference (Billplz's callback: the bill id only). Scoped to the provider.
 */
export async function findPaymentByCheckoutId(db: Db, provider: string, checkoutId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerCheckoutId, checkoutId)));
  return row;
}

/** Bodies are kept for the audit trail, capped: a provider's notification is a few KB. */
const BODY_CAP = 16_000;

export async function logNotification(db: Db, row: typeof paymentNotifications.$inferInsert) {
  await db.insert(paymentNotifications).values({ ...row, body: row.body.slice(0, BODY_CAP) });
}

export function listNotificationsOf(db: Db, paymentId: number) {
  return db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.paymentId, paymentId))
    .orderBy(asc(paymentNotifications.id));
}

/**
 * Open online checkouts, least recently looked at first, a bounded batch
 * (payments_open_online_idx). Not locked: applying a provider's word is idempotent under the
 * booking lock, so two instances asking about the same checkout give one result.
 */
export function listOpenOnlinePayments(db: Db, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), isNotNull(payments.provider)))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit);
}

/** Marks an open checkout as looked at, so a round's next batch starts with the others. */
export async function touchPayment(db: Db, id: number) {
  await db
    .update(payments)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")));
}

/**
 * The refund owed for a late payment (reason late_payment, the whole amount, due). One per
 * payment (refunds_payment_idx): a second call adds nothing. The refunds use cases (marking it
 * paid) belong to the cancellation part.
 */
export async function insertLateRefund(
  db: Db,
  row: { bookingId: string; paymentId: number; currency: string; amount: number; paidTotal: number },
) {
  const [created] = await db
    .insert(refunds)
    .values({ ...row, reason: "late_payment", status: "due" })
    .onConflictDoNothing()
    .returning();
  return created;
}
