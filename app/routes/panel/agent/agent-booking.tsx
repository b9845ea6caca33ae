import { AgentBookingView } from "#app/modules/booking/ui/agent-bookings";
import { MissingDocuments } from "#app/modules/document/ui/missing-documents";
import { BookingTrip } from "#app/modules/operations/ui/booking-trip";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/agent-booking";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "agent")("booking.title_loading") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agent/bookings/{id} (an approved agent): a pilgrim's booking, its trip and the documents still missing. */
export default function AgentBooking({ params }: Route.ComponentProps) {
  return (
    <AgentBookingView
      id={params.booking_id}
      documents={
        <>
          <BookingTrip bookingId={params.booking_id} />
          <MissingDocuments bookingId={params.booking_id} />
        </>
      }
    />
  );
}
