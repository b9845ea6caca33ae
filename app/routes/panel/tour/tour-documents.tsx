import { z } from "zod";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { RequirementsEditor } from "#app/modules/document/ui/requirements-editor";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { pickLocale } from "#app/shared/translate";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/tour-documents";

const params = z.object({ tour_id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function loader({ context, params: raw }: Route.LoaderArgs) {
  const { ctx } = context;
  const { tour_id } = paramOr404(params, raw);
  const tour = await orNotFound(async () => {
    const found = (await describeTours({ ctx, input: { tour_ids: [tour_id], time_ids: [] } })).tours.get(tour_id);
    if (!found) throw new AppError("not_found");
    return found;
  });
  const name = `${tour.code} · ${pickLocale(tour.name, ctx.locale)}`;
  return { title: serverT(ctx.locale, "document")("requirements.title", { tour: name }), tourId: tour_id, name };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/{id}/documents (admin): the documents a package asks of its guests. */
export default function TourDocuments({ loaderData }: Route.ComponentProps) {
  return <RequirementsEditor tourId={loaderData.tourId} tourName={loaderData.name} />;
}
