import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { bookingIdParam } from "#app/modules/booking/booking.contract";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/booking-show";
import { useBooking } from "#app/modules/booking/ui/booking-kit";
import { BookingMessages } from "#app/modules/booking/ui/booking-messages";
import { BookingMinistry } from "#app/modules/booking/ui/booking-ministry";
import { HeaderActions, BookingDetail } from "#app/modules/payment/ui/booking-detail";
import { BookingDocuments } from "#app/modules/document/ui/booking-documents";
import { RejectedDocuments } from "#app/modules/document/ui/rejected-documents";
import { BookingTrip } from "#app/modules/operations/ui/booking-trip";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  const { id } = paramOr404(bookingIdParam, { id: params.booking_id });
  // Another customer's booking is the same real 404 as an unknown one (the root error page).
  // Only the code for the title: the guests (private data) load through the API, which logs an admin's read.
  const { code } = await orNotFound(() => loadBooking(ctx, id));
  const t = serverT(ctx.locale, "booking_panel");
  return { title: t("detail.title_code", { code }) };
}

// Dropping `?pay=1` from the URL is no reason to check the booking again.
export { keepOnFilterChange as shouldRevalidate } from "#app/shared/ui/should-revalidate";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/booking-history/{id}: one booking for its customer or an admin. The customer pays
 * (`?pay=1` opens the payment dialog, as the checkout sends them here) and may cancel while it
 * is pending; the admin reviews each payment and moves the status, and sees what was sent about it.
 */
export default function BookingShow() {
  const { booking_id = "" } = useParams();
  const { t } = useTranslation("booking_panel");
  const query = useBooking(booking_id);
  const booking = query.data;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={booking ? t("detail.title_code", { code: booking.code }) : t("detail.title")}
        description={booking ? (booking.tour?.name ?? t("detail.package_removed")) : undefined}
        back={{ to: "/panel/booking-history", label: t("detail.back") }}
        actions={booking ? <HeaderActions booking={booking} /> : null}
      />
      {booking ? (
        <>
          <BookingDetail
            booking={booking}
            notices={{
              page: <RejectedDocuments bookingId={booking.id} place="page" />,
              pay: (close) => <RejectedDocuments bookingId={booking.id} place="pay" onGo={close} />,
            }}
          />
          <BookingTrip bookingId={booking.id} />
          <BookingDocuments bookingId={booking.id} guests={booking.guests} />
          <BookingMinistry bookingId={booking.id} />
          {/* Staff only: the component shows nothing to the customer or an agent. */}
          <BookingMessages bookingId={booking.id} />
        </>
      ) : query.isError ? (
        <LoadFailed backTo="/panel/booking-history" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
