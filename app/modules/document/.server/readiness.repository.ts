import { desc, inArray, max } from "drizzle-orm";
import { documentReminders } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The readiness reminders sent, the board's own table. The departures, guests and recipients come
 * from their owners (catalog's readiness-departures.ts, booking's document-rows.ts, account's
 * describe-users.ts).
 */

/** The last reminder of each of some bookings. */
export async function lastRemindersOf(db: Db, bookingIds: string[]): Promise<Map<string, Date>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: documentReminders.bookingId, last: max(documentReminders.createdAt) })
    .from(documentReminders)
    .where(inArray(documentReminders.bookingId, bookingIds))
    .groupBy(documentReminders.bookingId)
    .orderBy(desc(documentReminders.bookingId));
  return new Map(rows.flatMap((r) => (r.last ? [[r.bookingId, new Date(r.last)] as const] : [])));
}

export async function insertReminder(db: Db, row: typeof documentReminders.$inferInsert): Promise<void> {
  await db.insert(documentReminders).values(row);
}
