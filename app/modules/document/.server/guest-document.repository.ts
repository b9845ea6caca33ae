import { and, eq, sql } from "drizzle-orm";
import { guestDocuments, packageDocumentRequirements } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import type { RequirementDto } from "#app/modules/document/document.contract";
import type { GuestDocumentRow } from "./document.repository";

/*
 * The document module's writes (requirements, a guest's documents) and the reads they need. A
 * document's line in the booking's history is written through booking's
 * app/modules/booking/.server/document-rows.ts.
 */

/** Replaces a package's requirements with `list`, in its order. */
export async function replaceRequirements(db: Db, packageId: number, list: RequirementDto[]): Promise<void> {
  await db.delete(packageDocumentRequirements).where(eq(packageDocumentRequirements.packageId, packageId));
  if (list.length === 0) return;
  await db.insert(packageDocumentRequirements).values(
    list.map((r, position) => ({
      packageId,
      kind: r.kind,
      appliesTo: r.applies_to,
      dueDays: r.due_days,
      position,
    })),
  );
}

export async function findGuestDocument(db: Db, guestId: number, kind: GuestDocumentRow["kind"]) {
  const [row] = await db
    .select()
    .from(guestDocuments)
    .where(and(eq(guestDocuments.guestId, guestId), eq(guestDocuments.kind, kind)))
    .limit(1);
  return row;
}

/** A document by id under its row lock (inside a transaction): concurrent reviews serialise. */
export async function lockGuestDocument(db: Db, id: number): Promise<GuestDocumentRow | undefined> {
  const [row] = await db.select().from(guestDocuments).where(eq(guestDocuments.id, id)).for("update");
  return row;
}

export type SubmittedDocument = Pick<
  typeof guestDocuments.$inferInsert,
  "guestId" | "bookingId" | "kind" | "fileId" | "vaccine" | "vaccinatedOn" | "submittedBy"
> & { submittedAt: Date };

/**
 * One row per guest and kind (decision 044): a new upload inserts it, a re-upload replaces the
 * file and goes back to "submitted" with the review cleared. ON CONFLICT makes two uploads at
 * the same moment end as one row whatever the engine.
 */
export async function upsertGuestDocument(db: Db, d: SubmittedDocument): Promise<GuestDocumentRow> {
  const [row] = await db
    .insert(guestDocuments)
    .values({ ...d, status: "submitted" })
    .onConflictDoUpdate({
      target: [guestDocuments.guestId, guestDocuments.kind],
      set: {
        fileId: d.fileId,
        vaccine: d.vaccine ?? null,
        vaccinatedOn: d.vaccinatedOn ?? null,
        status: "submitted",
        rejectionReason: null,
        submittedBy: d.submittedBy,
        submittedAt: d.submittedAt,
        reviewedBy: null,
        reviewedAt: null,
        fileDeletedAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

export async function setReview(
  db: Db,
  id: number,
  review: { status: "verified" | "rejected"; reason: string | null; by: number; at: Date },
): Promise<GuestDocumentRow> {
  const [row] = await db
    .update(guestDocuments)
    .set({
      status: review.status,
      rejectionReason: review.reason,
      reviewedBy: review.by,
      reviewedAt: review.at,
      updatedAt: sql`now()`,
    })
    .where(eq(guestDocuments.id, id))
    .returning();
  return row;
}
