import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
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
