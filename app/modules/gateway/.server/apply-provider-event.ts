import { AppError } from "#app/shared/errors";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { closedReason, decideProviderWord, lateReason } from "#app/modules/booking/online-payment.rules";
import {
  findPaymentByCheckoutId,
  findPaymentById,
  findPaymentByRef,
  insertEvent,
  insertLateRefund,
  listEventsOf,
  lockBooking,
  lockPlanOfDeposit,
  confirmPlanDeposit,
  type PaymentRow,
  updatePaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { logNotification } from "./online-payment.repository";
import type { PaymentProviders } from "./providers";
import type { ProviderEvent } from "./providers/provider";
import { confirmLockedPayment } from "#app/modules/booking/.server/money/review-payment";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";

/** The argument of a use case that asks the providers and applies their word: the booking's effects too. */
export interface ProviderUseCaseArgs<I> extends UseCaseArgs<I> {
  providers: PaymentProviders;
  effects: BookingEffects;
}

/** What a provider's word did, as the notification log records it. */
export type NotificationOutcome =
  | "confirmed"
  | "late"
  | "failed"
  | "expired"
  | "declined"
  | "duplicate"
  | "ignored"
  | "amount_mismatch"
  | "unknown_payment";

export interface AppliedEvent {
  outcome: NotificationOutcome;
  payment: PaymentRow | null;
}

/**
 * Applies a provider's verified word (a signed notification, or a status fetched by
 * reconciliation) to the payment it names by our reference (docs/product.md §Online payments).
 * One function for both ways in, so they cannot disagree. Under the booking row lock the
 * payment is read again and decideProviderWord says what to do: a replay, an out-of-order or a
 * concurrent duplicate finds the payment already moved and changes nothing. Paid confirms as an
 * admin would (confirmLockedPayment, the provider in the history); money that arrives for a
 * cancelled booking or a closed checkout is received, not counted, and owed back (a refund row
 * and a payment_late event). Every word is logged in payment_notifications in the same
 * transaction.
 */
export async function applyProviderEvent(
  ctx: Ctx,
  effects: BookingEffects,
  input: { provider: string; event: ProviderEvent; source: "notification" | "reconciliation"; body: string },
): Promise<AppliedEvent> {
  const { provider, event, source, body } = input;
  const log = (db: Ctx["db"], outcome: NotificationOutcome, paymentId: number | null) =>
    logNotification(db, {
      provider,
      paymentId,
      providerTxnId: event.txnId,
      eventStatus: event.rawStatus,
      signatureOk: true,
      outcome,
      body,
      source,
    });

  // Our reference when the provider echoes it; else the checkout it names (Billplz's bill id).
  const found = event.ref
    ? await findPaymentByRef(ctx.db, event.ref)
    : event.checkoutId
      ? await findPaymentByCheckoutId(ctx.db, provider, event.checkoutId)
      : undefined;
  // Another provider's reference is not ours to act on, whatever it says.
  if (!found || found.provider !== provider) {
    await log(ctx.db, "unknown_payment", null);
    return { outcome: "unknown_payment", payment: null };
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx, actor: null };
      // A savings plan's deposit (decision 084): its plan first (locked), then the row again:
      // a conversion meanwhile made it the booking's, applied below as any booking's payment.
      let current = found;
      if (!current.bookingId && current.savingsPlanId) {
        const plan = await lockPlanOfDeposit(tx, current.savingsPlanId);
        current = (await findPaymentById(tx, found.id))!;
        if (!current.bookingId && plan) {
          const applied = await applyToPlanDeposit(t, current, plan, event);
          await log(tx, applied.outcome, current.id);
          return applied;
        }
      }
      if (!current.bookingId) throw new AppError("not_found");
      const booking = await lockBooking(tx, current.bookingId);
      const payment = (await findPaymentById(tx, found.id))!;
      const decision = decideProviderWord(payment, booking, event);
      let outcome: NotificationOutcome;
      let row = payment;
      switch (decision.kind) {
        case "mismatch":
          outcome = "amount_mismatch";
          break;
        case "confirm":
          await confirmLockedPayment(t, effects, booking, payment, {
            actorId: null,
            provider,
            note: null,
            patch: { providerTxnId: event.txnId },
          });
          row = (await findPaymentById(tx, payment.id))!;
          outcome = "confirmed";
          break;
        case "late": {
          // Received (the money is real) but not counted: the booking's paid total stays, and
          // the whole amount is owed back. Why, as a code (docs/product.md §Online payments).
          const reason = lateReason(payment, {
            status: booking.status,
            expired: booking.status === "canceled" && (await cancelledByExpiry(tx, booking.id)),
          });
          row = await updatePaymentRow(tx, payment.id, {
            status: "confirmed",
            reviewedBy: null,
            reviewedAt: ctx.now(),
            providerTxnId: event.txnId,
          });
          await insertEvent(tx, {
            bookingId: booking.id,
            kind: "payment_late",
            actorId: null,
            provider,
            paymentId: payment.id,
            amount: payment.amount,
            reason,
          });
          await insertLateRefund(tx, {
            bookingId: booking.id,
            paymentId: payment.id,
            currency: payment.currency,
            amount: payment.amount,
            paidTotal: booking.paidTotal,
          });
          outcome = "late";
          break;
        }
        case "close":
          row = await updatePaymentRow(tx, payment.id, { status: decision.status });
          await insertEvent(tx, {
            bookingId: booking.id,
            kind: "payment_failed",
            actorId: null,
            provider,
            paymentId: payment.id,
            amount: payment.amount,
            // A code translated where it is read, not the status word (docs/product.md §Online payments).
            reason: closedReason(decision.status),
          });
          outcome = decision.status;
          break;
        case "declined":
          // One attempt refused; the provider keeps the checkout payable, so does the payment
          // (decision 066). The log keeps the word; the result page says "try again".
          outcome = "declined";
          break;
        case "duplicate":
          outcome = "duplicate";
          break;
        case "ignored":
          outcome = "ignored";
          break;
      }
      await log(tx, outcome, payment.id);
      return { outcome, payment: row };
    });
  } catch (err) {
    // The same provider transaction already confirmed another payment (payments_provider_txn_idx):
    // it is counted there, once.
    if (uniqueViolation(err) === "payments_provider_txn_idx") {
      await log(ctx.db, "duplicate", found.id);
      return { outcome: "duplicate", payment: (await findPaymentById(ctx.db, found.id)) ?? null };
    }
    throw err;
  }
}

/**
 * A provider's word on a savings plan's deposit (decision 084), under the plan's lock: money for an
 * open plan counts (confirmed, its receipt), also when the checkout had lapsed or failed here
 * before the provider took the money (a plan has no balance to exceed); a closed checkout closes;
 * money for a closed plan is received but owed back whole (a late refund of the plan, as a
 * booking's late payment). A converted plan's deposits are its booking's: applied as those.
 */
async function applyToPlanDeposit(
  t: Ctx,
  payment: PaymentRow,
  plan: { status: string; branchId: number | null },
  event: ProviderEvent,
): Promise<AppliedEvent> {
  const decision = decideProviderWord(
    payment,
    { status: plan.status === "open" ? "pending" : "canceled", total: Number.MAX_SAFE_INTEGER, paidTotal: 0 },
    event,
  );
  switch (decision.kind) {
    case "confirm": {
      const row = await confirmPlanDeposit(t, payment, plan.branchId, {
        actorId: null,
        note: null,
        patch: { providerTxnId: event.txnId },
      });
      return { outcome: "confirmed", payment: row };
    }
    case "late": {
      if (plan.status === "open") {
        const row = await confirmPlanDeposit(t, payment, plan.branchId, {
          actorId: null,
          note: null,
          patch: { providerTxnId: event.txnId },
        });
        return { outcome: "confirmed", payment: row };
      }
      const row = await updatePaymentRow(t.db, payment.id, {
        status: "confirmed",
        reviewedBy: null,
        reviewedAt: t.now(),
        providerTxnId: event.txnId,
      });
      await insertLateRefund(t.db, {
        savingsPlanId: payment.savingsPlanId,
        paymentId: payment.id,
        currency: payment.currency,
        amount: payment.amount,
        paidTotal: 0,
      });
      return { outcome: "late", payment: row };
    }
    case "close":
      return {
        outcome: decision.status,
        payment: await updatePaymentRow(t.db, payment.id, { status: decision.status }),
      };
    case "mismatch":
      return { outcome: "amount_mismatch", payment };
    default:
      return { outcome: decision.kind, payment };
  }
}

/**
 * Whether a cancelled booking was cancelled by the expiry of an unpaid booking: its cancel in the
 * history has neither a person (customer or admin) nor a provider (expire-bookings.ts).
 */
async function cancelledByExpiry(db: Ctx["db"], bookingId: string): Promise<boolean> {
  const cancel = (await listEventsOf(db, bookingId)).findLast((e) => e.kind === "status" && e.toStatus === "canceled");
  return cancel !== undefined && cancel.actorId === null && cancel.provider === null;
}
