import { branchScope, requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { countBookingsWithStatus } from "../booking.repository";

/** The panel badge: bookings waiting for a first confirmed payment. Staff with the dashboard permission. */
export async function countPendingBookings({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  const actor = requireStaff(ctx, "dashboard");
  // A branch clerk's badge counts their branch's bookings, the ones their list shows.
  return countBookingsWithStatus(ctx.db, "pending", branchScope(actor));
}
