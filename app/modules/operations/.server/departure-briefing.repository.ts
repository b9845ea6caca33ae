import { and, asc, between, eq, inArray, notExists, sql } from "drizzle-orm";
import { bookings, departureBriefings, departureReminders, departures } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* A departure's briefing (flight, meeting point, tour leader) and the reminders sent of it (docs/product.md §WhatsApp). */

export type BriefingRow = typeof departureBriefings.$inferSelect;

export async function findBriefing(db: Db, departureId: number): Promise<BriefingRow | undefined> {
  const [row] = await db.select().from(departureBriefings).where(eq(departureBriefings.departureId, departureId));
  return row;
}

export async function saveBriefing(
  db: Db,
  row: {
    departureId: number;
    flight: string;
    meetingPoint: string;
    meetingAt: Date | null;
    tourLeader: string;
    tourLeaderPhone: string;
    at: Date;
  },
): Promise<BriefingRow> {
  const values = {
    flight: row.flight,
    meetingPoint: row.meetingPoint,
    meetingAt: row.meetingAt,
    tourLeader: row.tourLeader,
    tourLeaderPhone: row.tourLeaderPhone,
    updatedAt: row.at,
  };
  const [saved] = await db
    .insert(departureBriefings)
    .values({ departureId: row.departureId, ...values, createdAt: row.at })
    .onConflictDoUpdate({ target: departureBriefings.departureId, set: values })
    .returning();
  return saved;
}

/**
 * The bookings whose departure starts between `from` and `to` (agency days) that were not
 * reminded yet and are not cancelled, oldest departure first: one statement over bookings and
 * departures (listed reads, test/boundaries/table-owners.test.ts).
 */
export function bookingsToRemindOfDeparture(db: Db, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      code: bookings.code,
      customerId: bookings.customerId,
      packageId: bookings.packageId,
      departureId: departures.id,
      startDate: departures.startDate,
    })
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .where(
      and(
        between(departures.startDate, from, to),
        inArray(bookings.status, ["pending", "processing", "paid", "processed"]),
        notExists(
          db.select({ one: sql`1` }).from(departureReminders).where(eq(departureReminders.bookingId, bookings.id)),
        ),
      ),
    )
    .orderBy(asc(departures.startDate), asc(bookings.createdAt))
    .limit(500);
}

/** Claims a booking's reminder: whoever inserts it sends (ON CONFLICT DO NOTHING), so two instances send one. */
export async function claimDepartureReminder(db: Db, bookingId: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(departureReminders)
    .values({ bookingId, sentAt: at })
    .onConflictDoNothing()
    .returning({ id: departureReminders.bookingId });
  return rows.length === 1;
}
