import type { z } from "zod";
import { requireAgent, requireCustomerOrStaff, scopedBranch } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { dayRange, type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import type { BookingSummaryDto, listBookingsQuery } from "#app/modules/booking/booking.contract";
import { listBookingRows } from "./booking.repository";
import { toSummaryDtos } from "./booking-views";

/**
 * Bookings, newest first: a customer's own, or every booking for staff with bookings_view, with the filters of
 * the booking history (status, package, departure, booking-date range, search by code, booking
 * name or guest name; staff may also ask one customer's, one channel's, one branch's or those one
 * member of staff took). Dates are calendar days in UTC, both ends included. A branch clerk's
 * list stays within their branch: asking another branch lists nothing.
 */
export async function listBookings({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listBookingsQuery>>): Promise<ListPage<BookingSummaryDto>> {
  const actor = requireCustomerOrStaff(ctx, "bookings_view");
  const staff = actor.role === "admin";
  const branch = scopedBranch(actor, staff ? input.branch_id : undefined);
  if (branch.none) return { data: [], meta: toListMeta(input, 0) };
  const created = dayRange(input.date_from, input.date_to);
  const { rows, total } = await listBookingRows(
    ctx.db,
    {
      customerId: staff ? input.customer_id : actor.id,
      branchId: branch.branchId,
      // A customer's list is always their own: the staff filters are not theirs.
      channel: staff ? input.channel : undefined,
      takenBy: staff ? input.taken_by : undefined,
      agentId: staff ? input.agent_id : undefined,
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

/**
 * The bookings credited to the calling agent (decision 078 §3, docs/product.md §Agents): their
 * pilgrims' bookings, newest first, with the history's filters (status, package, departure, dates,
 * search). Nobody else's: the agent's id comes from their session, never from the query.
 */
export async function listAgentBookings({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listBookingsQuery>>): Promise<ListPage<BookingSummaryDto>> {
  const actor = requireAgent(ctx);
  const created = dayRange(input.date_from, input.date_to);
  const { rows, total } = await listBookingRows(
    ctx.db,
    {
      agentId: actor.agentId,
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
