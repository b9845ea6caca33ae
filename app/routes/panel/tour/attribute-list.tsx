import { AttributeList } from "#app/modules/catalog/ui/record-lists";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/attribute-list";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: t("attribute.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

export default function AttributeListRoute() {
  return <AttributeList />;
}
