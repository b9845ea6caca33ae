import { outOfScope, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { whatsappStateOf } from "#app/modules/notification/.server/whatsapp-consent";
import { findCustomerRow } from "./customer.repository";
import { toUserDto } from "./to-user-dto";

/**
 * How many bookings a user made, in any status. Bookings are a module above account
 * (app/modules/order.ts): server/app.ts hands booking's count in.
 */
export type CountBookings = (ctx: Ctx, customerId: number) => Promise<number>;

/**
 * One user for the staff's edit screen (the customers permission): details, role, active, how
 * many bookings they made, and their WhatsApp consent.
 */
export async function getCustomer({
  ctx,
  input,
  countBookings,
}: UseCaseArgs<{ id: number }> & { countBookings: CountBookings }): Promise<CustomerDto> {
  const row = await readableCustomerRow(ctx, input.id);
  return {
    ...toUserDto(row),
    active: row.active,
    login_ready: row.passwordHash !== "",
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    counts: { bookings: await countBookings(ctx, row.id) },
    whatsapp: await whatsappStateOf(ctx, row.id),
  };
}

/**
 * A user staff with the customers permission may read (their edit screen, their messages): any
 * user of either role, of the clerk's branch for a branch clerk. 403 without the permission;
 * someone of another branch is as unknown as a missing id (404).
 */
export async function readableCustomerRow(ctx: Ctx, id: number) {
  const actor = requireStaff(ctx, "customers");
  const row = await findCustomerRow(ctx.db, id);
  if (!row || outOfScope(actor, row.branchId)) throw new AppError("not_found");
  return row;
}

/**
 * In-process, for a booking taken by staff (docs/product.md §Bookings taken by staff): the customer
 * it is for, with the branch that serves them. Someone who is not a customer, or whose account is
 * deactivated or closed, or who is of another branch than a branch clerk's, is not found (404).
 */
export async function customerToBookFor({
  ctx,
  input,
}: UseCaseArgs<{ id: number }>): Promise<{ id: number; branchId: number | null }> {
  const row = await reachableCustomerRow(ctx, input.id);
  if (!row.active || row.closedAt) throw new AppError("not_found");
  return { id: row.id, branchId: row.branchId };
}

/**
 * A customer account staff with the customers permission may act for: a customer (not staff), of
 * the clerk's branch for a branch clerk; anyone else is not found (404), as a missing id is.
 */
export async function reachableCustomerRow(ctx: Ctx, id: number) {
  const actor = requireStaff(ctx, "customers");
  const row = await findCustomerRow(ctx.db, id);
  if (row?.role !== "customer" || outOfScope(actor, row.branchId)) throw new AppError("not_found");
  return row;
}
