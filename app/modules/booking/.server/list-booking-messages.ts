import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import type { MessagesResponse } from "#app/modules/notification/notification.contract";
import { listMessagesOf } from "#app/modules/notification/.server/list-messages";
import { loadBooking } from "./booking-access";

/**
 * What was sent about a booking (mail and WhatsApp, with their status), with its customer's
 * WhatsApp consent and what they wrote to the agency's number (decision 080). Staff only, as the
 * staff's read of the booking: bookings_view (403 for a customer, an agent or other staff), within
 * a branch clerk's branch (404 otherwise).
 */
export async function listBookingMessages({ ctx, input }: UseCaseArgs<{ id: string }>): Promise<MessagesResponse> {
  requireStaff(ctx, "bookings_view");
  const booking = await loadBooking(ctx, input.id);
  return listMessagesOf(ctx, { bookingId: booking.id, userId: booking.customerId }, async (ids) => {
    const people = await describeUsers({ ctx, input: { ids } });
    return new Map([...people].map(([id, u]) => [id, u.name]));
  });
}
