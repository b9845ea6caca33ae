import { and, asc, count, desc, eq, gte, inArray, lte, max, ne } from "drizzle-orm";
import { bookingGuests, bookings, departures, documentReminders, packages, users } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { type DocumentGuestRow, guestColumns } from "./document.repository";

/*
 * The readiness board's own reads and writes. departures, packages, bookings and users belong to
 * the catalogue, booking and account modules: read here (never written), as the core's
 * document.repository.ts reads guests.
 */

const departureColumns = {
  id: departures.id,
  packageId: departures.packageId,
  code: packages.code,
  name: packages.name,
  startDate: departures.startDate,
  endDate: departures.endDate,
};

/**
 * A departure with its package's code and name, or undefined. With `lock` (inside the caller's
 * transaction) its row is locked: two reminder runs of one departure go one after the other.
 */
export async function findReadinessDeparture(db: Db, id: number, lock = false) {
  const query = db
    .select(departureColumns)
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(eq(departures.id, id));
  const [row] = lock ? await query.for("update", { of: departures }) : await query;
  return row;
}
export type ReadinessDepartureRow = NonNullable<Awaited<ReturnType<typeof findReadinessDeparture>>>;

/** Departures starting between two days (both included), by start date, one page of them and the total. */
export async function listDeparturesBetween(
  db: Db,
  from: string,
  to: string,
  window: { limit?: number; offset: number },
): Promise<{ rows: ReadinessDepartureRow[]; total: number }> {
  const where = and(gte(departures.startDate, from), lte(departures.startDate, to));
  const query = db
    .select(departureColumns)
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(where)
    .orderBy(asc(departures.startDate), asc(departures.id))
    .offset(window.offset);
  const [rows, [{ total }]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ total: count() }).from(departures).where(where),
  ]);
  return { rows, total };
}

/** Whom a booking's reminder goes to: its customer's address, name and language. */
export function findReminderRecipients(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookings.id,
      code: bookings.code,
      customerId: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      closedAt: users.closedAt,
      active: users.active,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(inArray(bookings.id, bookingIds));
}

/** The last reminder of each of some bookings. */
export async function lastRemindersOf(db: Db, bookingIds: string[]): Promise<Map<string, Date>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: documentReminders.bookingId, last: max(documentReminders.createdAt) })
    .from(documentReminders)
    .where(inArray(documentReminders.bookingId, bookingIds))
    .groupBy(documentReminders.bookingId)
    .orderBy(desc(documentReminders.bookingId));
  return new Map(rows.flatMap((r) => (r.last ? [[r.bookingId, new Date(r.last)] as const] : [])));
}

export async function insertReminder(db: Db, row: typeof documentReminders.$inferInsert): Promise<void> {
  await db.insert(documentReminders).values(row);
}

/**
 * The travelling guests (every status but canceled) of several departures in one query, in the
 * order of findGuestsOfDeparture: the index and the dashboard read a page of departures at once.
 */
export function findGuestsOfDepartures(db: Db, departureIds: number[]): Promise<DocumentGuestRow[]> {
  if (departureIds.length === 0) return Promise.resolve([]);
  return db
    .select(guestColumns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(and(inArray(bookings.departureId, departureIds), ne(bookings.status, "canceled")))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}
