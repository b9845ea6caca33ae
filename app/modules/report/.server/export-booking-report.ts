import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { exportBookingReportRows } from "#app/modules/booking/.server/feeds/report-export-bookings";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import type { BookingReportInput, ReportRowDto, ReportTotalsDto } from "#app/modules/report/report.contract";
import { REPORT_TIME_ZONE, safeFilename } from "#app/modules/report/report.rules";
import {
  bookingColumns,
  type OriginRow,
  originColumns,
  roomTypeColumns,
  roomTypeRows,
  summaryColumns,
  summaryRows,
} from "./export-columns";
import { byOrigin, byRoomType, reportBuckets, roomTypeBuckets, sumBuckets } from "./get-booking-report";
import { type ExportFile, exportFile, extraSheet } from "./report-files";
import { resolveReportScope } from "./report-scope";
import { newNameCache, toReportRows } from "./report-rows";

/**
 * Every booking of the report's filters as CSV or Excel (admin), in the table's sort order,
 * streamed chunk by chunk. The Excel file ends with a totals row equal to the report's totals.
 */
export async function exportBookingReport({
  ctx,
  input,
}: UseCaseArgs<BookingReportInput & { format: "csv" | "xlsx" }>): Promise<ExportFile> {
  requireStaff(ctx, "reports");
  const [scope, policy] = await Promise.all([resolveReportScope(ctx, input), getBookingPolicy({ ctx })]);
  const totals = sumBuckets(scope.empty ? [] : await reportBuckets(ctx, scope, input.date_by));
  // The Excel file's second sheet; CSV has one table only.
  const roomTypes =
    input.format === "xlsx" ? byRoomType(scope.empty ? [] : await roomTypeBuckets(ctx, scope), ctx.locale) : null;
  const origins =
    input.format === "xlsx" && !scope.empty ? await byOrigin(ctx, scope) : { by_channel: [], by_agent: [] };
  const t = serverT(ctx.locale, "report");
  const tb = serverT(ctx.locale, "booking_panel");
  const originRow = (label: string, code: string, f: ReportTotalsDto): OriginRow => ({ label, code, ...f });
  const columns = bookingColumns(t, policy.currency);
  const cache = newNameCache();

  async function* chunks(): AsyncGenerator<ReportRowDto[]> {
    if (scope.empty) return;
    for await (const rows of exportBookingReportRows({ ctx, input: { filter: scope.filter, sort: scope.sort } }))
      yield await toReportRows(ctx, rows, cache);
  }

  const today = ctx.now().toISOString().slice(0, 10);
  const filename = safeFilename(
    [
      "booking-report",
      input.date_by === "departure" ? "departure" : null,
      input.date_from ?? (input.date_to ? null : today),
      input.date_to,
    ],
    input.format,
  );
  const opts = { currency: policy.currency, timeZone: REPORT_TIME_ZONE };
  return exportFile(input.format, filename, columns, chunks(), opts, {
    sheetName: t("export.sheet"),
    pageHeader: `${policy.siteName} · ${t("title")}`,
    totals: {
      label: t("export.totals"),
      values: { pax: totals.pax, total: totals.total, paid: totals.paid, remaining: totals.outstanding },
    },
    extraSheets: roomTypes
      ? [
          extraSheet(t("by_room_type.sheet"), roomTypeColumns(t, policy.currency), roomTypeRows(t, roomTypes)),
          extraSheet(t("money_sheet.sheet"), summaryColumns(t, policy.currency), summaryRows(t, totals)),
          extraSheet(
            t("by_origin.by_channel"),
            originColumns(t, policy.currency, t("by_origin.by_channel")),
            origins.by_channel.map(({ channel, ...f }) => originRow(tb(`channel.${channel}`), "", f)),
          ),
          extraSheet(
            t("by_origin.by_agent"),
            originColumns(t, policy.currency, t("by_origin.by_agent")),
            origins.by_agent.map(({ agent, ...f }) =>
              originRow(agent?.name ?? t("by_origin.no_agent"), agent?.code ?? "", f),
            ),
          ),
        ]
      : [],
  });
}
