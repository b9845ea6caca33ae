import { and, asc, eq } from "drizzle-orm";
import { bookingCharges } from "#db/schema";
import type { Db } from "#app/shared/db.server";

export type ChargeRow = typeof bookingCharges.$inferSelect;

export async function insertCharge(db: Db, row: typeof bookingCharges.$inferInsert): Promise<ChargeRow> {
  const [created] = await db.insert(bookingCharges).values(row).returning();
  return created;
}

export async function listChargesOf(db: Db, bookingId: string): Promise<ChargeRow[]> {
  return db
    .select()
    .from(bookingCharges)
    .where(eq(bookingCharges.bookingId, bookingId))
    .orderBy(asc(bookingCharges.id));
}

/** A line of this booking (another booking's line is not found). */
export async function findCharge(db: Db, bookingId: string, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingCharges)
    .where(and(eq(bookingCharges.bookingId, bookingId), eq(bookingCharges.id, id)));
  return row;
}

/** The line that reverses line `id`, if there is one. */
export async function findReversal(db: Db, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(bookingCharges).where(eq(bookingCharges.reverses, id));
  return row;
}
