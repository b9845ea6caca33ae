import { useParams } from "react-router";
import { catalogEditorTitle } from "#app/modules/catalog/.server/editor-title";
import { AttributeEditorPage } from "#app/modules/catalog/ui/attribute-editor";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/attribute-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return catalogEditorTitle(context.ctx.locale, "attribute", "attribute_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/attribute/create and /panel/tour/attribute/{id}. */
export default function AttributeForm() {
  const { attribute_id } = useParams();
  return <AttributeEditorPage id={attribute_id ? Number(attribute_id) : undefined} />;
}
