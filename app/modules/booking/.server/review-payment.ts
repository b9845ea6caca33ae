import { mailBookingCustomer } from "./booking-mail";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { statusAfterPayment } from "#app/modules/booking/booking.rules";
import { loadBooking } from "./booking-access";
import {
  type BookingRow,
  findPaymentById,
  insertEvent,
  updateBookingRow,
  updatePaymentRow,
} from "./booking.repository";
import { moveStatus } from "./booking-status";

/**
 * Confirm or reject one pending payment, shared by the two use cases. The booking row is locked
 * first (before the payment is read), so confirm vs reject, two confirmations, or a confirmation
 * racing the expiry sweeper have one result: the second sees the payment already reviewed.
 */
export async function reviewPayment(
  ctx: Ctx,
  paymentId: number,
  decision: { confirm: true; note: string | null } | { confirm: false; reason: string },
): Promise<BookingRow> {
  const actor = ctx.actor!;
  return ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const found = await findPaymentById(tx, paymentId);
    if (!found) throw new AppError("not_found");
    let booking = await loadBooking(t, found.bookingId, { lock: true });
    const payment = await findPaymentById(tx, paymentId);
    if (payment?.status !== "pending") throw new AppError("conflict", { key: "payment_already_reviewed" });
    if (decision.confirm && booking.status === "canceled") throw new AppError("conflict", { key: "booking_canceled" });

    const reviewed = await updatePaymentRow(tx, payment.id, {
      status: decision.confirm ? "confirmed" : "rejected",
      reviewedBy: actor.id,
      reviewedAt: ctx.now(),
      note: decision.confirm ? decision.note : decision.reason,
    });
    await insertEvent(tx, {
      bookingId: booking.id,
      kind: decision.confirm ? "payment_confirmed" : "payment_rejected",
      actorId: actor.id,
      paymentId: payment.id,
      amount: payment.amount,
      reason: decision.confirm ? decision.note : decision.reason,
    });
    if (decision.confirm) {
      const paidTotal = booking.paidTotal + payment.amount;
      booking = await updateBookingRow(tx, booking.id, { paidTotal });
      const next = statusAfterPayment(booking.status, paidTotal, booking.total);
      if (next !== booking.status) booking = await moveStatus(t, booking, next, "payment", null);
    }
    await mailBookingCustomer(t, booking, {
      kind: decision.confirm ? "payment_confirmed" : "payment_rejected",
      payment: {
        amount: reviewed.amount,
        method: reviewed.method,
        payerName: reviewed.payerName,
        paymentDate: reviewed.paymentDate,
      },
      reason: decision.confirm ? null : decision.reason,
    });
    return booking;
  });
}
