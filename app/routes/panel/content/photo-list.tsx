import { PhotoList } from "#app/modules/content/ui/photo-list";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/photo-list";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.photo.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/gallery: the photo gallery; photos are added and edited in a dialog. */
export default function PhotoListScreen() {
  return <PhotoList />;
}
