import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { BookingDto, confirmInput } from "#app/modules/booking/booking.contract";
import { toBookingDto } from "./booking-views";
import { reviewPayment } from "./review-payment";

/**
 * "Payment confirmed": the money counts. The booking's paid total grows and its status follows
 * (processing below the total, paid at the total) unless staff already moved it on.
 */
export async function confirmPayment({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof confirmInput> & { id: number }>): Promise<BookingDto> {
  requireRole(ctx, "admin");
  return toBookingDto(ctx, await reviewPayment(ctx, input.id, { confirm: true, note: input.note }));
}
