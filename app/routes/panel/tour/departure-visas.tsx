import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { listDepartureVisas } from "#app/modules/operations/.server/list-departure-visas";
import { VisasScreen } from "#app/modules/operations/ui/visa-screen";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/departure-visas";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  // A departure of another package is the same 404 as an unknown one.
  const visas = await childOr404(
    tour_id,
    () => listDepartureVisas({ ctx, input: { time_id } }),
    (found) => found.tour.id,
  );
  const t = serverT(ctx.locale, "operations");
  return {
    title: `${t("visa.title")} · ${visas.tour.code} ${visas.time.start_date}`,
    tourId: tour_id,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/visas (staff with documents): a departure's visas per guest. */
export default function DepartureVisas({ loaderData }: Route.ComponentProps) {
  return <VisasScreen tourId={loaderData.tourId} timeId={loaderData.timeId} />;
}
