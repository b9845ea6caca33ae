import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { bookings, payments } from "../../../../db/schema";
import type { Db } from "../../../shared/db.server";

/*
 * The dashboards' aggregates over bookings and payments: each figure is computed by the database
 * (count/sum with FILTER), so a dashboard costs the same few queries whatever the number of rows.
 * Periods arrive as instants (the caller decides the calendar and its time zone).
 */

export interface Period {
  start: Date;
  end: Date;
}

type Status = (typeof bookings.$inferSelect)["status"];

/** Statuses in which a booking still waits for money (decisions.md section 5). */
const AWAITING_MONEY: Status[] = ["pending", "processing"];

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const createdIn = (p: Period) => sql`${bookings.createdAt} >= ${at(p.start)} and ${bookings.createdAt} < ${at(p.end)}`;
const reviewedIn = (p: Period) =>
  sql`${payments.reviewedAt} >= ${at(p.start)} and ${payments.reviewedAt} < ${at(p.end)}`;
const awaitingMoney = sql`${bookings.status} in ('pending', 'processing')`;

/**
 * Booking counts and the open balance, in one pass: pending bookings, bookings made in two
 * periods (cancelled ones left out), and what is left to pay on bookings still waiting for money
 * in `currency`.
 */
export async function bookingTotals(db: Db, q: { current: Period; previous: Period; currency: string }) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${bookings.status} = 'pending')::int`,
      current: sql<number>`count(*) filter (where ${bookings.status} <> 'canceled' and ${createdIn(q.current)})::int`,
      previous: sql<number>`count(*) filter (where ${bookings.status} <> 'canceled' and ${createdIn(q.previous)})::int`,
      outstandingBookings: sql<number>`count(*) filter (where ${awaitingMoney} and ${bookings.currency} = ${q.currency} and ${bookings.total} > ${bookings.paidTotal})::int`,
      outstanding: sql<string>`coalesce(sum(${bookings.total} - ${bookings.paidTotal}) filter (where ${awaitingMoney} and ${bookings.currency} = ${q.currency} and ${bookings.total} > ${bookings.paidTotal}), 0)::bigint`,
    })
    .from(bookings);
  return { ...row, outstanding: Number(row.outstanding) };
}

/**
 * Money confirmed by staff in two periods (a payment counts when it was confirmed: reviewed_at)
 * and the payments still waiting for a review, on bookings in `currency`.
 */
export async function paymentTotals(db: Db, q: { current: Period; previous: Period; currency: string }) {
  const confirmed = sql`${payments.status} = 'confirmed'`;
  const [row] = await db
    .select({
      current: sql<string>`coalesce(sum(${payments.amount}) filter (where ${confirmed} and ${reviewedIn(q.current)}), 0)::bigint`,
      previous: sql<string>`coalesce(sum(${payments.amount}) filter (where ${confirmed} and ${reviewedIn(q.previous)}), 0)::bigint`,
      awaitingPayments: sql<number>`count(*) filter (where ${payments.status} = 'pending')::int`,
      awaiting: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending'), 0)::bigint`,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(bookings.currency, q.currency),
        // Only rows that can count: reviewed since the earlier period began, or still waiting.
        sql`(${payments.status} = 'pending' or ${payments.reviewedAt} >= ${at(q.previous.start)})`,
      ),
    );
  return {
    current: Number(row.current),
    previous: Number(row.previous),
    awaitingPayments: row.awaitingPayments,
    awaiting: Number(row.awaiting),
  };
}

/**
 * Bookings made in each period (cancelled ones left out), in the order given: one query, one
 * FILTER column per period, over the rows of the whole span only.
 */
export async function countBookingsPerPeriod(db: Db, periods: Period[]): Promise<number[]> {
  if (periods.length === 0) return [];
  const columns = Object.fromEntries(
    periods.map((p, i) => [`p${i}`, sql<number>`count(*) filter (where ${createdIn(p)})::int`]),
  );
  const from = new Date(Math.min(...periods.map((p) => p.start.getTime())));
  const to = new Date(Math.max(...periods.map((p) => p.end.getTime())));
  const [row] = await db
    .select(columns)
    .from(bookings)
    .where(and(sql`${bookings.status} <> 'canceled'`, createdIn({ start: from, end: to })));
  return periods.map((_, i) => Number(row[`p${i}`] ?? 0));
}

/**
 * A customer's trips: per departure they hold seats on, how many of their bookings and pax, and
 * their latest booking there (what the dashboard links to). One row per departure, not per booking.
 */
export async function tripsOfCustomer(db: Db, customerId: number, statuses: readonly Status[]) {
  const rows = await db
    .select({
      departureId: bookings.departureId,
      bookings: sql<number>`count(*)::int`,
      pax: sql<number>`coalesce(sum(${bookings.pax}), 0)::int`,
      bookingId: sql<string>`(array_agg(${bookings.id} order by ${bookings.createdAt} desc, ${bookings.id}))[1]`,
      code: sql<string>`(array_agg(${bookings.code} order by ${bookings.createdAt} desc, ${bookings.id}))[1]`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        inArray(bookings.status, [...statuses]),
        isNotNull(bookings.departureId),
      ),
    )
    .groupBy(bookings.departureId);
  return rows.map((r) => ({ ...r, departureId: r.departureId as number }));
}

/**
 * A customer's bookings still waiting for money, oldest first, with what the payment rules need:
 * the sum of payments awaiting review and whether any payment counts (confirmed or awaiting).
 */
export async function openBookingsOfCustomer(db: Db, customerId: number) {
  const rows = await db
    .select({
      id: bookings.id,
      code: bookings.code,
      status: bookings.status,
      currency: bookings.currency,
      total: bookings.total,
      paidTotal: bookings.paidTotal,
      paymentType: bookings.paymentType,
      minFirstPayment: bookings.minFirstPayment,
      pendingTotal: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending'), 0)::bigint`,
      hasPayment: sql<boolean>`coalesce(bool_or(${payments.status} <> 'rejected'), false)`,
    })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.customerId, customerId), inArray(bookings.status, AWAITING_MONEY)))
    .groupBy(bookings.id)
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  return rows.map((r) => ({ ...r, pendingTotal: Number(r.pendingTotal) }));
}
