import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import {
  aggregateReport,
  aggregateRoomTypes,
  type ReportBucket,
  type ReportFilter,
  type ReportGroup,
  type RoomTypeBucket,
} from "./report.repository";

export type { ReportBucket, ReportFilter, ReportStatus, RoomTypeBucket } from "./report.repository";

/**
 * In-process, for the booking report (staff with reports): bookings, pax, totals, confirmed money and what
 * is still owed, per day of the booking date, per departure, per channel or per agent, aggregated in SQL.
 */
export async function aggregateBookingReport({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { filter: ReportFilter; group: ReportGroup };
}): Promise<ReportBucket[]> {
  requireStaff(ctx, "reports");
  return aggregateReport(ctx.db, input.filter, input.group);
}

/**
 * In-process, for the booking report by room type (staff with reports): beds sold and their fares per room
 * type code, children without a bed and infants, over the bookings the filter selects.
 */
export async function aggregateBookingRoomTypes({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { filter: ReportFilter };
}): Promise<RoomTypeBucket[]> {
  requireStaff(ctx, "reports");
  return aggregateRoomTypes(ctx.db, input.filter);
}
