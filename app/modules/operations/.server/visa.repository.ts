import { asc, count, eq, inArray } from "drizzle-orm";
import { guestVisaEvents, guestVisas } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* The guests' visas and their history (decision 081): operations' tables guest_visas and guest_visa_events. */

export type VisaRow = typeof guestVisas.$inferSelect;

/** The recorded visas of some guests (a guest without a row is waiting for documents). */
export function findVisas(db: Db, guestIds: readonly number[]): Promise<VisaRow[]> {
  if (guestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(guestVisas)
    .where(inArray(guestVisas.guestId, [...guestIds]));
}

/**
 * How many changes each guest's visa has had, by guest: the visa's version, which a change names
 * so that one made on a stale screen is refused. Guests with none are absent (version 0).
 */
export async function countVisaEvents(db: Db, guestIds: readonly number[]): Promise<Map<number, number>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ guestId: guestVisaEvents.guestId, n: count() })
    .from(guestVisaEvents)
    .where(inArray(guestVisaEvents.guestId, [...guestIds]))
    .groupBy(guestVisaEvents.guestId);
  return new Map(rows.map((r) => [r.guestId, r.n]));
}

export type VisaValues = Pick<
  VisaRow,
  "guestId" | "status" | "visaNumber" | "issuedOn" | "expiresOn" | "fileId" | "reason" | "updatedBy"
> & { at: Date };

/**
 * Writes a guest's visa as it now is and the history's line of the change, in the caller's
 * transaction (the guest row locked): the row always equals the guest's last event.
 */
export async function recordVisa(db: Db, v: VisaValues): Promise<void> {
  const { at, ...values } = v;
  await db
    .insert(guestVisas)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: guestVisas.guestId,
      set: {
        status: values.status,
        visaNumber: values.visaNumber,
        issuedOn: values.issuedOn,
        expiresOn: values.expiresOn,
        fileId: values.fileId,
        reason: values.reason,
        updatedBy: values.updatedBy,
        updatedAt: at,
      },
    });
  await db.insert(guestVisaEvents).values({
    guestId: v.guestId,
    status: v.status,
    visaNumber: v.visaNumber,
    reason: v.reason,
    byUserId: v.updatedBy,
    at,
  });
}

/** A guest's visa history, oldest first (changes of one instant in the order they were written). */
export function listVisaEvents(db: Db, guestId: number) {
  return db
    .select()
    .from(guestVisaEvents)
    .where(eq(guestVisaEvents.guestId, guestId))
    .orderBy(asc(guestVisaEvents.at), asc(guestVisaEvents.id));
}
