import { branchScope, requireCustomerOrStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { BookingSummaryDto } from "#app/modules/booking/booking.contract";
import { latestBookingRows } from "../booking.repository";
import { toSummaryDtos } from "../booking-views";

/**
 * In-process, for the dashboards: the latest bookings (a customer's own, every booking for staff
 * with bookings_view), newest first, without counting the whole history as a list page does.
 */
export async function listLatestBookings({ ctx, input }: UseCaseArgs<{ limit: number }>): Promise<BookingSummaryDto[]> {
  const actor = requireCustomerOrStaff(ctx, "bookings_view");
  const rows = await latestBookingRows(
    ctx.db,
    actor.role === "admin" ? { branchId: branchScope(actor) } : { customerId: actor.id },
    input.limit,
  );
  return toSummaryDtos(ctx, rows);
}
