import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { aggregateReport, type ReportBucket, type ReportFilter } from "./report.repository";

export type { ReportBucket, ReportFilter, ReportStatus } from "./report.repository";

/**
 * In-process, for the booking report (admin): bookings, pax, totals, confirmed money and what
 * is still owed, per day of the booking date or per departure, aggregated in SQL.
 */
export async function aggregateBookingReport({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { filter: ReportFilter; group: "day" | "departure" };
}): Promise<ReportBucket[]> {
  requireRole(ctx, "admin");
  return aggregateReport(ctx.db, input.filter, input.group);
}
