import { useTranslation } from "react-i18next";
import { AgentWaitingTotals } from "#app/modules/booking/ui/agent-bookings";
import { getMyCommissions } from "#app/modules/commission/.server/lines";
import { MyCommissionLists, MyCommissionTotals } from "#app/modules/commission/ui/my-commissions";
import { serverT } from "#app/shared/i18n/server";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/commissions";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  // The agent's own (GET /commission/mine's use case), read in-process like every panel loader.
  const mine = await getMyCommissions({ ctx, input: undefined });
  return { title: serverT(ctx.locale, "agent")("commissions.title"), mine };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agent/commissions (an approved agent): totals, commission lines and payouts. */
export default function AgentCommissions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("agent");
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="agent-commissions">
      <PageHeader
        title={loaderData.title}
        description={t("commissions.intro")}
        back={{ to: "/panel/agent", label: t("workspace.back") }}
      />
      <MyCommissionTotals totals={loaderData.mine.totals} waiting={<AgentWaitingTotals />} />
      <MyCommissionLists data={loaderData.mine} />
    </div>
  );
}
