import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { BookingDto, cancelInput } from "#app/modules/booking/booking.contract";
import { customerMayCancel } from "#app/modules/booking/booking.rules";
import { loadBooking } from "./booking-access";
import { listPaymentsOf } from "./booking.repository";
import { moveStatus } from "./booking-status";
import { toBookingDto } from "./booking-views";

/**
 * "Cancel this booking?" A customer may cancel their own booking while it is pending or partly
 * paid (processing: the penalty and refund were shown first, decision 042) and no payment of
 * theirs awaits review (that money needs a person: they contact the agency); a fully paid one goes
 * through the agency. An admin may cancel any booking that is not processed. Cancelling releases
 * the seats and records the refund of confirmed money (moveStatus).
 */
export async function cancelBooking({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof cancelInput> & { id: string }>): Promise<BookingDto> {
  const row = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true });
    if (ctx.actor?.role === "admin") return moveStatus(t, booking, "canceled", "admin", input.reason);
    if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_canceled" });
    if (!customerMayCancel(booking.status)) throw new AppError("conflict", { key: "cancel_paid_contact_us" });
    if ((await listPaymentsOf(tx, booking.id)).some((p) => p.status === "pending"))
      throw new AppError("conflict", { key: "cancel_payment_waiting" });
    return moveStatus(t, booking, "canceled", "customer", input.reason);
  });
  return toBookingDto(ctx, row);
}
