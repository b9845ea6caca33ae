import { and, asc, eq, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { bookings, paymentReminders } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { contains, paged } from "#app/shared/sql.server";
import type { ReminderKind } from "#app/modules/booking/schedule.rules";
import type { BookingRow } from "#app/modules/booking/.server/money/payment-rows";

/*
 * The payment schedule's queries (docs/product.md §Payment schedule): bookings that may owe a
 * reminder, the reminders already sent, the overdue list. The rules themselves are in
 * schedule.rules.ts; these only narrow the rows the rules then judge.
 */

/** Money still owed on a booking that is not canceled. */
const owing = and(ne(bookings.status, "canceled"), lt(bookings.paidTotal, bookings.total));

/**
 * Bookings that may have a reminder due by `horizon` (today + 7): their full payment is due by
 * then (or is past), or nothing is confirmed yet (the deposit, due at expiry).
 */
export async function listReminderCandidates(db: Db, horizon: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(owing, or(lte(bookings.balanceDueOn, horizon), eq(bookings.paidTotal, 0))))
    .orderBy(asc(bookings.createdAt));
}

/** The reminders already sent to these bookings, as "booking|due_on|kind" keys. */
export async function sentReminderKeys(db: Db, bookingIds: string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: paymentReminders.bookingId, dueOn: paymentReminders.dueOn, kind: paymentReminders.kind })
    .from(paymentReminders)
    .where(inArray(paymentReminders.bookingId, bookingIds));
  return new Set(rows.map((r) => reminderKey(r.bookingId, r.dueOn, r.kind)));
}

export const reminderKey = (bookingId: string, dueOn: string, kind: ReminderKind) => `${bookingId}|${dueOn}|${kind}`;

/**
 * Claims one reminder: true for the one caller whose insert made the row, false for every other
 * (the primary key booking + due date + kind; a second instance's insert waits for the first's
 * commit, then does nothing). The caller sends the mail only when it is true, in the same transaction.
 */
export async function claimReminder(db: Db, bookingId: string, dueOn: string, kind: ReminderKind, at: Date) {
  const rows = await db
    .insert(paymentReminders)
    .values({ bookingId, dueOn, kind, sentAt: at })
    .onConflictDoNothing()
    .returning({ bookingId: paymentReminders.bookingId });
  return rows.length > 0;
}

/**
 * The agency day the deposit falls due (the booking would expire): only while nothing is
 * confirmed and bookings expire. The same rule as schedule.rules dueDates, in SQL, for sorting
 * and paging the overdue list.
 */
function depositDay(expiryHours: number): SQL {
  if (expiryHours <= 0) return sql`null::date`;
  return sql`case when ${bookings.paidTotal} = 0 then ((${bookings.createdAt} + make_interval(hours => ${expiryHours}::int)) at time zone ${AGENCY_TIME_ZONE})::date end`;
}

/**
 * One page of bookings past a due date with money owed, the longest overdue first. `least`
 * skips nulls: a booking without a deposit date sorts by its full payment's.
 */
export async function listOverdueBookings(
  db: Db,
  opts: { today: string; expiryHours: number; search?: string; limit?: number; offset: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const firstDue = sql`least(${bookings.balanceDueOn}, ${depositDay(opts.expiryHours)})`;
  const where = and(
    owing,
    sql`${firstDue} < ${opts.today}::date`,
    opts.search
      ? or(
          sql`${bookings.code} ilike ${contains(opts.search)}`,
          sql`${bookings.bookingName} ilike ${contains(opts.search)}`,
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(bookings).where(where);
  const rows = await paged(db.select().from(bookings).where(where).orderBy(asc(firstDue), asc(bookings.code)), opts);
  return { rows, total };
}

/** How many bookings are overdue today (the dashboard's card). */
export async function countOverdueBookings(db: Db, today: string, expiryHours: number): Promise<number> {
  const firstDue = sql`least(${bookings.balanceDueOn}, ${depositDay(expiryHours)})`;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(owing, sql`${firstDue} < ${today}::date`));
  return n;
}
