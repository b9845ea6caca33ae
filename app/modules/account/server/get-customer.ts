import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { listBookingsQuery } from "#app/modules/booking/booking.contract";
import { listBookings } from "#app/modules/booking/server/list-bookings";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { findCustomerRow } from "./customer.repository";
import { toUserDto } from "./to-user-dto";

/** One user for the admin's edit screen: details, role, active, and how many bookings they made. */
export async function getCustomer({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<CustomerDto> {
  requireRole(ctx, "admin");
  const row = await findCustomerRow(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  // The booking module owns bookings: its list (one row) tells the total.
  const bookings = await listBookings({ ctx, input: listBookingsQuery.parse({ customer_id: row.id, limit: 1 }) });
  return {
    ...toUserDto(row),
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    counts: { bookings: bookings.meta.total },
  };
}
