import { z } from "zod";
import { getReadiness } from "#app/modules/document/.server/get-readiness";
import { ReadinessBoardScreen } from "#app/modules/document/ui/readiness-board";
import { AppError } from "#app/shared/errors";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/readiness-board";

const params = z.object({
  tour_id: z.coerce.number().int().positive().max(2_147_483_647),
  time_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(params, raw);
  // A departure of another package is the same 404 as an unknown one.
  const board = await orNotFound(async () => {
    const found = await getReadiness({ ctx, input: { time_id } });
    if (found.departure.tour.id !== tour_id) throw new AppError("not_found");
    return found;
  });
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
