import { counterCustomer } from "#app/modules/booking/.server/checkout/counter-customer";
import { StaffOpenPlan } from "#app/modules/savings/ui/staff-open-plan";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/savings-new";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const t = serverT(ctx.locale, "savings");
  // Only customers save (the API refuses anyone else), within the clerk's branch: anyone else is not found here.
  const customer = await counterCustomer(ctx, new URL(request.url).searchParams.get("customer"));
  return {
    title: customer ? t("ui.open_title_for", { name: customer.name }) : t("ui.open_title"),
    customer,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/savings/new?customer= (staff with bookings_manage): a savings plan opened at the counter for a customer (decision 084). */
export default function SavingsNew({ loaderData }: Route.ComponentProps) {
  return <StaffOpenPlan customer={loaderData.customer} />;
}
