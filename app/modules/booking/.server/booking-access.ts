import { can, outOfScope, requireRole } from "#app/shared/access";
import type { Actor, Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { StaffPermission } from "#app/shared/staff-access";
import { type BookingRow, findBookingById, lockBooking } from "./booking.repository";

/**
 * A caller of an operation that serves customers and staff alike (docs/product.md §Staff roles
 * and branches): any customer (their own records are theirs to filter), or staff whose role has
 * `permission`. 401 without a session; 403 for staff without the permission.
 */
export function requireCustomerOrStaff(ctx: Ctx, permission: StaffPermission): Actor {
  const actor = requireRole(ctx);
  if (actor.role === "admin" && !can(actor, permission)) throw new AppError("forbidden");
  return actor;
}

/**
 * Ownership with permissions: a customer's record is theirs, or any staff member's whose role has
 * `permission` (403 for other staff). Another customer gets 404 whether or not the record exists,
 * so ids and codes cannot be probed.
 */
export function requireOwnerOrStaff(ctx: Ctx, ownerId: number, permission: StaffPermission): Actor {
  const actor = requireCustomerOrStaff(ctx, permission);
  if (actor.role !== "admin" && actor.id !== ownerId) throw new AppError("not_found");
  return actor;
}

/**
 * The booking if the actor may see it: its customer, or staff with `permission` (default
 * bookings_view: a read; a staff write passes the permission it needs). Another customer gets 404
 * whether or not it exists, so ids cannot be probed (docs/product.md §Panel and permissions).
 * `lock` takes the row lock (inside a transaction) before the status is read, so concurrent
 * changes serialise.
 */
export async function loadBooking(
  ctx: Ctx,
  id: string,
  opts: { lock?: boolean; permission?: StaffPermission } = {},
): Promise<BookingRow> {
  const row = opts.lock ? await lockBooking(ctx.db, id) : await findBookingById(ctx.db, id);
  const actor = requireOwnerOrStaff(ctx, row?.customerId ?? -1, opts.permission ?? "bookings_view");
  // A branch clerk: another branch's booking is as unknown as another customer's.
  if (!row || outOfScope(actor, row.branchId)) throw new AppError("not_found");
  return row;
}
