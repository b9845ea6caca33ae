import { outOfScope, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { findCustomerRow } from "./customer.repository";
import { toUserDto } from "./to-user-dto";

/**
 * How many bookings a user made, in any status. Bookings are a module above account
 * (app/modules/order.ts): server/app.ts hands booking's count in.
 */
export type CountBookings = (ctx: Ctx, customerId: number) => Promise<number>;

/**
 * One user for the staff's edit screen (the customers permission): details, role, active, and how
 * many bookings they made.
 */
export async function getCustomer({
  ctx,
  input,
  countBookings,
}: UseCaseArgs<{ id: number }> & { countBookings: CountBookings }): Promise<CustomerDto> {
  const actor = requireStaff(ctx, "customers");
  const row = await findCustomerRow(ctx.db, input.id);
  // A branch clerk: someone of another branch is as unknown as a missing id.
  if (!row || outOfScope(actor, row.branchId)) throw new AppError("not_found");
  return {
    ...toUserDto(row),
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    counts: { bookings: await countBookings(ctx, row.id) },
  };
}
