import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { bookingEvents, payments, refunds } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { findPaymentWhere } from "../booking.repository";

/*
 * The online payments' rows the gateway module reads and writes (docs/product.md §Online
 * payments), in booking's repository: a payment by our reference or the provider's checkout id,
 * the open checkouts reconciliation asks about, and the refund owed for money that came too late;
 * and what the payment module writes of them: a bank statement's line confirming a payment, an
 * issued transfer amount withdrawn.
 */

export async function findPaymentByRef(db: Db, ref: string) {
  return findPaymentWhere(db, eq(payments.providerRef, ref));
}

/**
 * A payment by the provider's checkout id, for a notification that names the checkout but not our
 * reference (Billplz's callback: the bill id only). Scoped to the provider.
 */
export async function findPaymentByCheckoutId(db: Db, provider: string, checkoutId: string) {
  return findPaymentWhere(db, and(eq(payments.provider, provider), eq(payments.providerCheckoutId, checkoutId)));
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
  // A booking's late payment, or a closed savings plan's (decision 084): the one owner set.
  row: {
    bookingId?: string;
    savingsPlanId?: number | null;
    paymentId: number;
    currency: string;
    amount: number;
    paidTotal: number;
  },
) {
  const [created] = await db
    .insert(refunds)
    .values({ ...row, reason: "late_payment", status: "due" })
    .onConflictDoNothing()
    .returning();
  return created;
}

/**
 * A bank statement's line confirmed the payment: the payment records its line
 * (payments_statement_line_idx keeps one payment per line, ever) and its history says the money
 * came from a bank statement (booking_events.provider).
 */
export async function recordStatementConfirmation(db: Db, paymentId: number, lineId: number) {
  await db.update(payments).set({ statementLineId: lineId }).where(eq(payments.id, paymentId));
  await db
    .update(bookingEvents)
    .set({ provider: "bank_statement" })
    .where(and(eq(bookingEvents.paymentId, paymentId), eq(bookingEvents.kind, "payment_confirmed")));
}

/** Withdraws an amount issued and never told (decision 058): nothing refers to it but a statement line's match (set null). */
export async function deleteIssuedTransfer(db: Db, id: number) {
  await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, "issued")));
}
