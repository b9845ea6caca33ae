import { useParams } from "react-router";
import { TaxonomyEditorPage } from "#app/modules/catalog/ui/taxonomy-editor";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/destination-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: "destination_id" in params ? t("destination.edit_title") : t("destination.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/destination/create and /panel/tour/destination/{id}. */
export default function DestinationForm() {
  const { destination_id } = useParams();
  return <TaxonomyEditorPage kind="destination" id={destination_id ? Number(destination_id) : undefined} />;
}
