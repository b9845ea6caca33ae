import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { passportPhotoUrls } from "#app/modules/document/.server/passport-photos";
import { getDepartureTags } from "#app/modules/operations/.server/departure-tags";
import { DepartureTagsScreen } from "#app/modules/operations/ui/departure-tags";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/departure-print";

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id, time_id } = paramOr404(panelDepartureParams, raw);
  // The QR codes are drawn here, on the server: the browser never loads the qrcode package.
  const tags = await childOr404(
    tour_id,
    () => getDepartureTags({ ctx, input: { time_id } }),
    (found) => found.departure.tour.id,
  );
  // The passport photos are the document module's (above operations): joined here.
  const photos = await passportPhotoUrls({ ctx, input: { guest_ids: tags.guests.map((g) => g.id) } });
  const t = serverT(ctx.locale, "operations");
  return {
    title: `${t("tags.title")} · ${tags.departure.tour.code} ${tags.departure.start_date}`,
    tags: { ...tags, guests: tags.guests.map((g) => ({ ...g, photo_url: photos.get(g.id) ?? null })) },
    tourId: tour_id,
    timeId: time_id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/time/{time_id}/print (departures): the departure's ID cards and luggage tags. */
export default function DeparturePrint({ loaderData }: Route.ComponentProps) {
  return <DepartureTagsScreen tags={loaderData.tags} tourId={loaderData.tourId} timeId={loaderData.timeId} />;
}
