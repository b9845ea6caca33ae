import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { bookingIdParam } from "#app/modules/booking/booking.contract";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/booking-edit";
import { useBooking } from "#app/modules/booking/ui/booking-kit";
import { BookingEditor } from "#app/modules/booking/ui/booking-editor";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  const { id } = paramOr404(bookingIdParam, { id: params.booking_id });
  // Only the code for the title: the guests (private data) load through the API, which logs an admin's read.
  const { code } = await orNotFound(() => loadBooking(ctx, id));
  const t = serverT(ctx.locale, "booking_panel");
  return { title: t("edit.title_code", { code }) };
}

export { keepOnFilterChange as shouldRevalidate } from "#app/shared/ui/should-revalidate";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/booking-history/{id}/edit (admin): booking name, special request and the guests. Adding
 * or removing a guest changes the pax, so the server re-quotes the price (seats permitting).
 */
export default function BookingEdit() {
  const { booking_id = "" } = useParams();
  const { t } = useTranslation("booking_panel");
  const query = useBooking(booking_id);
  const booking = query.data;
  const showTo = `/panel/booking-history/${booking_id}`;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={booking ? t("edit.title_code", { code: booking.code }) : t("edit.title")}
        description={t("edit.intro")}
        back={{ to: showTo, label: t("edit.back") }}
      />
      {booking ? (
        !booking.can_edit ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            {t("edit.locked")}
          </p>
        ) : (
          <BookingEditor key={booking.id} booking={booking} />
        )
      ) : query.isError ? (
        <LoadFailed backTo="/panel/booking-history" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
