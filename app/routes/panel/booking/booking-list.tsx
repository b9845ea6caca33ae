import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/booking-list";
import { BookingHistory } from "#app/modules/booking/ui/booking-history";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "booking_panel");
  return { title: t("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/booking-history: a customer's own bookings, or every booking for an admin. */
export default function BookingList() {
  return <BookingHistory />;
}
