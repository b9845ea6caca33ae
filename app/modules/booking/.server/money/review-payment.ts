import { paymentMethod } from "#app/modules/booking/booking.contract";
import { mailBookingCustomer } from "../booking-mail";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { balanceDue, statusAfterPayment } from "#app/modules/booking/booking.rules";
import { loadBooking } from "../booking-access";
import { outOfScope } from "#app/shared/access";
import {
  type BookingRow,
  findPaymentById,
  insertEvent,
  lockBooking,
  type PaymentRow,
  updateBookingRow,
  updatePaymentRow,
} from "../booking.repository";
import { moveStatus } from "../booking-status";
import { receiptBranchKey, receiptNumber, receiptYear } from "#app/modules/booking/receipt.rules";
import { insertReceipt, nextReceiptSeq } from "./receipts.repository";
import { lockPlanOfDeposit, movePlanDeposits } from "./plan-deposits.repository";
import type { BookingEffects } from "../booking-effects";

/**
 * Confirm or reject one pending payment, shared by the two use cases. The booking row is locked
 * first (before the payment is read), so confirm vs reject, two confirmations, or a confirmation
 * racing the expiry sweeper have one result: the second sees the payment already reviewed.
 */
export async function reviewPayment(
  ctx: Ctx,
  effects: BookingEffects,
  paymentId: number,
  decision: Decision,
): Promise<BookingRow> {
  const found = await findPaymentById(ctx.db, paymentId);
  // A savings plan's deposit is reviewed through its plan's routes (decision 084).
  if (!found?.bookingId) throw new AppError("not_found");
  const row = await reviewLedgerPayment(ctx, effects, paymentId, decision);
  if (!row) throw new AppError("not_found");
  return row;
}

type Decision = { confirm: true; note: string | null } | { confirm: false; reason: string };

/**
 * Review any payment of the ledger (decision 084): a booking's, or a savings plan's deposit not
 * yet moved to a booking (then null is returned). The statement's confirmation and assignment use
 * this; a deposit's plan is locked (FOR NO KEY UPDATE: two reviews take turns) before the payment is read again, so a conversion
 * running at the same time either moved it first (it is then the booking's, reviewed as such) or
 * waits until it is reviewed.
 */
export async function reviewLedgerPayment(
  ctx: Ctx,
  effects: BookingEffects,
  paymentId: number,
  decision: Decision,
): Promise<BookingRow | null> {
  const actor = ctx.actor!;
  return ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    let found = await findPaymentById(tx, paymentId);
    if (!found) throw new AppError("not_found");
    if (!found.bookingId && found.savingsPlanId) {
      const plan = await lockPlanOfDeposit(tx, found.savingsPlanId);
      found = await findPaymentById(tx, paymentId);
      if (!found || !plan) throw new AppError("not_found");
      if (!found.bookingId) {
        if (outOfScope(actor, plan.branchId)) throw new AppError("not_found");
        checkReviewable(found, decision, actor.id);
        if (decision.confirm && plan.status !== "open")
          throw new AppError("conflict", { key: "savings_plan_not_open" });
        if (decision.confirm)
          await confirmPlanDeposit(t, found, plan.branchId, { actorId: actor.id, note: decision.note });
        else
          await updatePaymentRow(tx, found.id, {
            status: "rejected",
            reviewedBy: actor.id,
            reviewedAt: t.now(),
            note: decision.reason,
          });
        return null;
      }
    }
    const booking = await loadBooking(t, found.bookingId!, { lock: true });
    const payment = await findPaymentById(tx, paymentId);
    if (!payment) throw new AppError("not_found");
    checkReviewable(payment, decision, actor.id);
    if (decision.confirm && booking.status === "canceled") throw new AppError("conflict", { key: "booking_canceled" });

    if (decision.confirm)
      return confirmLockedPayment(t, effects, booking, payment, {
        actorId: actor.id,
        provider: null,
        note: decision.note,
      });

    const reviewed = await recordReview(t, booking, payment, {
      status: "rejected",
      actorId: actor.id,
      provider: null,
      note: decision.reason,
    });
    // The amount is owed again: its transfer is issued again (decision 058).
    await mailReview(t, effects, booking, reviewed, "payment_rejected", decision.reason);
    return booking;
  });
}

/** What every review checks of the payment itself, a booking's or a plan's. */
function checkReviewable(payment: PaymentRow, decision: Decision, actorId: number) {
  if (payment.status !== "pending") throw new AppError("conflict", { key: "payment_already_reviewed" });
  // An online checkout is confirmed by its provider's signed word, never by hand
  // (docs/product.md §Online payments): staff cannot know the money arrived.
  if (paymentMethod(payment.method).confirmedBy === "provider")
    throw new AppError("conflict", { key: "payment_online_provider" });
  // Maker-checker (docs/product.md §Counter payments): the cashier who wrote money taken at the
  // counter down cannot be the one who says it is in; someone else with payments_confirm does.
  // (A statement line staff assign is the bank's word, not theirs.)
  if (decision.confirm && paymentMethod(payment.method).recordedBy === "staff" && payment.createdBy === actorId)
    throw new AppError("conflict", { key: "payment_same_person" });
}

/**
 * A savings plan becomes a booking's money (decision 084, docs/product.md §Savings plans), in the
 * conversion's transaction after the plan row was moved to converted (so no deposit review runs
 * meanwhile): the booking is locked, the plan's deposits and their receipts become the booking's,
 * its paid total grows by the confirmed ones (once: only rows not yet moved move), its status
 * follows as for any confirmed payment, and its history names each deposit with the plan's code.
 * The caller checked the customer, the currency and that the balance fits what the booking owes.
 */
export async function absorbPlanDeposits(
  t: Ctx,
  effects: BookingEffects,
  bookingId: string,
  plan: { id: number; code: string },
): Promise<BookingRow> {
  const booking = await lockBooking(t.db, bookingId);
  if (!booking) throw new AppError("not_found");
  const moved = await movePlanDeposits(t.db, plan.id, booking.id);
  const confirmed = moved.filter((p) => p.status === "confirmed");
  for (const p of confirmed)
    await insertEvent(t.db, {
      bookingId: booking.id,
      kind: "payment_confirmed",
      actorId: t.actor?.id ?? null,
      paymentId: p.id,
      amount: p.amount,
      reason: plan.code,
    });
  const paidTotal = booking.paidTotal + confirmed.reduce((sum, p) => sum + p.amount, 0);
  let row = await updateBookingRow(t.db, booking.id, { paidTotal });
  const next = statusAfterPayment(row.status, paidTotal, row.total);
  if (next !== row.status) row = await moveStatus(t, effects, row, next, "payment", null, null);
  else await effects.askTransfer(t, row);
  return row;
}

/**
 * A savings plan's deposit counts (decision 084): confirmed by staff or by its provider's word,
 * with its receipt. The caller holds the plan's row (lockPlanOfDeposit) and checked the deposit
 * is pending and still the plan's.
 */
export async function confirmPlanDeposit(
  t: Ctx,
  payment: PaymentRow,
  planBranchId: number | null,
  by: { actorId: number | null; note: string | null; patch?: Partial<PaymentRow> },
): Promise<PaymentRow> {
  const confirmed = await updatePaymentRow(t.db, payment.id, {
    ...by.patch,
    status: "confirmed",
    reviewedBy: by.actorId,
    reviewedAt: t.now(),
    note: by.note,
  });
  await issueReceipt(t, { bookingId: null, branchId: planBranchId, balanceAfter: null }, confirmed, by.actorId);
  return confirmed;
}

/**
 * "The money is in", the one way for an admin and a payment provider alike: the payment is
 * confirmed, the paid total grows, the status follows the machine (statusAfterPayment), the
 * history says who (an admin, or the provider with no person) and the customer is mailed.
 * The caller holds the booking row lock and has checked the payment is pending. `statusFollows:
 * false` leaves the status to the caller: an admin's "set paid" moves it with the admin's reason.
 */
export async function confirmLockedPayment(
  t: Ctx,
  effects: BookingEffects,
  booking: BookingRow,
  payment: PaymentRow,
  by: {
    actorId: number | null;
    provider: string | null;
    note: string | null;
    patch?: Partial<PaymentRow>;
    statusFollows?: boolean;
  },
): Promise<BookingRow> {
  const confirmed = await recordReview(t, booking, payment, {
    status: "confirmed",
    actorId: by.actorId,
    provider: by.provider,
    note: by.note,
    patch: by.patch,
  });
  const paidTotal = booking.paidTotal + payment.amount;
  let row = await updateBookingRow(t.db, booking.id, { paidTotal });
  const next = statusAfterPayment(row.status, paidTotal, row.total);
  if (next !== row.status && by.statusFollows !== false)
    row = await moveStatus(t, effects, row, next, "payment", null, by.provider);
  // The next amount due gets its own code now, and this mail says it (decision 058).
  await mailReview(t, effects, row, confirmed, "payment_confirmed", null);
  // Last: the series' counter stays locked until the transaction ends, so it is taken when
  // nothing but the commit is left, and confirmations of one branch wait for each other briefly.
  // What is left as it is now: a later charge line changes the booking, not this receipt.
  const of = { bookingId: row.id, branchId: row.branchId, balanceAfter: balanceDue(row) };
  await issueReceipt(t, of, confirmed, by.actorId);
  return row;
}

/**
 * The receipt of a confirmed payment (docs/product.md §Receipts): the next number of its branch's
 * series for the agency's year, taken in the confirmation's own transaction (a rollback gives it
 * back). The branch is the counter that took the money, else the booking's or the savings plan's
 * (a plan deposit's receipt has no booking and no balance after it).
 */
async function issueReceipt(
  t: Ctx,
  of: { bookingId: string | null; branchId: number | null; balanceAfter: number | null },
  payment: PaymentRow,
  issuedBy: number | null,
) {
  const branchId = payment.branchId ?? of.branchId;
  const year = receiptYear(t.now());
  const seq = await nextReceiptSeq(t.db, receiptBranchKey(branchId), year);
  await insertReceipt(t.db, {
    paymentId: payment.id,
    bookingId: of.bookingId,
    branchId,
    year,
    seq,
    number: receiptNumber(year, branchId, seq),
    amount: payment.amount,
    currency: payment.currency,
    issuedBy,
    issuedAt: t.now(),
    balanceAfter: of.balanceAfter,
  });
}

/**
 * A review written down: the payment's status, who (an admin, or none for a provider) and when,
 * with the note; and the booking's history event of the same kind, whose reason is that note.
 */
async function recordReview(
  t: Ctx,
  booking: BookingRow,
  payment: PaymentRow,
  review: {
    status: "confirmed" | "rejected";
    actorId: number | null;
    provider: string | null;
    note: string | null;
    patch?: Partial<PaymentRow>;
  },
): Promise<PaymentRow> {
  const reviewed = await updatePaymentRow(t.db, payment.id, {
    ...review.patch,
    status: review.status,
    reviewedBy: review.actorId,
    reviewedAt: t.now(),
    note: review.note,
  });
  await insertEvent(t.db, {
    bookingId: booking.id,
    kind: `payment_${review.status}`,
    actorId: review.actorId,
    provider: review.provider,
    paymentId: payment.id,
    amount: payment.amount,
    reason: review.note,
  });
  return reviewed;
}

/** The customer is mailed the reviewed payment, with the transfer now asked for what is due (decision 058). */
async function mailReview(
  t: Ctx,
  effects: BookingEffects,
  booking: BookingRow,
  payment: PaymentRow,
  kind: "payment_confirmed" | "payment_rejected",
  reason: string | null,
): Promise<void> {
  const transfer = await effects.askTransfer(t, booking);
  await mailBookingCustomer(t, booking, {
    kind,
    transfer,
    payment: {
      id: String(payment.id),
      amount: payment.amount,
      method: payment.method,
      payerName: payment.payerName,
      paymentDate: payment.paymentDate,
    },
    reason,
  });
}
