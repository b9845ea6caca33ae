import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { countBookingsWithStatus } from "../booking.repository";

/** The panel badge: bookings waiting for a first confirmed payment. Admins only. */
export async function countPendingBookings({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  requireRole(ctx, "admin");
  return countBookingsWithStatus(ctx.db, "pending");
}
