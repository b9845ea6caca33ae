import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { BookingDto, rejectInput } from "#app/modules/booking/booking.contract";
import { toBookingDto } from "#app/modules/booking/.server/booking-views";
import { reviewPayment } from "#app/modules/booking/.server/money/review-payment";
import type { EffectArgs } from "#app/modules/booking/.server/booking-effects";

/** Rejects a payment with the reason the customer sees; the amount is open to pay again. */
export async function rejectPayment({
  ctx,
  effects,
  input,
}: EffectArgs<z.output<typeof rejectInput> & { id: number }>): Promise<BookingDto> {
  requireStaff(ctx, "payments_confirm");
  return toBookingDto(ctx, await reviewPayment(ctx, effects, input.id, { confirm: false, reason: input.reason }));
}
