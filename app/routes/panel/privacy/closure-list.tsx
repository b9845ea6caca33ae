import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/closure-list";
import { ClosureList } from "#app/modules/privacy/ui/closure-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "privacy")("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/account-closures (admin): customers' requests to close their account, approved or rejected here. */
export default function ClosureListRoute() {
  return <ClosureList />;
}
