import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import type { AdminClosureDto } from "#app/modules/privacy/privacy.contract";
import { openBookingCount } from "#app/modules/privacy/privacy.rules";
import { toAdminClosureDto } from "./closure-views";
import { findUsers } from "#app/modules/account/.server/personal-data";
import { findClosureBookings } from "./closure-bookings";
import { listClosures } from "./privacy.repository";

/**
 * Staff with the privacy permission: every closure request, pending first, with the customer's open
 * bookings (what blocks approval).
 */
export async function listClosureRequests({ ctx }: UseCaseArgs<undefined>): Promise<AdminClosureDto[]> {
  requireStaff(ctx, "privacy");
  const rows = await listClosures(ctx.db);
  const people = new Map(
    (await findUsers(ctx.db, [...new Set(rows.flatMap((r) => [r.userId, ...(r.decidedBy ? [r.decidedBy] : [])]))])).map(
      (u) => [u.id, u],
    ),
  );
  const pendingUsers = [...new Set(rows.filter((r) => r.status === "pending").map((r) => r.userId))];
  const bookings = await findClosureBookings(ctx, pendingUsers);
  const today = agencyToday(ctx.now());
  return rows.map((r) =>
    toAdminClosureDto(
      r,
      people,
      openBookingCount(
        bookings.filter((b) => b.customerId === r.userId),
        today,
      ),
    ),
  );
}
