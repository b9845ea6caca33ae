import { eq, inArray } from "drizzle-orm";
import { bookingGuests, bookings, guestDocuments, guestVisas, payments, users } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The access log's reads of other modules' tables (audit sits low in the module order,
 * app/modules/order.ts: it imports neither booking nor account, it reads their rows).
 */

/**
 * The bookings a private file belongs to: as a payment's proof (or the savings plan whose deposit's
 * proof it is), a guest's visa (the checkout's scan, or the one operations staff record, decision
 * 081) or a guest's pilgrim document.
 */
export async function findFileUses(db: Db, fileId: string) {
  // One after another: the document upload asks this inside its transaction, one connection
  // that takes no concurrent queries (node-postgres 9 refuses them).
  // A savings plan's deposit (decision 084) is a payment without a booking until the conversion:
  // its proof is as used as a booking payment's.
  const proofs = await db
    .select({ bookingId: payments.bookingId, savingsPlanId: payments.savingsPlanId })
    .from(payments)
    .where(eq(payments.proofFileId, fileId))
    .limit(1);
  const visas = await db
    .select({ bookingId: bookingGuests.bookingId })
    .from(bookingGuests)
    .where(eq(bookingGuests.visaFileId, fileId))
    .limit(1);
  const recordedVisas = await db
    .select({ bookingId: bookingGuests.bookingId })
    .from(guestVisas)
    .innerJoin(bookingGuests, eq(bookingGuests.id, guestVisas.guestId))
    .where(eq(guestVisas.fileId, fileId))
    .limit(1);
  const documents = await db
    .select({ bookingId: guestDocuments.bookingId })
    .from(guestDocuments)
    .where(eq(guestDocuments.fileId, fileId))
    .limit(1);
  return {
    proofOf: proofs[0]?.bookingId ?? null,
    proofOfPlan: proofs[0]?.bookingId ? null : (proofs[0]?.savingsPlanId ?? null),
    visaOf: visas[0]?.bookingId ?? recordedVisas[0]?.bookingId ?? null,
    documentOf: documents[0]?.bookingId ?? null,
  };
}

export function findBookingCodes(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: bookings.id, code: bookings.code }).from(bookings).where(inArray(bookings.id, ids));
}

/** Users' names by id (the actors of the log). */
export function findUserNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}
