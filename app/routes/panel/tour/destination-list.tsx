import { DestinationList } from "#app/modules/catalog/ui/record-lists";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/destination-list";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: t("destination.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

export default function DestinationListRoute() {
  return <DestinationList />;
}
