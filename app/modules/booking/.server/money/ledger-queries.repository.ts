import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { bookings, payments, savingsPlans } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { contains, paged } from "#app/shared/sql.server";
import { methodsWhere } from "#app/modules/booking/booking.contract";
import type { BookingRow } from "../booking.repository";

/*
 * The booking ledger's queries the payment module asks (decision 072), in booking's repository:
 * the open transfers a unique code or a statement line is checked against, the payments lines
 * point at, a booking by its code, and the bookings that owe money (reminders, the overdue list).
 * The rules that judge the rows are the payment module's (transfer.rules, statement.rules,
 * schedule.rules); these only narrow the rows.
 */

/** A transfer is open while it is issued (shown, not told) or pending (told, not reviewed). */
export const OPEN_TRANSFER_STATUSES: ("issued" | "pending")[] = ["issued", "pending"];

/** Transfer amounts of open transfers (issued or told, decision 058) in `range`: those a new code could collide with. */
export async function takenAmounts(
  db: Db,
  currency: string,
  range: { min: number; max: number },
): Promise<Set<number>> {
  const rows = await db
    .select({ transferAmount: payments.transferAmount })
    .from(payments)
    .where(
      and(
        inArray(payments.status, OPEN_TRANSFER_STATUSES),
        eq(payments.currency, currency),
        isNotNull(payments.transferAmount),
        gte(payments.transferAmount, range.min),
        lte(payments.transferAmount, range.max),
      ),
    );
  return new Set(rows.map((x) => x.transferAmount!));
}

/**
 * Open transfers (issued, or told and not reviewed: decision 058) of a currency whose exact
 * transfer amount or round amount is one of `amounts`, with their booking's code, the agency's
 * calendar day their amount was first shown, and the booking's full-payment date.
 */
export async function openTransfersFor(db: Db, currency: string, amounts: number[], timeZone: string) {
  if (!amounts.length) return [];
  return db
    .select({
      id: payments.id,
      currency: payments.currency,
      amount: payments.amount,
      transfer_amount: payments.transferAmount,
      // A savings plan's transfer (decision 084) is named by its plan's code.
      booking_code: sql<string>`coalesce(${bookings.code}, ${savingsPlans.code})`,
      issued_on: sql<string>`to_char(coalesce(${payments.issuedAt}, ${payments.createdAt}) at time zone ${timeZone}, 'YYYY-MM-DD')`,
      due_on: bookings.balanceDueOn,
      bank_account_id: payments.bankAccountId,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(savingsPlans, eq(savingsPlans.id, payments.savingsPlanId))
    .where(
      and(
        inArray(payments.status, OPEN_TRANSFER_STATUSES),
        inArray(
          payments.method,
          methodsWhere((m) => m.transferCode),
        ),
        eq(payments.currency, currency),
        or(inArray(payments.transferAmount, amounts), inArray(payments.amount, amounts)),
      ),
    );
}

/** A booking by its code (an admin assigning a statement line to it). */
export async function findBookingIdByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(sql`upper(${bookings.code})`, code.toUpperCase()));
  return row?.id ?? null;
}

/** The payments lines point at, with their booking's code and customer. */
export function paymentsWithBookings(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: payments.id,
      amount: payments.amount,
      transferAmount: payments.transferAmount,
      status: payments.status,
      note: payments.note,
      bookingId: payments.bookingId,
      code: sql<string>`coalesce(${bookings.code}, ${savingsPlans.code})`,
      customerId: sql<number>`coalesce(${bookings.customerId}, ${savingsPlans.customerId})`,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(savingsPlans, eq(savingsPlans.id, payments.savingsPlanId))
    .where(inArray(payments.id, ids));
}

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
