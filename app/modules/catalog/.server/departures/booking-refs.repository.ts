import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { bookingGuests, bookings, SEAT_HOLDING_STATUSES } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The catalogue's reads of the bookings table. The catalogue sits below booking in the module
 * order (app/modules/order.ts): it counts the seats bookings hold, refuses to delete what bookings
 * reference and finds a package by booking code from the table itself, without importing the
 * booking module. Which statuses hold seats is booking's rule, declared beside the status enum.
 */

/**
 * Seats held per departure by bookings in a seat-holding status (departures without any are
 * absent): adults and children, not infants (bookings.seats).
 */
export async function sumHeldPaxByDeparture(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return [];
  return db
    .select({ departureId: bookings.departureId, pax: sql<number>`coalesce(sum(${bookings.seats}), 0)::int` })
    .from(bookings)
    .where(and(inArray(bookings.departureId, departureIds), inArray(bookings.status, [...SEAT_HOLDING_STATUSES])))
    .groupBy(bookings.departureId);
}

/**
 * Seats held per departure (rows with a null room type; bookings.seats, as
 * `sumHeldPaxByDeparture`) and beds held per departure and room type
 * (guests with a room type: adults and children with a bed), by bookings in a seat-holding
 * status, in one statement: the storefront's reads count both for the same departures.
 * Departures (and room types) without any are absent.
 */
export async function sumHeldPaxAndBedsByDeparture(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return [];
  const holding = inArray(bookings.status, [...SEAT_HOLDING_STATUSES]);
  const pax = db
    .select({
      departureId: bookings.departureId,
      roomTypeId: sql<number | null>`null::int`.as("room_type_id"),
      n: sql<number>`coalesce(sum(${bookings.seats}), 0)::int`.as("n"),
    })
    .from(bookings)
    .where(and(inArray(bookings.departureId, departureIds), holding))
    .groupBy(bookings.departureId);
  const beds = db
    .select({
      departureId: bookings.departureId,
      roomTypeId: sql<number | null>`${bookingGuests.roomTypeId}`.as("room_type_id"),
      n: sql<number>`count(*)::int`.as("n"),
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(inArray(bookings.departureId, departureIds), holding, isNotNull(bookingGuests.roomTypeId)))
    .groupBy(bookings.departureId, bookingGuests.roomTypeId);
  return pax.unionAll(beds);
}

export async function findPackageIdByBookingCode(db: Db, code: string) {
  const [row] = await db
    .select({ packageId: bookings.packageId })
    .from(bookings)
    .where(eq(bookings.code, code.toUpperCase()))
    .limit(1);
  return row?.packageId ?? null;
}

export async function countBookingsWhere(db: Db, where: { packageId?: number; departureId?: number }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        where.packageId !== undefined ? eq(bookings.packageId, where.packageId) : undefined,
        where.departureId !== undefined ? eq(bookings.departureId, where.departureId) : undefined,
      ),
    );
  return row.n;
}

/*
 * The same two counts as SQL expressions over a departure (and a room type), for a sort that
 * must agree with the figures above (the package list's "from" price, decision 032).
 */
const seatHolding = sql.join(
  SEAT_HOLDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Seats held on the departure whose id is `departureId` (bookings.seats: infants hold none). */
export function heldPaxSql(departureId: SQL) {
  return sql`(select coalesce(sum(hb.seats), 0) from ${bookings} hb
    where hb.departure_id = ${departureId} and hb.status in (${seatHolding}))`;
}

/** Beds of a room type held on a departure. */
export function heldBedsSql(departureId: SQL, roomTypeId: SQL) {
  return sql`(select count(*) from ${bookingGuests} hg join ${bookings} hb on hb.id = hg.booking_id
    where hb.departure_id = ${departureId} and hg.room_type_id = ${roomTypeId} and hb.status in (${seatHolding}))`;
}

/**
 * Beds held per departure and room type by bookings in a seat-holding status: their guests with a
 * bed (a room type); children without a bed and infants have none. Pairs without beds are absent.
 */
export async function sumHeldBedsByDeparture(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return [];
  return db
    .select({
      departureId: bookings.departureId,
      roomTypeId: bookingGuests.roomTypeId,
      beds: sql<number>`count(*)::int`,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(
      and(
        inArray(bookings.departureId, departureIds),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
        isNotNull(bookingGuests.roomTypeId),
      ),
    )
    .groupBy(bookings.departureId, bookingGuests.roomTypeId);
}

/**
 * Beds of the given room types held by bookings in a seat-holding status, on any departure: a
 * room type may be removed from its package only while it holds none (decision 031).
 */
export async function sumHeldBedsOfRoomTypes(db: Db, roomTypeIds: number[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({ roomTypeId: bookingGuests.roomTypeId, beds: sql<number>`count(*)::int` })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(inArray(bookingGuests.roomTypeId, roomTypeIds), inArray(bookings.status, [...SEAT_HOLDING_STATUSES])))
    .groupBy(bookingGuests.roomTypeId);
}
