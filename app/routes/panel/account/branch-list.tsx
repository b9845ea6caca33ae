import { BranchList } from "#app/modules/account/ui/branch-list";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/branch-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "branch")("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/branch (the owner): the head office and branches, added and edited in a dialog. */
export default function BranchListRoute() {
  return <BranchList />;
}
