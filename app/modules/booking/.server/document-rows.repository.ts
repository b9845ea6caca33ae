import { and, asc, eq, inArray, isNotNull, ne, notInArray } from "drizzle-orm";
import { bookingEvents, bookingGuests, bookings } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The booking rows the document module reads and writes (decisions 044, 046, 048), in booking's
 * repository: the guests its rules judge, a document's line in the booking's history, whom a
 * reminder goes to, and the guests' visa files the retention job removes.
 */

/** What the document rules need of a guest and their booking. */
const guestColumns = {
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
  // The ministry's data (decision 081): the readiness board's "Ministry data" column (missingMinistryFields).
  fatherName: bookingGuests.fatherName,
  passportName: bookingGuests.passportName,
  passportOffice: bookingGuests.passportOffice,
  birthPlace: bookingGuests.birthPlace,
  country: bookingGuests.country,
  regionCode: bookingGuests.regionCode,
  state: bookingGuests.state,
  postalCode: bookingGuests.postalCode,
  maritalStatus: bookingGuests.maritalStatus,
  education: bookingGuests.education,
  occupation: bookingGuests.occupation,
  nationality: bookingGuests.nationality,
  phone: bookingGuests.phone,
};

/** A booking's guests, in order, with their booking. */
export function findGuestsOfBooking(db: Db, bookingId: string) {
  return db
    .select(guestColumns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.position));
}

/**
 * The travelling guests (every status but canceled) of several departures in one query, first
 * booked first: the readiness board's rows.
 */
export function findGuestsOfDepartures(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return Promise.resolve([]);
  return db
    .select(guestColumns)
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(inArray(bookings.departureId, departureIds), ne(bookings.status, "canceled")))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}

/** Some bookings' codes and customers (whom a document reminder goes to). */
export function findBookingCustomers(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ bookingId: bookings.id, code: bookings.code, customerId: bookings.customerId })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
}

type DocumentKind = typeof import("#db/schema").guestDocuments.$inferSelect["kind"];

/** A line of the booking's history: which document of which guest (the view translates the kind). */
export async function insertDocumentEvent(
  db: Db,
  e: {
    bookingId: string;
    kind: "document_submitted" | "document_verified" | "document_rejected";
    actorId: number | null;
    document: DocumentKind;
    guestPosition: number;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(bookingEvents).values({
    bookingId: e.bookingId,
    kind: e.kind,
    actorId: e.actorId,
    reason: e.reason ?? null,
    changes: { document: [null, e.document], guest: [null, e.guestPosition] },
    createdAt: e.at,
  });
}

/** The ids of a departure's bookings, in every status (the retention job's scope). */
export async function findBookingIdsOfDeparture(db: Db, departureId: number): Promise<string[]> {
  const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.departureId, departureId));
  return rows.map((r) => r.id);
}

/** The guests' visa files of these bookings. */
export async function findVisaFilesOf(db: Db, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ fileId: bookingGuests.visaFileId })
    .from(bookingGuests)
    .where(and(inArray(bookingGuests.bookingId, bookingIds), isNotNull(bookingGuests.visaFileId)));
  return rows.map((r) => r.fileId as string);
}

/** Of these files, the visas a guest of a booking NOT among `bookingIds` also uses: never deleted for these. */
export async function visaFilesOutside(db: Db, bookingIds: string[], ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ fileId: bookingGuests.visaFileId })
    .from(bookingGuests)
    .where(and(inArray(bookingGuests.visaFileId, ids), notInArray(bookingGuests.bookingId, bookingIds)));
  return rows.map((r) => r.fileId as string);
}

/** These bookings' guests lose their link to these visa files (the files are deleted or kept elsewhere). */
export async function unlinkVisaFiles(db: Db, bookingIds: string[], ids: string[]) {
  if (ids.length === 0 || bookingIds.length === 0) return;
  await db
    .update(bookingGuests)
    .set({ visaFileId: null })
    .where(and(inArray(bookingGuests.bookingId, bookingIds), inArray(bookingGuests.visaFileId, ids)));
}
