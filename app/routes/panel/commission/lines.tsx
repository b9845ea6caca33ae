import { LineListScreen } from "#app/modules/commission/ui/line-list";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/lines";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "commission")("lines.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/commission/lines (staff, commissions): the ledger's lines, filtered, and payouts of one agent's unpaid lines. */
export default function CommissionLines() {
  return <LineListScreen />;
}
