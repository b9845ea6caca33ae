import { getCustomer } from "#app/modules/account/.server/get-customer";
import { customerIdParam } from "#app/modules/account/customer.contract";
import { countCustomerBookings } from "#app/modules/booking/.server/feeds/any-booking-exists";
import { StaffOpenPlan } from "#app/modules/savings/ui/staff-open-plan";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/savings-new";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const t = serverT(ctx.locale, "savings");
  const customerParam = new URL(request.url).searchParams.get("customer");
  // Only customers save (the API refuses anyone else), within the clerk's branch: anyone else is not found here.
  const found = customerParam
    ? await orNotFound(async () => {
        const c = await getCustomer({
          ctx,
          input: paramOr404(customerIdParam, { id: customerParam }),
          countBookings: countCustomerBookings,
        });
        if (c.role !== "customer") throw new AppError("not_found");
        return c;
      })
    : null;
  const customer = found
    ? { id: found.id, name: found.name, username: found.username, phone: found.phone, email: found.email }
    : null;
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
