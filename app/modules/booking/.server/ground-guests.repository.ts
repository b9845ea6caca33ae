import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { bookingGuests, bookings } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The guests of a departure as its operations on the ground read them (manasik, kits, ID cards
 * and luggage tags; ground-guests.ts): who they are, their booking's code, status and branch.
 */

const columns = {
  id: bookingGuests.id,
  bookingId: bookingGuests.bookingId,
  bookingCode: bookings.code,
  bookingStatus: bookings.status,
  branchId: bookings.branchId,
  customerId: bookings.customerId,
  position: bookingGuests.position,
  fullName: bookingGuests.fullName,
  gender: bookingGuests.gender,
  travellerType: bookingGuests.travellerType,
};

/** The guests of the departure's bookings that are not cancelled, first booked first. */
export function listGroundGuests(db: Db, departureId: number) {
  return db
    .select(columns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(eq(bookings.departureId, departureId), ne(bookings.status, "canceled")))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}

/** One guest of the departure's bookings, whatever the booking's status (a cancelled one too), or undefined. */
export async function findGroundGuest(db: Db, departureId: number, guestId: number) {
  const [row] = await db
    .select(columns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(eq(bookingGuests.id, guestId), eq(bookings.departureId, departureId)));
  return row;
}

/** Some guests of the departure's bookings (any status), by id; the others are absent. */
export function findGroundGuests(db: Db, departureId: number, guestIds: number[]) {
  if (guestIds.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(inArray(bookingGuests.id, guestIds), eq(bookings.departureId, departureId)));
}
