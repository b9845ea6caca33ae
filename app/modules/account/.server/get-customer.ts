import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { countBookingsOf, findCustomerRow } from "./customer.repository";
import { toUserDto } from "./to-user-dto";

/** One user for the admin's edit screen: details, role, active, and how many bookings they made. */
export async function getCustomer({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<CustomerDto> {
  requireRole(ctx, "admin");
  const row = await findCustomerRow(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return {
    ...toUserDto(row),
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    counts: { bookings: await countBookingsOf(ctx.db, row.id) },
  };
}
