import type { z } from "zod";
import { branchScope, requireCustomerOrStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { dayRange, type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import type { BookingSummaryDto, listBookingsQuery } from "#app/modules/booking/booking.contract";
import { listBookingRows } from "./booking.repository";
import { toSummaryDtos } from "./booking-views";

/**
 * Bookings, newest first: a customer's own, or every booking for staff with bookings_view, with the filters of
 * the booking history (status, package, departure, booking-date range, search by code, booking
 * name or guest name; staff may also ask one customer's). Dates are calendar days in UTC, both
 * ends included.
 */
export async function listBookings({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listBookingsQuery>>): Promise<ListPage<BookingSummaryDto>> {
  const actor = requireCustomerOrStaff(ctx, "bookings_view");
  const created = dayRange(input.date_from, input.date_to);
  const { rows, total } = await listBookingRows(
    ctx.db,
    {
      customerId: actor.role === "admin" ? input.customer_id : actor.id,
      branchId: branchScope(actor),
      status: input.status,
      packageId: input.tour_id,
      departureId: input.time_id,
      createdFrom: created.from,
      createdBefore: created.before,
      search: input.search || undefined,
      sort: input.sort,
    },
    pageWindow(input),
  );
  return { data: await toSummaryDtos(ctx, rows), meta: toListMeta(input, total) };
}
