import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { getTravel } from "#app/modules/operations/.server/travel";
import { TravelScreen } from "#app/modules/operations/ui/travel-screen";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/travel";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  // A departure of another package is the same 404 as an unknown one.
  const travel = await childOr404(
    tour_id,
    () => getTravel({ ctx, input: { time_id } }),
    (found) => found.tour.id,
  );
  const t = serverT(ctx.locale, "operations");
  return {
    title: `${t("travel.title")} · ${travel.tour.code} ${travel.time.start_date}`,
    tourId: tour_id,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/travel (staff with departures): a departure's flights, tickets, hotels, tour leader. */
export default function Travel({ loaderData }: Route.ComponentProps) {
  return <TravelScreen tourId={loaderData.tourId} timeId={loaderData.timeId} />;
}
