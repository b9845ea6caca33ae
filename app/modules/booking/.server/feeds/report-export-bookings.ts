import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import {
  type ReportCursor,
  type ReportFilter,
  type ReportRow,
  type ReportSort,
  reportRowsAfter,
} from "./report.repository";

/**
 * In-process, for the report's exports (staff with reports): every filtered booking in the table's order,
 * chunk by chunk (keyset paging), so an export of any size holds one chunk in memory at a time.
 */
export async function* exportBookingReportRows({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { filter: ReportFilter; sort: ReportSort; chunk?: number };
}): AsyncGenerator<ReportRow[]> {
  requireStaff(ctx, "reports");
  const size = input.chunk ?? 5000;
  let after: ReportCursor | undefined;
  for (;;) {
    const { rows, cursor } = await reportRowsAfter(ctx.db, input.filter, input.sort, size, after);
    if (rows.length > 0) yield rows;
    if (rows.length < size || !cursor) return;
    after = cursor;
  }
}
