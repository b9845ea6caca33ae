import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { bookingGuests, bookings, SEAT_HOLDING_STATUSES } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * A departure's seat-holding guests with everything the exports and the ministry's screen read
 * (departure-guests.ts): one statement whatever the number of guests.
 */

export async function departureGuestRows(db: Db, departureId: number, branchId: number | undefined) {
  const g = bookingGuests;
  return db
    .select({
      id: g.id,
      bookingId: g.bookingId,
      bookingCode: bookings.code,
      position: g.position,
      fullName: g.fullName,
      gender: g.gender,
      birthDate: g.birthDate,
      birthPlace: g.birthPlace,
      maritalStatus: g.maritalStatus,
      passportNumber: g.passportNumber,
      passportIssueDate: g.passportIssueDate,
      passportExpiryDate: g.passportExpiryDate,
      icNumber: g.icNumber,
      heirName: g.heirName,
      heirRelationship: g.heirRelationship,
      phone: g.phone,
      email: g.email,
      country: g.country,
      state: g.state,
      postalCode: g.postalCode,
      address: g.address,
      fatherName: g.fatherName,
      passportName: g.passportName,
      passportOffice: g.passportOffice,
      regionCode: g.regionCode,
      education: g.education,
      occupation: g.occupation,
      nationality: g.nationality,
      travellerType: g.travellerType,
    })
    .from(g)
    .innerJoin(bookings, eq(bookings.id, g.bookingId))
    .where(
      and(
        eq(bookings.departureId, departureId),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
        branchId === undefined ? undefined : eq(bookings.branchId, branchId),
        // The same bookings as an id list the guests' index can look up (as the manifest's query):
        // without statistics (PGlite never analyses) the planner otherwise reads every guest.
        sql`${g.bookingId} = any(array(select b.id from ${bookings} b where b.departure_id = ${departureId}))`,
      ),
    )
    .orderBy(asc(bookings.code), asc(g.position));
}
