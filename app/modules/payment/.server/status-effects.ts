import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";
import { mailBookingCustomer } from "#app/modules/booking/.server/booking-mail";
import { recordCancellationRefund } from "./refunds/record-cancellation-refund";
import { ensureTransferDue } from "#app/modules/booking/.server/money/transfer-code";

/*
 * The money consequences of a status move (decision 072). They live here until the payment
 * module takes them; server/booking-effects.ts puts them in order.
 */

/**
 * A booking that stops taking payments (paid, processed, canceled) asks no transfer any more; one
 * that takes them again asks its next amount (decision 058). A cancel records the refund of the
 * confirmed money it held (penalty and fee kept) and its mail states it (docs/product.md
 * §Cancellation and refunds).
 */
export const settleMoney: BookingEffects = {
  async afterMove(t, { row, cause, reason, refund }) {
    await ensureTransferDue(t, row);
    if (row.status !== "canceled") return;
    const figures = await recordCancellationRefund(t, row, refund.account, refund.figures);
    await mailBookingCustomer(t, row, { kind: cause === "expiry" ? "expired" : "canceled", reason, refund: figures });
  },
};
