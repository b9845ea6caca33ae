import { TourTable } from "#app/modules/catalog/ui/tour-table";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/tour-list";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: t("tour.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour: every package whatever its status, searched, filtered, sorted and paged by the server. */
export default function TourList() {
  return <TourTable />;
}
