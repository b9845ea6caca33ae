import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { getReadiness } from "#app/modules/document/.server/get-readiness";
import { ReadinessBoardScreen } from "#app/modules/document/ui/readiness-board";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/readiness-board";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  const board = await childOr404(
    tour_id,
    () => getReadiness({ ctx, input: { time_id } }),
    (found) => found.departure.tour.id,
  );
  const t = serverT(ctx.locale, "readiness");
  return {
    title: `${t("title")} · ${board.departure.tour.code} ${board.departure.start_date}`,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/documents (admin): a departure's readiness board. */
export default function ReadinessBoard({ loaderData }: Route.ComponentProps) {
  return <ReadinessBoardScreen timeId={loaderData.timeId} />;
}
