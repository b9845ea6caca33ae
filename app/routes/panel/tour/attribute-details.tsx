import { useParams } from "react-router";
import { AttributeDetails } from "#app/modules/catalog/ui/attribute-details";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/attribute-details";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: t("detail.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/attribute/{id}/detail: the options of one extra-price group. */
export default function AttributeDetailsRoute() {
  const { attribute_id } = useParams();
  return <AttributeDetails id={Number(attribute_id)} />;
}
