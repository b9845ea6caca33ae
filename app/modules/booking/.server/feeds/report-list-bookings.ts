import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { listReportRows, type ReportFilter, type ReportRow, type ReportSort } from "./report.repository";

export type { ReportRow, ReportSort, ReportSortKey } from "./report.repository";

/** In-process, for the booking report (staff with reports): one page of the filtered bookings, sorted in SQL. */
export async function listBookingReportRows({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { filter: ReportFilter; sort: ReportSort; limit: number; offset: number };
}): Promise<ReportRow[]> {
  requireStaff(ctx, "reports");
  return listReportRows(ctx.db, input.filter, input.sort, { limit: input.limit, offset: input.offset });
}
