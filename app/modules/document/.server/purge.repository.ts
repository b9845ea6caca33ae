import { and, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { bookingGuests, bookings, departures, documentPurges, files, guestDocuments } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The retention job's reads and writes (decision 048). bookings, booking_guests, departures and
 * files belong to the booking, catalogue and media modules: read here, in this module's own
 * repository; the only writes to them are the ones the retention rule asks (a deleted file's row,
 * and the guest's visa link to it).
 */

/**
 * Departures that returned on or before `endedBy` and still hold a private file of a guest: a
 * stored document or a visa. The rule itself (retentionDue) is checked again by the caller.
 */
export async function findDeparturesWithFiles(db: Db, endedBy: string) {
  const withFiles = or(isNotNull(bookingGuests.visaFileId), isNotNull(guestDocuments.fileId));
  return db
    .selectDistinct({ id: departures.id, endDate: departures.endDate })
    .from(departures)
    .innerJoin(bookings, eq(bookings.departureId, departures.id))
    .innerJoin(bookingGuests, eq(bookingGuests.bookingId, bookings.id))
    .leftJoin(guestDocuments, eq(guestDocuments.guestId, bookingGuests.id))
    .where(and(lte(departures.endDate, endedBy), withFiles))
    .orderBy(departures.id);
}

/**
 * Takes the departure for this transaction, or null when another instance's purge holds it (SKIP
 * LOCKED: the second run goes on to the next departure instead of waiting, and finds the files
 * gone next hour). NO KEY UPDATE: bookings referencing the departure are not blocked.
 */
export async function claimDeparture(db: Db, departureId: number) {
  const [row] = await db
    .select({ id: departures.id, endDate: departures.endDate })
    .from(departures)
    .where(eq(departures.id, departureId))
    .for("no key update", { skipLocked: true });
  return row ?? null;
}

/** The private files of a departure's guests still stored: documents and visas, with where they are. */
export async function findDepartureFiles(db: Db, departureId: number) {
  const ofDeparture = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.departureId, departureId));
  const documents = await db
    .select({ fileId: guestDocuments.fileId })
    .from(guestDocuments)
    .where(and(inArray(guestDocuments.bookingId, ofDeparture), isNotNull(guestDocuments.fileId)));
  const visas = await db
    .select({ fileId: bookingGuests.visaFileId })
    .from(bookingGuests)
    .where(and(inArray(bookingGuests.bookingId, ofDeparture), isNotNull(bookingGuests.visaFileId)));
  const ids = [...new Set([...documents, ...visas].map((r) => r.fileId as string))];
  if (ids.length === 0) return { ids, stored: [] };
  const stored = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.visibility, "private")));
  return { ids, stored };
}

/**
 * Of these files, the ones a guest of ANOTHER departure also uses (one upload given for two
 * bookings): unlinked from this departure's guests, never deleted for them.
 */
export async function filesUsedElsewhere(db: Db, departureId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const otherBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(sql`${bookings.departureId} is distinct from ${departureId}`);
  const [documents, visas] = await Promise.all([
    db
      .select({ fileId: guestDocuments.fileId })
      .from(guestDocuments)
      .where(and(inArray(guestDocuments.fileId, ids), inArray(guestDocuments.bookingId, otherBookings))),
    db
      .select({ fileId: bookingGuests.visaFileId })
      .from(bookingGuests)
      .where(and(inArray(bookingGuests.visaFileId, ids), inArray(bookingGuests.bookingId, otherBookings))),
  ]);
  return new Set([...documents, ...visas].map((r) => r.fileId as string));
}

/**
 * Unlinks the files from the departure's guests (documents keep their status and dates, with
 * file_deleted_at set) and deletes the rows of those no one else uses.
 */
export async function unlinkAndDeleteFiles(db: Db, departureId: number, ids: string[], deleteIds: string[], at: Date) {
  const ofDeparture = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.departureId, departureId));
  await db
    .update(guestDocuments)
    .set({ fileId: null, fileDeletedAt: at, updatedAt: at })
    .where(and(inArray(guestDocuments.bookingId, ofDeparture), inArray(guestDocuments.fileId, ids)));
  await db
    .update(bookingGuests)
    .set({ visaFileId: null })
    .where(and(inArray(bookingGuests.bookingId, ofDeparture), inArray(bookingGuests.visaFileId, ids)));
  if (deleteIds.length > 0) await db.delete(files).where(inArray(files.id, deleteIds));
}

export async function insertPurge(db: Db, row: typeof documentPurges.$inferInsert) {
  const [created] = await db.insert(documentPurges).values(row).returning();
  return created;
}

/**
 * Whether the retention job has deleted this departure's private files (its latest purge, or
 * null): uploads for it are closed from then on (for the document upload's `can_upload`).
 */
export async function departureFilesPurged(db: Db, departureId: number) {
  const [row] = await db
    .select({ at: documentPurges.createdAt, filesDeleted: documentPurges.filesDeleted })
    .from(documentPurges)
    .where(eq(documentPurges.departureId, departureId))
    .orderBy(desc(documentPurges.createdAt), desc(documentPurges.id))
    .limit(1);
  return row ?? null;
}
