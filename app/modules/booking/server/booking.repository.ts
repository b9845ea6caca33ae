import { and, eq, inArray, sql } from "drizzle-orm";
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

type BookingStatus = (typeof bookings.$inferSelect)["status"];

/** Pax held per departure by bookings in the given statuses (departures without any are absent). */
export async function sumPaxByDeparture(db: Db, departureIds: number[], statuses: readonly BookingStatus[]) {
  if (departureIds.length === 0 || statuses.length === 0) return [];
  return db
    .select({ departureId: bookings.departureId, pax: sql<number>`coalesce(sum(${bookings.pax}), 0)::int` })
    .from(bookings)
    .where(and(inArray(bookings.departureId, departureIds), inArray(bookings.status, [...statuses])))
    .groupBy(bookings.departureId);
}

export async function findPackageIdByBookingCode(db: Db, code: string) {
  const [row] = await db
    .select({ packageId: bookings.packageId })
    .from(bookings)
    .where(sql`lower(${bookings.code}) = lower(${code})`)
    .limit(1);
  return row?.packageId ?? null;
}

export async function countBookingsWhere(db: Db, where: { packageId?: number; departureId?: number }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        where.packageId !== undefined ? eq(bookings.packageId, where.packageId) : undefined,
        where.departureId !== undefined ? eq(bookings.departureId, where.departureId) : undefined,
      ),
    );
  return row.n;
}
