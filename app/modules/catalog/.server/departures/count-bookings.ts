import type { UseCaseArgs } from "#app/shared/context";
import { countBookingsWhere } from "./booking-refs.repository";

/**
 * Bookings, in any status, of a package or of a departure (in-process: the catalogue refuses to
 * delete what bookings reference).
 */
export async function countBookings({
  ctx,
  input,
}: UseCaseArgs<{ package_id: number } | { departure_id: number }>): Promise<number> {
  return "package_id" in input
    ? countBookingsWhere(ctx.db, { packageId: input.package_id })
    : countBookingsWhere(ctx.db, { departureId: input.departure_id });
}
