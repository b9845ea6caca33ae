import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { bookings, payments, refunds, savingsPlans } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { methodsWhere } from "#app/modules/booking/booking.contract";
import { balanceDueSql } from "../booking.repository";

/*
 * The dashboards' aggregates over bookings and payments: each figure is computed by the database
 * (count/sum with FILTER), so a dashboard costs the same few queries whatever the number of rows.
 * Periods arrive as instants (the caller decides the calendar and its time zone).
 * Money sums stay numeric (sum of bigint): a cast to bigint would fail past 2^63, and `Number`
 * of the text is exact up to 2^53 - 1 minor units (90 trillion rupiah), the nearest double
 * beyond; the dashboard contract accepts both (dashboard.contract.ts).
 */

export interface Period {
  start: Date;
  end: Date;
}

type Status = (typeof bookings.$inferSelect)["status"];

/** Statuses in which a booking still waits for money (docs/product.md §Payments). */
const AWAITING_MONEY: Status[] = ["pending", "processing"];

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const createdIn = (p: Period) => sql`${bookings.createdAt} >= ${at(p.start)} and ${bookings.createdAt} < ${at(p.end)}`;
const reviewedIn = (p: Period) =>
  sql`${payments.reviewedAt} >= ${at(p.start)} and ${payments.reviewedAt} < ${at(p.end)}`;
const awaitingMoney = sql`${bookings.status} in ('pending', 'processing')`;

/**
 * Booking counts and the open balance, in one pass: pending bookings, bookings made in two
 * periods and in each month of the chart (cancelled ones left out), and what is left to pay on
 * bookings still waiting for money in `currency`. Only rows that can count are read: those
 * waiting for money (a few: the others are paid, processed, cancelled or expired) and those made
 * since the earliest period began, never the whole history.
 */
export async function bookingTotals(
  db: Db,
  q: { current: Period; previous: Period; months: Period[]; currency: string },
) {
  const since = new Date(Math.min(...[q.current, q.previous, ...q.months].map((p) => p.start.getTime())));
  const active = sql`${bookings.status} <> 'canceled'`;
  const months = Object.fromEntries(
    q.months.map((p, i) => [`m${i}`, sql<number>`count(*) filter (where ${active} and ${createdIn(p)})::int`]),
  );
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${bookings.status} = 'pending')::int`,
      current: sql<number>`count(*) filter (where ${active} and ${createdIn(q.current)})::int`,
      previous: sql<number>`count(*) filter (where ${active} and ${createdIn(q.previous)})::int`,
      outstandingBookings: sql<number>`count(*) filter (where ${awaitingMoney} and ${bookings.currency} = ${q.currency} and ${balanceDueSql} > 0)::int`,
      outstanding: sql<string>`coalesce(sum(${balanceDueSql}) filter (where ${awaitingMoney} and ${bookings.currency} = ${q.currency}), 0)`,
      ...months,
    })
    .from(bookings)
    .where(sql`${awaitingMoney} or ${bookings.createdAt} >= ${at(since)}`);
  return {
    pending: row.pending,
    current: row.current,
    previous: row.previous,
    outstandingBookings: row.outstandingBookings,
    outstanding: Number(row.outstanding),
    perMonth: q.months.map((_, i) => Number((row as Record<string, unknown>)[`m${i}`] ?? 0)),
  };
}

/**
 * A savings plan's deposit waiting for staff's review (decision 084, docs/product.md §Savings
 * plans): pending, on no booking yet, not an online checkout (its provider decides, never staff).
 */
const planDepositWaiting = sql`${payments.bookingId} is null and ${payments.savingsPlanId} is not null and ${payments.status} = 'pending' and ${inArray(
  payments.method,
  methodsWhere((m) => m.confirmedBy === "staff"),
)}`;

/**
 * Money confirmed by staff in two periods (a payment counts when it was confirmed: reviewed_at)
 * and the payments still waiting for a review, on bookings in `currency`, and the savings plans'
 * deposits in `currency` waiting for staff's review (counted there only: a plan's money enters the
 * revenue once its plan becomes a booking).
 */
export async function paymentTotals(db: Db, q: { current: Period; previous: Period; currency: string }) {
  const since = new Date(Math.min(q.current.start.getTime(), q.previous.start.getTime()));
  const confirmed = sql`${payments.status} = 'confirmed'`;
  const [row] = await db
    .select({
      current: sql<string>`coalesce(sum(${payments.amount}) filter (where ${confirmed} and ${reviewedIn(q.current)}), 0)`,
      previous: sql<string>`coalesce(sum(${payments.amount}) filter (where ${confirmed} and ${reviewedIn(q.previous)}), 0)`,
      awaitingPayments: sql<number>`count(*) filter (where ${payments.status} = 'pending')::int`,
      awaiting: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending'), 0)`,
    })
    .from(payments)
    .where(
      and(
        // Only rows that can count: reviewed since the earlier period began, or still waiting.
        sql`(${payments.status} = 'pending' or ${payments.reviewedAt} >= ${at(since)})`,
        // Bookings in another currency are few (none, unless the site changed it): leaving them
        // out through `bookings_currency_idx` avoids joining the whole history for a currency
        // check (a join read all 200,000 bookings to keep 23,000 payments).
        sql`((${payments.bookingId} not in (select b.id from ${bookings} b where b.currency < ${q.currency} or b.currency > ${q.currency})
          and ${payments.bookingId} is not null)
          or (${planDepositWaiting} and ${payments.currency} = ${q.currency}))`,
        // A savings plan's deposit counts in the revenue once its plan became a booking (decision
        // 084); before that only while it waits for review. `not in` alone would let a null
        // through only while no booking is in another currency: hence `is not null`.
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
 * The savings plans with deposits waiting for staff's review (planDepositWaiting) in `currency`,
 * of one branch when given, the longest waiting first, at most `limit`: the dashboard links each
 * to its plan's page, where the deposits are reviewed.
 */
export async function plansAwaitingReview(db: Db, q: { currency: string; branchId?: number; limit: number }) {
  const rows = await db
    .select({
      planId: savingsPlans.id,
      code: savingsPlans.code,
      deposits: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      since: sql<string>`min(${payments.createdAt})`,
    })
    .from(payments)
    .innerJoin(savingsPlans, eq(savingsPlans.id, payments.savingsPlanId))
    .where(
      and(
        planDepositWaiting,
        eq(payments.currency, q.currency),
        q.branchId === undefined ? undefined : eq(savingsPlans.branchId, q.branchId),
      ),
    )
    .groupBy(savingsPlans.id, savingsPlans.code)
    .orderBy(sql`min(${payments.createdAt})`, savingsPlans.id)
    .limit(q.limit);
  return rows.map((r) => ({ planId: r.planId, code: r.code, deposits: r.deposits, amount: Number(r.amount) }));
}

/**
 * Refunds (decision 043): paid back in two periods (a refund counts when it was marked paid:
 * paid_at), netted off the revenue, and those still due, in `currency`. Only rows that can count
 * are read: due ones and those paid since the earlier period began.
 */
export async function refundTotals(db: Db, q: { current: Period; previous: Period; currency: string }) {
  const since = new Date(Math.min(q.current.start.getTime(), q.previous.start.getTime()));
  // A savings plan's refund nets nothing off the revenue: its deposits never counted there (they
  // count once the plan becomes a booking, decision 084). It stays in the due queue below.
  const paidIn = (p: Period) =>
    sql`${refunds.status} = 'paid' and ${refunds.bookingId} is not null and ${refunds.paidAt} >= ${at(p.start)} and ${refunds.paidAt} < ${at(p.end)}`;
  const [row] = await db
    .select({
      current: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${paidIn(q.current)}), 0)`,
      previous: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${paidIn(q.previous)}), 0)`,
      dueRefunds: sql<number>`count(*) filter (where ${refunds.status} = 'due')::int`,
      due: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'due'), 0)`,
    })
    .from(refunds)
    .where(
      and(eq(refunds.currency, q.currency), sql`(${refunds.status} = 'due' or ${refunds.paidAt} >= ${at(since)})`),
    );
  return {
    current: Number(row.current),
    previous: Number(row.previous),
    dueRefunds: row.dueRefunds,
    due: Number(row.due),
  };
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
