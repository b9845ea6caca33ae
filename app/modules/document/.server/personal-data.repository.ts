import { and, asc, inArray, isNull } from "drizzle-orm";
import { guestDocuments } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * What the privacy module's export and closure read and erase of a customer's pilgrim documents
 * (decision 050), in the document module's own repository.
 */

export function findDocumentsOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as (typeof guestDocuments.$inferSelect)[]);
  return db
    .select()
    .from(guestDocuments)
    .where(inArray(guestDocuments.bookingId, bookingIds))
    .orderBy(asc(guestDocuments.id));
}

/** The documents keep their kind and status; their file and vaccination date go. */
export async function clearGuestDocumentFiles(db: Db, bookingIds: string[], now: Date) {
  if (bookingIds.length === 0) return;
  await db
    .update(guestDocuments)
    .set({ fileId: null, fileDeletedAt: now, vaccinatedOn: null, updatedAt: now })
    .where(and(inArray(guestDocuments.bookingId, bookingIds), isNull(guestDocuments.fileDeletedAt)));
}
