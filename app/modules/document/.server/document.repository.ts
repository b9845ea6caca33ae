import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { bookingGuests, bookings, departures, guestDocuments, packageDocumentRequirements } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The document module's reads. bookings, booking_guests and departures are the booking and
 * catalogue modules' tables: read here, in this module's own repository (as the catalogue reads
 * booking rows in booking-refs.repository.ts), never written.
 */

export type RequirementRow = typeof packageDocumentRequirements.$inferSelect;
export type GuestDocumentRow = typeof guestDocuments.$inferSelect;

/** The requirements of some packages, in each package's order. */
export function findRequirements(db: Db, packageIds: number[]): Promise<RequirementRow[]> {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(packageDocumentRequirements)
    .where(inArray(packageDocumentRequirements.packageId, packageIds))
    .orderBy(
      asc(packageDocumentRequirements.packageId),
      asc(packageDocumentRequirements.position),
      asc(packageDocumentRequirements.id),
    );
}

/** The columns of a guest row (also read by readiness.repository.ts for several departures at once). */
export const guestColumns = {
  guestId: bookingGuests.id,
  bookingId: bookingGuests.bookingId,
  position: bookingGuests.position,
  fullName: bookingGuests.fullName,
  gender: bookingGuests.gender,
  birthDate: bookingGuests.birthDate,
  travellerType: bookingGuests.travellerType,
  passportNumber: bookingGuests.passportNumber,
  passportIssueDate: bookingGuests.passportIssueDate,
  passportExpiryDate: bookingGuests.passportExpiryDate,
  icNumber: bookingGuests.icNumber,
  bookingCode: bookings.code,
  bookingName: bookings.bookingName,
  bookingStatus: bookings.status,
  // A late booking's documents are due after it was made (documentDueOn).
  bookedAt: bookings.createdAt,
  customerId: bookings.customerId,
  packageId: bookings.packageId,
  departureId: bookings.departureId,
  departureStart: departures.startDate,
  departureEnd: departures.endDate,
};

export type DocumentGuestRow = Awaited<ReturnType<typeof findGuestsOfBooking>>[number];

/** A booking's guests (in order), with what the document rules need of their booking and departure. */
export function findGuestsOfBooking(db: Db, bookingId: string) {
  return db
    .select(guestColumns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.position));
}

/**
 * The guests of a departure's bookings that still travel (every status but canceled), first
 * booked first: the readiness board's rows.
 */
export function findGuestsOfDeparture(db: Db, departureId: number) {
  return db
    .select(guestColumns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(and(eq(bookings.departureId, departureId), ne(bookings.status, "canceled")))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}

/** The stored documents of some bookings' guests. */
export function findGuestDocuments(db: Db, bookingIds: string[]): Promise<GuestDocumentRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(guestDocuments)
    .where(inArray(guestDocuments.bookingId, [...new Set(bookingIds)]));
}
