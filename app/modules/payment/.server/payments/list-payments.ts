import type { UseCaseArgs } from "#app/shared/context";
import type { PaymentDto } from "#app/modules/booking/booking.contract";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { toBookingDto } from "#app/modules/booking/.server/booking-views";

/** The payments of one booking, oldest first: its customer or staff with bookings_view only. */
export async function listPayments({ ctx, input }: UseCaseArgs<{ id: string }>): Promise<PaymentDto[]> {
  return (await toBookingDto(ctx, await loadBooking(ctx, input.id))).payments;
}
