import { and, eq, inArray, ne } from "drizzle-orm";
import { files } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * What the privacy module's export and closure read and delete of a person's files (decision
 * 050), in media's own repository.
 */

/** Private files the user uploaded (the export lists those no booking record points at). */
export function findPrivateFilesOwnedBy(db: Db, userId: number) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.visibility, "private")));
}

/** The user's files that are not public (unattached private uploads, avatar images). */
export function findUnpublishedFilesOwnedBy(db: Db, userId: number) {
  return db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerId, userId), ne(files.visibility, "public")));
}

/** Deletes file rows of any visibility and answers where their bytes are (removed after the commit). */
export async function deleteFileRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.delete(files).where(inArray(files.id, ids)).returning({
    id: files.id,
    storageKey: files.storageKey,
    variants: files.variants,
    visibility: files.visibility,
  });
}
