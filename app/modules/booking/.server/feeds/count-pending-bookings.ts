import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { countBookingsWithStatus } from "../booking.repository";

/** The panel badge: bookings waiting for a first confirmed payment. Staff with the dashboard permission. */
export async function countPendingBookings({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  requireStaff(ctx, "dashboard");
  return countBookingsWithStatus(ctx.db, "pending");
}
