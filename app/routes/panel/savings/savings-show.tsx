import { PlanPage } from "#app/modules/savings/ui/plan-page";
import { planIdParam } from "#app/modules/savings/savings.contract";
import { serverT } from "#app/shared/i18n/server";
import { paramOr404 } from "#app/shared/loader";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/savings-show";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { id } = paramOr404(planIdParam, { id: params.plan_id });
  // The plan itself (balance, deposits) loads through the API, which checks its owner or branch.
  return { id, title: serverT(context.ctx.locale, "savings")("ui.plan_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/savings/{id}: one savings plan for its customer (pay this month) or staff (review, convert, close). */
export default function SavingsShow({ loaderData }: Route.ComponentProps) {
  return <PlanPage id={loaderData.id} />;
}
