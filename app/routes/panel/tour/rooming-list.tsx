import { z } from "zod";
import { getRoomingList } from "#app/modules/operations/.server/rooming-list";
import { RoomingScreen } from "#app/modules/operations/ui/rooming-list";
import { AppError } from "#app/shared/errors";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/rooming-list";

const params = z.object({
  tour_id: z.coerce.number().int().positive().max(2_147_483_647),
  time_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(params, raw);
  // A departure of another package is the same 404 as an unknown one.
  const list = await orNotFound(async () => {
    const found = await getRoomingList({ ctx, input: { time_id } });
    if (found.tour.id !== tour_id) throw new AppError("not_found");
    return found;
  });
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
