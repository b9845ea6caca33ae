import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { getDepartureKits } from "#app/modules/operations/.server/kits";
import { KitsScreen } from "#app/modules/operations/ui/kits-screen";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/kits";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  // A departure of another package is the same 404 as an unknown one.
  const kits = await childOr404(
    tour_id,
    () => getDepartureKits({ ctx, input: { time_id } }),
    (found) => found.departure.tour.id,
  );
  const t = serverT(ctx.locale, "operations");
  return {
    title: `${t("kits.title")} · ${kits.departure.tour.code} ${kits.departure.start_date}`,
    tourId: tour_id,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/kits (departures): the package's kit and each guest's handover. */
export default function Kits({ loaderData }: Route.ComponentProps) {
  return <KitsScreen tourId={loaderData.tourId} timeId={loaderData.timeId} />;
}
