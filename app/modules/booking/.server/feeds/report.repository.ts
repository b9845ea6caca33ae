import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Translations } from "#app/shared/translatable.contract";
import { bookingGuests, bookings } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { balanceDueSql } from "../booking.repository";

/*
 * The booking report's SQL (report module, issue 6): totals and chart series aggregated in the
 * database, one page of rows, export chunks by keyset, and the passenger manifest. No query
 * loads more rows than it answers; nothing is summed in JavaScript but a few dozen buckets.
 */

type BookingStatus = (typeof bookings.$inferSelect)["status"];

/** `active` = every status but cancelled (the report's default); `all` includes cancelled. */
export type ReportStatus = "active" | "all" | BookingStatus;

export interface ReportFilter {
  /** Inclusive booking-date range: calendar days (YYYY-MM-DD) in `timeZone`. */
  createdFrom?: string;
  createdTo?: string;
  /** The agency's time zone: booking dates and months are its calendar's. */
  timeZone: string;
  /** Only these packages / departures (undefined = any; [] = none). */
  packageIds?: number[];
  departureIds?: number[];
  status: ReportStatus;
  /** How the bookings came in. */
  channel?: (typeof bookings.$inferSelect)["channel"];
  /** One branch's bookings (a branch clerk's scope, or the branch asked for). */
  branchId?: number;
  /** The member of staff who took them. */
  takenBy?: number;
  /** The agent they are credited to (decision 078). */
  agentId?: number;
}

export type ReportSortKey =
  | "created_at"
  | "code"
  | "booking_name"
  | "departure"
  | "pax"
  | "status"
  | "total"
  | "paid"
  | "remaining";

export interface ReportSort {
  key: ReportSortKey;
  dir: "asc" | "desc";
  /** Start dates of the departures (id → YYYY-MM-DD), needed to sort by departure. */
  departureStarts?: Map<number, string>;
}

export interface ReportRow {
  id: string;
  code: string;
  /** ISO instant. */
  createdAt: string;
  customerId: number;
  bookingName: string;
  packageId: number | null;
  departureId: number | null;
  pax: number;
  status: BookingStatus;
  total: number;
  paid: number;
  remaining: number;
}

export interface ReportBucket {
  /** A day (YYYY-MM-DD) or a departure id, as text; null for bookings without a departure. */
  key: string | null;
  bookings: number;
  pax: number;
  total: number;
  paid: number;
  outstanding: number;
  /** Refunds paid (bookings.refunded_total) to the bookings the status selection keeps. */
  refunded: number;
  /** Cancelled bookings among the filtered ones, whether the status selection counts them or not. */
  canceled: number;
}

/**
 * `column` is one of the ids: a plain equality for one id (the planner's best case: an ordered
 * index scan), else one int[] parameter (not one bind parameter per id).
 */
function inIds(column: SQL, ids: number[]): SQL {
  if (ids.length === 1) return sql`${column} = ${Math.trunc(ids[0])}`;
  return sql`${column} = any(${`{${ids.map((n) => Math.trunc(n)).join(",")}}`}::int[])`;
}

/** `db.execute` answers the rows on PGlite and a result with `rows` on node-postgres. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

// A cancelled booking owes nothing (booking.rules balanceDue; its refund is a figure of its own).
const remainingExpr = balanceDueSql;

/** The rows the status selection keeps. */
function selected(status: ReportStatus): SQL {
  if (status === "active") return sql`${bookings.status} <> 'canceled'`;
  if (status === "all") return sql`true`;
  return sql`${bookings.status} = ${status}`;
}

/** Every filter but the status selection (totals also count the cancelled rows they leave out). */
function filterConditions(f: ReportFilter): SQL[] {
  const c: SQL[] = [];
  if (f.createdFrom)
    c.push(sql`${bookings.createdAt} >= ((${f.createdFrom}::date)::timestamp at time zone ${f.timeZone})`);
  if (f.createdTo)
    c.push(sql`${bookings.createdAt} < (((${f.createdTo}::date) + 1)::timestamp at time zone ${f.timeZone})`);
  if (f.packageIds) c.push(inIds(sql`${bookings.packageId}`, f.packageIds));
  if (f.departureIds) c.push(inIds(sql`${bookings.departureId}`, f.departureIds));
  if (f.channel) c.push(sql`${bookings.channel} = ${f.channel}`);
  if (f.branchId !== undefined) c.push(sql`${bookings.branchId} = ${Math.trunc(f.branchId)}`);
  if (f.takenBy !== undefined) c.push(sql`${bookings.takenBy} = ${Math.trunc(f.takenBy)}`);
  if (f.agentId !== undefined) c.push(sql`${bookings.agentId} = ${Math.trunc(f.agentId)}`);
  return c;
}

const all = (c: SQL[]) => (c.length ? sql.join(c, sql` and `) : sql`true`);

/**
 * Totals per bucket in one aggregate query: per day of the booking date (the agency's calendar;
 * the caller folds days into months) or per departure. The caller adds the buckets up for the
 * totals. Grouping by a plain date (not a formatted text) keeps the per-row work to a cast.
 */
export type ReportGroup = "day" | "departure" | "channel" | "agent";

export async function aggregateReport(db: Db, f: ReportFilter, group: ReportGroup): Promise<ReportBucket[]> {
  const conditions = filterConditions(f);
  // A single status narrows the scan; `active` and `all` scan all statuses to count cancellations.
  if (f.status !== "active" && f.status !== "all") conditions.push(selected(f.status));
  const sel = selected(f.status);
  // By channel and by agent (decision 078): the report's breakdowns of the same selection.
  const key =
    group === "departure"
      ? sql`${bookings.departureId}`
      : group === "channel"
        ? sql`${bookings.channel}`
        : group === "agent"
          ? sql`${bookings.agentId}`
          : sql`(${bookings.createdAt} at time zone ${f.timeZone})::date`;
  const result = await db.execute(sql`
    select s.key::text as key, s.bookings, s.pax, s.total, s.paid, s.outstanding, s.refunded, s.canceled
    from (
      select ${key} as key,
        count(*) filter (where ${sel})::int as bookings,
        coalesce(sum(${bookings.pax}) filter (where ${sel}), 0)::bigint as pax,
        coalesce(sum(${bookings.total}) filter (where ${sel}), 0)::bigint as total,
        coalesce(sum(${bookings.paidTotal}) filter (where ${sel}), 0)::bigint as paid,
        coalesce(sum(${remainingExpr}) filter (where ${sel}), 0)::bigint as outstanding,
        coalesce(sum(${bookings.refundedTotal}) filter (where ${sel}), 0)::bigint as refunded,
        count(*) filter (where ${bookings.status} = 'canceled')::int as canceled
      from ${bookings}
      where ${all(conditions)}
      group by 1
    ) s
  `);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    key: r.key === null || r.key === undefined ? null : String(r.key),
    bookings: Number(r.bookings),
    pax: Number(r.pax),
    total: Number(r.total),
    paid: Number(r.paid),
    outstanding: Number(r.outstanding),
    refunded: Number(r.refunded),
    canceled: Number(r.canceled),
  }));
}

/** A line of the report by room type: beds of a room type, children without a bed, or infants. */
export interface RoomTypeBucket {
  /** `unassigned`: an adult without a room type (converted before room types, decision 030). */
  kind: "room" | "no_bed" | "infant" | "unassigned";
  /** The room type's code as sold (null for no bed and infants). */
  code: string | null;
  /** Its name as sold (the latest snapshot), in every language. */
  name: Translations | null;
  guests: number;
  /** The guests' fares. */
  revenue: number;
}

/**
 * Beds sold and their fares per room type code, plus children without a bed and infants, over
 * the bookings the report selects, in one aggregate query. By the room type code as sold, so a
 * room type renamed or deleted since still counts; a guest without a room type is a child
 * without a bed, or an adult whose room was never chosen (kept apart, not called a child).
 */
export async function aggregateRoomTypes(db: Db, f: ReportFilter): Promise<RoomTypeBucket[]> {
  const conditions = [...filterConditions(f), selected(f.status)];
  const result = await db.execute(sql`
    select s.kind, s.code, count(*)::int as guests, coalesce(sum(s.fare), 0)::bigint as revenue,
      (array_agg(s.name order by s.id desc) filter (where s.name is not null))[1] as name
    from (
      select ${bookingGuests.id} as id, ${bookingGuests.fare} as fare, ${bookingGuests.roomTypeName} as name,
        case
          when ${bookingGuests.travellerType} = 'infant' then 'infant'
          when ${bookingGuests.roomTypeId} is not null or ${bookingGuests.roomTypeCode} is not null then 'room'
          when ${bookingGuests.travellerType} = 'child' then 'no_bed'
          else 'unassigned'
        end as kind,
        case when ${bookingGuests.travellerType} = 'infant' then null else ${bookingGuests.roomTypeCode} end as code
      from ${bookingGuests}
      join ${bookings} on ${bookings.id} = ${bookingGuests.bookingId}
      where ${all(conditions)}
    ) s
    group by s.kind, s.code
    order by s.kind, s.code
  `);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    kind: r.kind as RoomTypeBucket["kind"],
    code: r.code === null || r.code === undefined ? null : String(r.code),
    name: (typeof r.name === "string" ? JSON.parse(r.name) : (r.name ?? null)) as Translations | null,
    guests: Number(r.guests),
    revenue: Number(r.revenue),
  }));
}

/** The sort expression and its SQL type (to read a keyset cursor back exactly). */
function sortExpression(s: ReportSort): { expr: SQL; type: SQL } {
  switch (s.key) {
    case "created_at":
      return { expr: sql`${bookings.createdAt}`, type: sql`timestamptz` };
    case "code":
      return { expr: sql`${bookings.code}`, type: sql`text` };
    case "booking_name":
      return { expr: sql`${bookings.bookingName}`, type: sql`text` };
    case "pax":
      return { expr: sql`${bookings.pax}`, type: sql`int` };
    case "status":
      return { expr: sql`${bookings.status}`, type: sql`booking_status` };
    case "total":
      return { expr: sql`${bookings.total}`, type: sql`bigint` };
    case "paid":
      return { expr: sql`${bookings.paidTotal}`, type: sql`bigint` };
    case "remaining":
      return { expr: remainingExpr, type: sql`bigint` };
    case "departure":
      // Bookings without a known departure come last either way.
      return {
        expr: sql`coalesce(d.start_date, ${s.dir === "asc" ? sql`'infinity'::date` : sql`'-infinity'::date`})`,
        type: sql`date`,
      };
  }
}

/** The departures' start dates as a joinable relation (only when sorting by departure). */
function departureJoin(s: ReportSort): SQL {
  if (s.key !== "departure") return sql``;
  const entries = [...(s.departureStarts ?? new Map<number, string>()).entries()].filter(([, d]) =>
    /^\d{4}-\d{2}-\d{2}$/.test(d),
  );
  const ids = `{${entries.map(([id]) => Math.trunc(id)).join(",")}}`;
  const dates = `{${entries.map(([, d]) => d).join(",")}}`;
  return sql`left join unnest(${ids}::int[], ${dates}::date[]) as d(departure_id, start_date) on d.departure_id = ${bookings.departureId}`;
}

interface RawRow {
  id: string;
  code: string;
  created_at: unknown;
  customer_id: number;
  booking_name: string;
  package_id: number | null;
  departure_id: number | null;
  pax: number;
  status: BookingStatus;
  total: unknown;
  paid: unknown;
  remaining: unknown;
}

/**
 * A timestamptz as an ISO instant, whichever way the driver hands it over: a Date, or Postgres
 * text such as "2025-01-10 10:00:00.123456+07" (cheaper than formatting each row in SQL).
 */
export function isoInstant(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value)
    .trim()
    .replace(" ", "T")
    .replace(/([+-]\d\d)$/, "$1:00");
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

const toRow = (r: RawRow): ReportRow => ({
  id: r.id,
  code: r.code,
  createdAt: isoInstant(r.created_at),
  customerId: Number(r.customer_id),
  bookingName: r.booking_name,
  packageId: r.package_id === null ? null : Number(r.package_id),
  departureId: r.departure_id === null ? null : Number(r.departure_id),
  pax: Number(r.pax),
  status: r.status,
  total: Number(r.total),
  paid: Number(r.paid),
  remaining: Number(r.remaining),
});

/** Where the previous export chunk ended: its last row's sort value (as text) and id. */
export interface ReportCursor {
  key: string | null;
  id: string;
}

async function selectRows(
  db: Db,
  f: ReportFilter,
  s: ReportSort,
  window: { limit: number; offset?: number; after?: ReportCursor; cursor?: boolean },
): Promise<{ rows: ReportRow[]; cursor: ReportCursor | null }> {
  const { expr, type } = sortExpression(s);
  const dir = s.dir === "asc" ? sql`asc` : sql`desc`;
  const conditions = [...filterConditions(f), selected(f.status)];
  if (window.after) {
    // Row comparison in the sort's direction: the id breaks ties, so no row is skipped or repeated.
    const cmp = s.dir === "asc" ? sql`>` : sql`<`;
    const key = sql`${window.after.key}::${type}`;
    conditions.push(sql`(${expr}, ${bookings.id}) ${cmp} (${key}, ${window.after.id}::uuid)`);
    // The same bound on the sort value alone: an index on it (booking date) can start there.
    conditions.push(sql`${expr} ${s.dir === "asc" ? sql`>=` : sql`<=`} ${key}`);
  }
  const result = await db.execute(sql`
    select ${bookings.id} as id, ${bookings.code} as code, ${bookings.createdAt} as created_at,
      ${bookings.customerId} as customer_id, ${bookings.bookingName} as booking_name,
      ${bookings.packageId} as package_id, ${bookings.departureId} as departure_id,
      ${bookings.pax} as pax, ${bookings.status} as status,
      ${bookings.total} as total, ${bookings.paidTotal} as paid, ${remainingExpr} as remaining
    from ${bookings}
    ${departureJoin(s)}
    where ${all(conditions)}
    order by ${expr} ${dir}, ${bookings.id} ${dir}
    limit ${window.limit} offset ${window.offset ?? 0}
  `);
  const raw = rowsOf<RawRow>(result);
  const last = raw.at(-1);
  if (!window.cursor || !last) return { rows: raw.map(toRow), cursor: null };
  // The last row's sort value as Postgres writes it, so the next chunk starts exactly after it.
  const [k] = rowsOf<{ key: string | null }>(
    await db.execute(
      sql`select (${expr})::text as key from ${bookings} ${departureJoin(s)} where ${bookings.id} = ${last.id}`,
    ),
  );
  return { rows: raw.map(toRow), cursor: { key: k?.key ?? null, id: last.id } };
}

/** One page of the report table. */
export async function listReportRows(
  db: Db,
  f: ReportFilter,
  s: ReportSort,
  window: { limit: number; offset: number },
) {
  return (await selectRows(db, f, s, window)).rows;
}

/** The next chunk of an export after `after` (keyset: constant cost per chunk, however deep). */
export function reportRowsAfter(db: Db, f: ReportFilter, s: ReportSort, limit: number, after?: ReportCursor) {
  return selectRows(db, f, s, { limit, after, cursor: true });
}

// ---------- passenger manifest ----------

/** Guests of the departure's bookings that are not cancelled, booking by booking, in seat order. */
export function manifestGuestRows(db: Db, departureId: number) {
  return db
    .select({
      bookingId: bookings.id,
      code: bookings.code,
      bookingName: bookings.bookingName,
      status: bookings.status,
      position: bookingGuests.position,
      fullName: bookingGuests.fullName,
      gender: bookingGuests.gender,
      birthDate: bookingGuests.birthDate,
      birthPlace: bookingGuests.birthPlace,
      passportNumber: bookingGuests.passportNumber,
      passportIssueDate: bookingGuests.passportIssueDate,
      passportExpiryDate: bookingGuests.passportExpiryDate,
      icNumber: bookingGuests.icNumber,
      phone: bookingGuests.phone,
      country: bookingGuests.country,
      travellerType: bookingGuests.travellerType,
      roomTypeCode: bookingGuests.roomTypeCode,
      roomTypeName: bookingGuests.roomTypeName,
      roomId: bookingGuests.roomId,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(
      and(
        eq(bookings.departureId, departureId),
        ne(bookings.status, "canceled"),
        // The same bookings as an id list the guests' index can look up: without statistics
        // (PGlite never analyses) the planner otherwise read all million guests to join a few.
        sql`${bookingGuests.bookingId} = any(array(select b.id from ${bookings} b where b.departure_id = ${departureId} and b.status <> 'canceled'))`,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}
