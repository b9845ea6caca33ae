import type { Ctx } from "#app/shared/context";
import type { CancellationFigures } from "#app/modules/booking/refund.rules";
import type { RefundAccountInput } from "#app/modules/booking/refund.contract";
import { type BookingRow, insertEvent } from "#app/modules/booking/.server/money/payment-rows";
import { cancellationTerms } from "#app/modules/booking/.server/money/cancellation-terms";
import { insertRefund } from "#app/modules/booking/.server/money/payment-rows";

/**
 * On cancelling a booking that holds confirmed money, in the cancel's transaction (the booking
 * row is locked): the refund record (reason cancellation) with the penalty and fee kept, and a
 * `refund_created` event. One per booking: the unique index skips a second one. When the penalty
 * keeps everything, the record still shows it, already settled (status paid, nothing to pay back).
 * The customer's bank account given in the cancel dialog is kept with it, for the finance staff who
 * pay it (decision 056). Returns the figures for the cancel mail; null when nothing is held.
 */
export async function recordCancellationRefund(
  ctx: Ctx,
  booking: BookingRow,
  account: RefundAccountInput | null = null,
  known?: CancellationFigures,
): Promise<CancellationFigures | null> {
  const figures = known ?? (await cancellationTerms(ctx, booking));
  if (figures.held <= 0) return null;
  const now = ctx.now();
  const refund = await insertRefund(ctx.db, {
    bookingId: booking.id,
    reason: "cancellation",
    currency: booking.currency,
    paidTotal: figures.held,
    penalty: figures.penalty,
    adminFee: figures.admin_fee,
    amount: figures.refund,
    status: figures.refund > 0 ? "due" : "paid",
    paidAt: figures.refund > 0 ? null : now,
    // Only where there is money to send.
    accountBank: figures.refund > 0 ? (account?.bank_name ?? null) : null,
    accountNumber: figures.refund > 0 ? (account?.account_number ?? null) : null,
    accountHolder: figures.refund > 0 ? (account?.account_holder ?? null) : null,
    createdBy: ctx.actor?.id ?? null,
  });
  if (!refund) return null;
  await insertEvent(ctx.db, {
    bookingId: booking.id,
    kind: "refund_created",
    actorId: ctx.actor?.id ?? null,
    amount: figures.refund,
  });
  return figures;
}
