import { can } from "#app/shared/access";
import { AppError } from "#app/shared/errors";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { RefundAccountInput } from "#app/modules/booking/refund.contract";
import { customerMayCancel } from "#app/modules/booking/booking.rules";
import { loadBooking } from "./booking-access";
import { listPaymentsOf } from "./booking.repository";
import { moveStatus } from "./booking-status";
import { toBookingDto } from "./booking-views";
import { cancellationTerms } from "./money/cancellation-terms";
import type { EffectArgs } from "./booking-effects";

/**
 * "Cancel this booking?" A customer may cancel their own booking while it is pending or partly
 * paid (processing: the penalty and refund were shown first, decision 042) and no payment of
 * theirs awaits review (that money needs a person: they contact the agency); a fully paid one goes
 * through the agency. Staff with bookings_manage may cancel any booking that is not processed
 * (other staff: 403). Cancelling releases the seats and records the refund of confirmed money
 * (moveStatus), with the bank account it goes to: a customer whose cancel leaves money to pay back
 * must say which (decision 056); staff may cancel without it.
 */
export async function cancelBooking({
  ctx,
  effects,
  input,
}: EffectArgs<{
  id: string;
  reason: string | null;
  refund_account?: RefundAccountInput | null;
}>): Promise<BookingDto> {
  const account = input.refund_account ?? null;
  const row = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true, permission: "bookings_manage" });
    if (can(ctx.actor, "bookings_manage"))
      return moveStatus(t, effects, booking, "canceled", "admin", input.reason, null, { account });
    if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_canceled" });
    if (!customerMayCancel(booking.status)) throw new AppError("conflict", { key: "cancel_paid_contact_us" });
    if ((await listPaymentsOf(tx, booking.id)).some((p) => p.status === "pending"))
      throw new AppError("conflict", { key: "cancel_payment_waiting" });
    // The figures under the lock, as the refund records them: money to send back needs an account.
    const figures = await cancellationTerms(t, booking);
    if (figures.refund > 0 && !account)
      throw new AppError("validation", {
        key: "refund_account_required",
        fieldErrors: {
          "refund_account.bank_name": [{ key: "required" }],
          "refund_account.account_number": [{ key: "required" }],
          "refund_account.account_holder": [{ key: "required" }],
        },
      });
    return moveStatus(t, effects, booking, "canceled", "customer", input.reason, null, { account, figures });
  });
  return toBookingDto(ctx, row);
}
