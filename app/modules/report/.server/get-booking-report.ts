import { requireRole } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { toListMeta } from "#app/shared/list";
import { aggregateBookingReport, type ReportBucket } from "#app/modules/booking/.server/report-aggregate-bookings";
import { listBookingReportRows } from "#app/modules/booking/.server/report-list-bookings";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import type { BookingReportDto, BookingReportInput, ReportTotalsDto } from "#app/modules/report/report.contract";
import { addTo, type Figures, fillSeries, periodOf } from "#app/modules/report/report.rules";
import { type ReportScope, resolveReportScope } from "./report-scope";
import { toReportRows } from "./report-rows";

/**
 * The booking report (admin): totals, the chart series and one page of rows for the filters.
 * Everything is aggregated and paged in SQL: a handful of queries whatever the history's size.
 *
 * Cancelled bookings: the default status selection (`active`) leaves them out of the rows and of
 * every figure, and `totals.canceled` says how many were left out; `status=canceled` or `all`
 * lists them. A cancelled booking never counts as owed (`outstanding`, `remaining` = 0).
 */
export async function getBookingReport({ ctx, input }: UseCaseArgs<BookingReportInput>): Promise<BookingReportDto> {
  requireRole(ctx, "admin");
  const [scope, policy] = await Promise.all([resolveReportScope(ctx, input), getBookingPolicy({ ctx })]);
  const offset = (input.page - 1) * input.limit;
  const [buckets, rows] = scope.empty
    ? [[], []]
    : await Promise.all([
        reportBuckets(ctx, scope, input.date_by),
        listBookingReportRows({ ctx, input: { filter: scope.filter, sort: scope.sort, limit: input.limit, offset } }),
      ]);
  const totals = sumBuckets(buckets);
  return {
    currency: policy.currency,
    totals,
    chart: {
      interval: scope.interval,
      points: await chartPoints(ctx, scope, buckets, input),
    },
    data: await toReportRows(ctx, rows),
    meta: toListMeta(input, totals.bookings),
  };
}

/** The aggregate the chart needs: per booking day (folded into months here) or per departure. */
export function reportBuckets(ctx: Ctx, scope: ReportScope, dateBy: BookingReportInput["date_by"]) {
  return aggregateBookingReport({
    ctx,
    input: { filter: scope.filter, group: dateBy === "departure" ? "departure" : "day" },
  });
}

export function sumBuckets(buckets: ReportBucket[]): ReportTotalsDto {
  const t: ReportTotalsDto = { bookings: 0, pax: 0, total: 0, paid: 0, outstanding: 0, canceled: 0 };
  for (const b of buckets) {
    t.bookings += b.bookings;
    t.pax += b.pax;
    t.total += b.total;
    t.paid += b.paid;
    t.outstanding += b.outstanding;
    t.canceled += b.canceled;
  }
  return t;
}

/** Buckets to chart points: departure buckets fall in their departure's day or month. */
async function chartPoints(ctx: Ctx, scope: ReportScope, buckets: ReportBucket[], input: BookingReportInput) {
  const values = new Map<string, Figures>();
  if (input.date_by === "departure") {
    const known = scope.departures ?? new Map();
    const missing = buckets.flatMap((b) => (b.key && !known.has(Number(b.key)) ? [Number(b.key)] : []));
    const more = missing.length
      ? (await describeTours({ ctx, input: { tour_ids: [], time_ids: missing } })).times
      : null;
    for (const b of buckets) {
      const start = b.key ? (known.get(Number(b.key)) ?? more?.get(Number(b.key)))?.startDate : undefined;
      // Bookings without a departure have no departure date to chart.
      if (start && b.bookings > 0) addTo(values, periodOf(start, scope.interval), b);
    }
  } else {
    for (const b of buckets) if (b.key && b.bookings > 0) addTo(values, periodOf(b.key, scope.interval), b);
  }
  return fillSeries(values, scope.interval, { from: input.date_from, to: input.date_to });
}
