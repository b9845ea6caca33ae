import { asc, inArray } from "drizzle-orm";
import { guestDocuments, packageDocumentRequirements } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The document module's reads of its own tables. The guests, their bookings and departures come
 * from their owners (document-guests.ts).
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

/** The stored documents of some bookings' guests. */
export function findGuestDocuments(db: Db, bookingIds: string[]): Promise<GuestDocumentRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(guestDocuments)
    .where(inArray(guestDocuments.bookingId, [...new Set(bookingIds)]));
}
