import { useParams } from "react-router";
import { AttributeEditorPage } from "#app/modules/catalog/ui/attribute-editor";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/attribute-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: "attribute_id" in params ? t("attribute.edit_title") : t("attribute.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/attribute/create and /panel/tour/attribute/{id}. */
export default function AttributeForm() {
  const { attribute_id } = useParams();
  return <AttributeEditorPage id={attribute_id ? Number(attribute_id) : undefined} />;
}
