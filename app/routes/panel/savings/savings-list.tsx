import { useRootData } from "#app/modules/account/ui/root-data";
import { MySavings } from "#app/modules/savings/ui/my-savings";
import { StaffPlans } from "#app/modules/savings/ui/staff-plans";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/savings-list";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "savings");
  return { title: t(context.ctx.actor?.role === "admin" ? "ui.staff_title" : "ui.my_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/savings: a customer's own savings plans and "open a plan"; staff's list of plans (decision 084). */
export default function SavingsList() {
  const { user } = useRootData();
  return user?.role === "admin" ? <StaffPlans /> : <MySavings />;
}
