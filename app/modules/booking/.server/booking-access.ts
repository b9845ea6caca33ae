import { requireOwnerOrAdmin } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { type BookingRow, findBookingById, lockBooking } from "./booking.repository";

/**
 * The booking if the actor may see it: its customer or an admin. Anyone else gets 404 whether
 * or not it exists, so ids cannot be probed (docs/product.md §Panel and permissions). `lock` takes the row lock
 * (inside a transaction) before the status is read, so concurrent changes serialise.
 */
export async function loadBooking(ctx: Ctx, id: string, opts: { lock?: boolean } = {}): Promise<BookingRow> {
  const row = opts.lock ? await lockBooking(ctx.db, id) : await findBookingById(ctx.db, id);
  requireOwnerOrAdmin(ctx, row?.customerId ?? -1);
  if (!row) throw new AppError("not_found");
  return row;
}
