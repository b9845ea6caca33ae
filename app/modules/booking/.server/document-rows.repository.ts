import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { bookingEvents, bookingGuests, bookings } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The booking rows the document module writes (decisions 044, 048), in booking's repository: a
 * document's line in the booking's history, and the guests' visa files the retention job removes.
 */

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

/** The guests' visa files of a departure's bookings. */
export async function findDepartureVisaFiles(db: Db, departureId: number): Promise<string[]> {
  const ofDeparture = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.departureId, departureId));
  const rows = await db
    .select({ fileId: bookingGuests.visaFileId })
    .from(bookingGuests)
    .where(and(inArray(bookingGuests.bookingId, ofDeparture), isNotNull(bookingGuests.visaFileId)));
  return rows.map((r) => r.fileId as string);
}

/** The departure's guests lose their link to these visa files (the files are deleted or kept elsewhere). */
export async function unlinkDepartureVisaFiles(db: Db, departureId: number, ids: string[]) {
  if (ids.length === 0) return;
  const ofDeparture = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.departureId, departureId));
  await db
    .update(bookingGuests)
    .set({ visaFileId: null })
    .where(and(inArray(bookingGuests.bookingId, ofDeparture), inArray(bookingGuests.visaFileId, ids)));
}

/** Of these files, the visas a guest of another departure also uses: never deleted for this one. */
export async function visaFilesOfOtherDepartures(db: Db, departureId: number, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const otherBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(sql`${bookings.departureId} is distinct from ${departureId}`);
  const rows = await db
    .select({ fileId: bookingGuests.visaFileId })
    .from(bookingGuests)
    .where(and(inArray(bookingGuests.visaFileId, ids), inArray(bookingGuests.bookingId, otherBookings)));
  return rows.map((r) => r.fileId as string);
}
