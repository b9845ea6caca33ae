import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCan } from "#app/modules/account/ui/use-can";
import { bookingQueries } from "#app/modules/booking/booking.api-client";
import { MessageLogSection } from "#app/modules/notification/ui/message-log";

/**
 * The "Messages" section of a booking page (decision 080), for staff only: what was sent about the
 * booking on each channel and its status, with the customer's WhatsApp consent and what they
 * wrote to the agency. Nothing, not even a request, for the customer or an agent on the same page.
 */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const staff = useCan("bookings_view");
  return staff ? <StaffBookingMessages bookingId={bookingId} /> : null;
}

function StaffBookingMessages({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation("whatsapp");
  const query = useQuery({ ...bookingQueries.messages(bookingId), staleTime: 0 });
  return (
    <MessageLogSection query={query} description={t("log.booking_intro")} testId="booking-messages" className="mt-6" />
  );
}
