import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { getRoomingList } from "#app/modules/operations/.server/rooming-list";
import { RoomingScreen } from "#app/modules/operations/ui/rooming-list";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/rooming-list";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  // A departure of another package is the same 404 as an unknown one.
  const list = await childOr404(
    tour_id,
    () => getRoomingList({ ctx, input: { time_id } }),
    (found) => found.tour.id,
  );
  const t = serverT(ctx.locale, "booking_panel");
  return {
    title: `${t("rooming.title")} · ${list.tour.code} ${list.time.start_date}`,
    tourId: tour_id,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/rooming (admin): a departure's rooming list. */
export default function RoomingList({ loaderData }: Route.ComponentProps) {
  return <RoomingScreen tourId={loaderData.tourId} timeId={loaderData.timeId} />;
}
