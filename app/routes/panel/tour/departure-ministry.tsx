import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { getMinistryList } from "#app/modules/operations/.server/departure-ministry";
import { MinistryScreen } from "#app/modules/operations/ui/ministry-screen";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/departure-ministry";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  // A departure of another package is the same 404 as an unknown one.
  const list = await childOr404(
    tour_id,
    () => getMinistryList({ ctx, input: { time_id } }),
    (found) => found.tour.id,
  );
  const t = serverT(ctx.locale, "operations");
  return {
    title: `${t("ministry.title")} · ${list.tour.code} ${list.time.start_date}`,
    tourId: tour_id,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/ministry (staff with documents): a departure's ministry data and exports. */
export default function DepartureMinistry({ loaderData }: Route.ComponentProps) {
  return <MinistryScreen tourId={loaderData.tourId} timeId={loaderData.timeId} />;
}
