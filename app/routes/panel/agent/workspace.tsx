import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AgentCodeCard } from "#app/modules/agent/ui/agent-code-card";
import { AgentBookingCards, AgentWaitingTotals } from "#app/modules/booking/ui/agent-bookings";
import { getMyCommissions } from "#app/modules/commission/.server/lines";
import { MyCommissionTotals } from "#app/modules/commission/ui/my-commissions";
import { serverT } from "#app/shared/i18n/server";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/workspace";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const { totals } = await getMyCommissions({ ctx, input: undefined });
  return { title: serverT(ctx.locale, "agent")("workspace.title"), totals };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agent (an approved agent): the share card, the commissions' totals, the pilgrims' bookings. */
export default function AgentWorkspace({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("agent");
  return (
    <div className="mx-auto max-w-5xl space-y-6" data-testid="agent-workspace">
      <PageHeader title={loaderData.title} description={t("workspace.intro")} />
      <AgentCodeCard />
      <FormSection
        title={t("workspace.totals_title")}
        actions={
          <Link
            to="/panel/agent/commissions"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            {t("workspace.to_commissions")}
          </Link>
        }
      >
        <MyCommissionTotals totals={loaderData.totals} waiting={<AgentWaitingTotals />} />
      </FormSection>
      <AgentBookingCards />
    </div>
  );
}
