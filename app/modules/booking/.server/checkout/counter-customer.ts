import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { getCustomer } from "#app/modules/account/.server/get-customer";
import { customerIdParam } from "#app/modules/account/customer.contract";
import type { OfficeCustomer } from "#app/modules/booking/ui/office-booking";
import { countCustomerBookings } from "../feeds/any-booking-exists";

/**
 * The customer a counter screen serves (`?customer=` of the counter booking and of a savings plan
 * opened at the counter), as the screen shows them; none without the parameter. Only a customer
 * (their APIs refuse staff) the staff member may read (a branch clerk: their branch's): anyone
 * else is a 404 of the page, as getCustomer's own refusal is.
 */
export async function counterCustomer(ctx: Ctx, customerParam: string | null): Promise<OfficeCustomer | null> {
  if (!customerParam) return null;
  const found = await orNotFound(async () => {
    const c = await getCustomer({
      ctx,
      input: paramOr404(customerIdParam, { id: customerParam }),
      countBookings: countCustomerBookings,
    });
    if (c.role !== "customer") throw new AppError("not_found");
    return c;
  });
  return { id: found.id, name: found.name, username: found.username, phone: found.phone, email: found.email };
}
