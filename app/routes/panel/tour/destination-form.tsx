import { useParams } from "react-router";
import { catalogEditorTitle } from "#app/modules/catalog/.server/editor-title";
import { TaxonomyEditorPage } from "#app/modules/catalog/ui/taxonomy-editor";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/destination-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return catalogEditorTitle(context.ctx.locale, "destination", "destination_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/destination/create and /panel/tour/destination/{id}. */
export default function DestinationForm() {
  const { destination_id } = useParams();
  return <TaxonomyEditorPage kind="destination" id={destination_id ? Number(destination_id) : undefined} />;
}
