import { and, asc, eq, inArray } from "drizzle-orm";
import { bookingGuests, bookings, SEAT_HOLDING_STATUSES } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* The guests whose visas the operations module records (visa-guests.ts). */

/**
 * Guests of the departure's seat-holding bookings (with `guestIds`, only those of them), first
 * booked first, with what the visa list shows and guards: their booking's code and contact, its
 * customer (whose the visa file becomes) and branch (a branch clerk sees their branch's only).
 */
export function findVisaGuests(db: Db, departureId: number, guestIds?: readonly number[]) {
  if (guestIds?.length === 0) return Promise.resolve([]);
  return db
    .select({
      guestId: bookingGuests.id,
      bookingId: bookingGuests.bookingId,
      bookingCode: bookings.code,
      bookingName: bookings.bookingName,
      customerId: bookings.customerId,
      branchId: bookings.branchId,
      position: bookingGuests.position,
      fullName: bookingGuests.fullName,
      travellerType: bookingGuests.travellerType,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(
      and(
        eq(bookings.departureId, departureId),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
        guestIds ? inArray(bookingGuests.id, [...guestIds]) : undefined,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}
