import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { toListMeta } from "#app/shared/list";
import {
  aggregateBookingReport,
  aggregateBookingRoomTypes,
  type ReportBucket,
  type RoomTypeBucket,
} from "#app/modules/booking/.server/feeds/report-aggregate-bookings";
import { pickLocale } from "#app/shared/translate";
import { agentRefs } from "#app/modules/agent/.server/referral";
import { BOOKING_CHANNELS } from "#app/modules/booking/booking.contract";
import { serverT } from "#app/shared/i18n/server";
import { listBookingReportRows } from "#app/modules/booking/.server/feeds/report-list-bookings";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import type {
  AgentReportDto,
  ChannelReportDto,
  BookingReportDto,
  BookingReportInput,
  ReportTotalsDto,
  RoomTypeReportDto,
} from "#app/modules/report/report.contract";
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
  requireStaff(ctx, "reports");
  const [scope, policy] = await Promise.all([resolveReportScope(ctx, input), getBookingPolicy({ ctx })]);
  const offset = (input.page - 1) * input.limit;
  const [buckets, rows, roomTypes, origins] = scope.empty
    ? [[], [], [], { by_channel: [], by_agent: [] }]
    : await Promise.all([
        reportBuckets(ctx, scope, input.date_by),
        listBookingReportRows({ ctx, input: { filter: scope.filter, sort: scope.sort, limit: input.limit, offset } }),
        roomTypeBuckets(ctx, scope),
        byOrigin(ctx, scope),
      ]);
  const totals = sumBuckets(buckets);
  return {
    currency: policy.currency,
    totals,
    by_room_type: byRoomType(roomTypes, ctx.locale),
    ...origins,
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

/**
 * The selection by channel and by agent (issue 29 item 5): the totals' figures per channel (in
 * the contract's order) and per agent (the largest revenue first, the agency's own sales last).
 */
export async function byOrigin(
  ctx: Ctx,
  scope: ReportScope,
): Promise<{ by_channel: ChannelReportDto; by_agent: AgentReportDto }> {
  const [channels, agents] = await Promise.all([
    aggregateBookingReport({ ctx, input: { filter: scope.filter, group: "channel" } }),
    aggregateBookingReport({ ctx, input: { filter: scope.filter, group: "agent" } }),
  ]);
  const named = await agentRefs(
    ctx,
    agents.flatMap((b) => (b.key ? [Number(b.key)] : [])),
  );
  const by_channel = BOOKING_CHANNELS.flatMap((channel) => {
    const b = channels.filter((x) => x.key === channel);
    return b.length > 0 ? [{ channel, ...sumBuckets(b) }] : [];
  });
  const by_agent = agents
    .map((b) => ({ agent: b.key ? (named.get(Number(b.key)) ?? null) : null, ...sumBuckets([b]) }))
    .sort((a, b) => (a.agent === null ? 1 : b.agent === null ? -1 : b.total - a.total));
  return { by_channel, by_agent };
}

/** Beds and fares per room type of the bookings the scope selects. */
export function roomTypeBuckets(ctx: Ctx, scope: ReportScope) {
  return aggregateBookingRoomTypes({ ctx, input: { filter: scope.filter } });
}

/**
 * The report by room type in the reader's language: room types by code (then adults whose room
 * was never chosen, without a code), then no bed and infants.
 */
export function byRoomType(buckets: RoomTypeBucket[], locale: Ctx["locale"]): RoomTypeReportDto {
  const out: RoomTypeReportDto = {
    rooms: [],
    child_no_bed: { guests: 0, revenue: 0 },
    infants: { guests: 0, revenue: 0 },
  };
  let unassigned: RoomTypeBucket | undefined;
  const t = serverT(locale, "report");
  for (const b of buckets) {
    if (b.kind === "infant") out.infants = { guests: b.guests, revenue: b.revenue };
    else if (b.kind === "no_bed") out.child_no_bed = { guests: b.guests, revenue: b.revenue };
    else if (b.kind === "unassigned") unassigned = b;
    else {
      const code = b.code ?? "";
      out.rooms.push({ code, name: pickLocale(b.name, locale) || code, beds: b.guests, revenue: b.revenue });
    }
  }
  if (unassigned)
    out.rooms.push({
      code: "",
      name: t("by_room_type.no_room_type"),
      beds: unassigned.guests,
      revenue: unassigned.revenue,
    });
  return out;
}

export function sumBuckets(buckets: ReportBucket[]): ReportTotalsDto {
  const t: ReportTotalsDto = {
    bookings: 0,
    pax: 0,
    total: 0,
    paid: 0,
    outstanding: 0,
    refunded: 0,
    net_revenue: 0,
    canceled: 0,
  };
  for (const b of buckets) {
    t.bookings += b.bookings;
    t.pax += b.pax;
    t.total += b.total;
    t.paid += b.paid;
    t.outstanding += b.outstanding;
    t.refunded += b.refunded;
    t.canceled += b.canceled;
  }
  // Decision 043: what the agency keeps of the same bookings' money.
  t.net_revenue = t.paid - t.refunded;
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
