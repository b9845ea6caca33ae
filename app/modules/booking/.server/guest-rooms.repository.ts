import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { bookingGuests, bookings, SEAT_HOLDING_STATUSES } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* The guests' rooms (booking_guests.room_id), as the rooming list reads and writes them (guest-rooms.ts). */

/** A booking in this status holds seats, and its guests are on the rooming list. */
export const holdsSeats = (status: (typeof bookings.$inferSelect)["status"]) =>
  (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * Guests of the departure's bookings that hold seats, first booked first. A new statement: under
 * READ COMMITTED it sees a cancellation committed while the caller waited for its locks.
 */
export async function listDepartureGuests(db: Db, departureId: number) {
  return db
    .select({
      id: bookingGuests.id,
      bookingId: bookingGuests.bookingId,
      bookingCode: bookings.code,
      customerId: bookings.customerId,
      position: bookingGuests.position,
      fullName: bookingGuests.fullName,
      gender: bookingGuests.gender,
      travellerType: bookingGuests.travellerType,
      roomTypeId: bookingGuests.roomTypeId,
      roomId: bookingGuests.roomId,
      relation: bookingGuests.relation,
      relatedTo: bookingGuests.relatedTo,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...SEAT_HOLDING_STATUSES])))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}

/**
 * Locks the guest rows of the departure's bookings (FOR UPDATE), or only `guestIds` of them. A
 * cancellation clears its guests' rooms by updating those rows: it either finished before (and
 * the next read sees it) or waits until the rooming write commits, then clears what it placed.
 */
export async function lockDepartureGuests(db: Db, departureId: number, guestIds?: number[]) {
  await db
    .select({ id: bookingGuests.id })
    .from(bookingGuests)
    .where(
      and(
        inArray(
          bookingGuests.bookingId,
          db.select({ id: bookings.id }).from(bookings).where(eq(bookings.departureId, departureId)),
        ),
        guestIds ? inArray(bookingGuests.id, guestIds) : undefined,
      ),
    )
    .for("update");
}

export async function setGuestRoom(db: Db, guestId: number, roomId: number | null) {
  await db.update(bookingGuests).set({ roomId }).where(eq(bookingGuests.id, guestId));
}

/** Places many guests, each only if still unplaced (one statement per room). */
export async function placeGuests(db: Db, roomId: number, guestIds: number[]) {
  if (guestIds.length === 0) return;
  await db
    .update(bookingGuests)
    .set({ roomId })
    .where(and(inArray(bookingGuests.id, guestIds), isNull(bookingGuests.roomId)));
}

/**
 * Takes every guest of a booking out of their room: a booking that no longer holds seats
 * (cancelled, expired) leaves the rooming list in the transaction that moves it. Every guest row
 * is written (placed or not), so a rooming write holding them locked is waited for.
 */
export async function unplaceGuestsOfBooking(db: Db, bookingId: string) {
  await db.update(bookingGuests).set({ roomId: null }).where(eq(bookingGuests.bookingId, bookingId));
}
