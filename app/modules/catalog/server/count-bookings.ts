import type { Ctx } from "#app/shared/context";
import { countBookingsWhere, hasAnyBooking } from "#app/modules/booking/server/booking.repository";

/**
 * Bookings, in any status, of a package or of a departure (in-process: the catalogue refuses to
 * delete what bookings reference).
 */
export async function countBookings({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { package_id: number } | { departure_id: number };
}): Promise<number> {
  return "package_id" in input
    ? countBookingsWhere(ctx.db, { packageId: input.package_id })
    : countBookingsWhere(ctx.db, { departureId: input.departure_id });
}

/**
 * Whether any booking exists, in any status (in-process: the settings refuse a currency change
 * once amounts are stored in the current one).
 */
export async function anyBookingExists({ ctx }: { ctx: Ctx }): Promise<boolean> {
  return hasAnyBooking(ctx.db);
}
