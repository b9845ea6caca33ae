import { eq, sql } from "drizzle-orm";
import { bookings } from "../../../../db/schema";
import type { Db } from "../../../shared/db.server";

export async function countBookingsWithStatus(db: Db, status: (typeof bookings.$inferSelect)["status"]) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.status, status));
  return row.n;
}

export async function insertBooking(db: Db, row: typeof bookings.$inferInsert) {
  const [created] = await db.insert(bookings).values(row).returning();
  return created;
}
