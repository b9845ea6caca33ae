import { PayoutListScreen } from "#app/modules/commission/ui/payout-list";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/payouts";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "commission")("payouts.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/commission/payouts (staff, commissions): payouts to agents and each one's Excel sheet. */
export default function CommissionPayouts() {
  return <PayoutListScreen />;
}
