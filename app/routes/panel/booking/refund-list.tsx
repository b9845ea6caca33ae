import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/refund-list";
import { RefundList } from "#app/modules/payment/ui/refund-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "refund")("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/refunds (admin): refunds due and paid, marked paid in a dialog. */
export default function RefundListRoute() {
  return <RefundList />;
}
