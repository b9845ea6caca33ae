import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { BookingDto, confirmInput } from "#app/modules/booking/booking.contract";
import { toBookingDto } from "#app/modules/booking/.server/booking-views";
import { reviewPayment } from "#app/modules/booking/.server/money/review-payment";
import type { EffectArgs } from "#app/modules/booking/.server/booking-effects";

/**
 * "Payment confirmed": the money counts. The booking's paid total grows and its status follows
 * (processing below the total, paid at the total) unless staff already moved it on.
 */
export async function confirmPayment({
  ctx,
  effects,
  input,
}: EffectArgs<z.output<typeof confirmInput> & { id: number }>): Promise<BookingDto> {
  requireStaff(ctx, "payments_confirm");
  return toBookingDto(ctx, await reviewPayment(ctx, effects, input.id, { confirm: true, note: input.note }));
}
