import { and, desc, eq, inArray, isNotNull, lte, notInArray, or } from "drizzle-orm";
import { bookingGuests, bookings, departures, documentPurges, files, guestDocuments, guestVisas } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The retention job's reads and writes (decision 048). bookings, booking_guests, departures and
 * files belong to the booking, catalogue and media modules: only read here (a listed read,
 * test/boundaries/table-owners.test.ts); the guests' visa links are cleared through booking's
 * document-rows.ts and the file rows deleted through media's delete-private-files.ts. The visa
 * files operations staff recorded (guest_visas, decision 081) are read here too; deleting their
 * file rows clears the link (its foreign key sets it null), and the visa keeps its status and number.
 */

/**
 * Departures that returned on or before `endedBy` and still hold a private file of a guest: a
 * stored document or a visa. The rule itself (retentionDue) is checked again by the caller.
 */
export async function findDeparturesWithFiles(db: Db, endedBy: string) {
  const withFiles = or(
    isNotNull(bookingGuests.visaFileId),
    isNotNull(guestDocuments.fileId),
    isNotNull(guestVisas.fileId),
  );
  return db
    .selectDistinct({ id: departures.id, endDate: departures.endDate })
    .from(departures)
    .innerJoin(bookings, eq(bookings.departureId, departures.id))
    .innerJoin(bookingGuests, eq(bookingGuests.bookingId, bookings.id))
    .leftJoin(guestDocuments, eq(guestDocuments.guestId, bookingGuests.id))
    .leftJoin(guestVisas, eq(guestVisas.guestId, bookingGuests.id))
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

/** The files of these bookings' guests' documents still stored. */
export async function findDocumentFilesOf(db: Db, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ fileId: guestDocuments.fileId })
    .from(guestDocuments)
    .where(and(inArray(guestDocuments.bookingId, bookingIds), isNotNull(guestDocuments.fileId)));
  return rows.map((r) => r.fileId as string);
}

/** The visa files operations recorded for these bookings' guests (decision 081), still linked. */
export async function findRecordedVisaFilesOf(db: Db, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ fileId: guestVisas.fileId })
    .from(guestVisas)
    .innerJoin(bookingGuests, eq(bookingGuests.id, guestVisas.guestId))
    .where(and(inArray(bookingGuests.bookingId, bookingIds), isNotNull(guestVisas.fileId)));
  return rows.map((r) => r.fileId as string);
}

/** Of these files, the private ones still in the files table, with where their bytes are. */
export function findStoredPrivateFiles(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.visibility, "private")));
}

/**
 * Of these files, the ones a document of a booking NOT among `bookingIds` (another departure's
 * guest) also uses, one upload given for two bookings: unlinked here, never deleted for them.
 */
export async function documentFilesOutside(db: Db, bookingIds: string[], ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ fileId: guestDocuments.fileId })
    .from(guestDocuments)
    .where(and(inArray(guestDocuments.fileId, ids), notInArray(guestDocuments.bookingId, bookingIds)));
  return rows.map((r) => r.fileId as string);
}

/** These bookings' documents lose these files; they keep their status and dates, with file_deleted_at set. */
export async function unlinkDocumentFiles(db: Db, bookingIds: string[], ids: string[], at: Date) {
  if (ids.length === 0 || bookingIds.length === 0) return;
  await db
    .update(guestDocuments)
    .set({ fileId: null, fileDeletedAt: at, updatedAt: at })
    .where(and(inArray(guestDocuments.bookingId, bookingIds), inArray(guestDocuments.fileId, ids)));
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
