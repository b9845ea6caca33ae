import type { UseCaseArgs } from "#app/shared/context";
import { recordPrivateAccess } from "#app/modules/audit/.server/record-private-access";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import { loadBooking } from "./booking-access";
import { toBookingDto } from "./booking-views";

/** One booking with guests, extras, payments and history: its customer or an admin only. */
export async function getBooking({ ctx, input }: UseCaseArgs<{ id: string }>): Promise<BookingDto> {
  const booking = await loadBooking(ctx, input.id, { agentMayRead: true });
  // Guests' passports and IC numbers: an admin's read goes to the access log (the owner's does not).
  await recordPrivateAccess({ ctx, input: { kind: "guest_identity", booking_id: booking.id } });
  return toBookingDto(ctx, booking);
}
