import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { getManasik } from "#app/modules/operations/.server/manasik";
import { ManasikScreen } from "#app/modules/operations/ui/manasik-screen";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/manasik";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  // A departure of another package is the same 404 as an unknown one.
  const manasik = await childOr404(
    tour_id,
    () => getManasik({ ctx, input: { time_id } }),
    (found) => found.departure.tour.id,
  );
  const t = serverT(ctx.locale, "operations");
  return {
    title: `${t("manasik.title")} · ${manasik.departure.tour.code} ${manasik.departure.start_date}`,
    tourId: tour_id,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/manasik (departures): a departure's manasik sessions and attendance. */
export default function Manasik({ loaderData }: Route.ComponentProps) {
  return <ManasikScreen tourId={loaderData.tourId} timeId={loaderData.timeId} />;
}
