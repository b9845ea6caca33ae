import { and, asc, eq, inArray } from "drizzle-orm";
import { bookingGuests, bookings, SEAT_HOLDING_STATUSES } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* The guests as the operations module's flights and tickets read them (travel-guests.ts). */

/**
 * Guests of the departure's seat-holding bookings with their booking's branch (a branch clerk
 * sees and changes only their branch's), first booked first; `guestIds` narrows them.
 */
export async function listTravelGuests(db: Db, departureId: number, guestIds?: number[]) {
  return db
    .select({
      id: bookingGuests.id,
      bookingId: bookingGuests.bookingId,
      bookingCode: bookings.code,
      branchId: bookings.branchId,
      position: bookingGuests.position,
      fullName: bookingGuests.fullName,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(
      and(
        eq(bookings.departureId, departureId),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
        guestIds ? inArray(bookingGuests.id, guestIds) : undefined,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}

/** One booking's guests in their order: whom its trip page names. */
export async function listGuestsOfBooking(db: Db, bookingId: string) {
  return db
    .select({ id: bookingGuests.id, position: bookingGuests.position, fullName: bookingGuests.fullName })
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.position));
}
