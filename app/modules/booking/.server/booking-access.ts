import { outOfScope, requireOwnerOrStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { StaffPermission } from "#app/shared/staff-access";
import { type BookingRow, findBookingById, lockBooking } from "./booking.repository";

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
  opts: { lock?: boolean; permission?: StaffPermission; agentMayRead?: boolean } = {},
): Promise<BookingRow> {
  const row = opts.lock ? await lockBooking(ctx.db, id) : await findBookingById(ctx.db, id);
  // A read its caller allows the pilgrim's agent (the booking page, its documents): the agent it is
  // credited to sees it; any other agent's answer stays the 404 below (decision 078 §3).
  if (opts.agentMayRead && !opts.lock && row && ctx.actor?.agentId != null && row.agentId === ctx.actor.agentId)
    return row;
  const actor = requireOwnerOrStaff(ctx, row?.customerId ?? -1, opts.permission ?? "bookings_view");
  // A branch clerk: another branch's booking is as unknown as another customer's.
  if (!row || outOfScope(actor, row.branchId)) throw new AppError("not_found");
  return row;
}
