import { and, inArray, isNotNull, ne, eq } from "drizzle-orm";
import { guestDocuments } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/** The passport photos of some guests still stored and not rejected: guest and file. */
export function findPassportPhotoFiles(db: Db, guestIds: number[]) {
  if (guestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ guestId: guestDocuments.guestId, fileId: guestDocuments.fileId })
    .from(guestDocuments)
    .where(
      and(
        inArray(guestDocuments.guestId, [...new Set(guestIds)]),
        eq(guestDocuments.kind, "passport_photo"),
        ne(guestDocuments.status, "rejected"),
        isNotNull(guestDocuments.fileId),
      ),
    );
}
