import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  departureBriefings,
  departureStays,
  guestKits,
  manasikAttendance,
  manasikSessions,
  packageKitItems,
} from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * A departure's operations on the ground (decision 081): manasik sessions and attendance, the
 * package's kit items and the kits handed over; the tour leader and hotels the tags print. The
 * guests are booking's, read through booking's ground-guests.ts.
 */

export type ManasikSessionRow = typeof manasikSessions.$inferSelect;
export type AttendanceRow = typeof manasikAttendance.$inferSelect;
export type KitItemRow = typeof packageKitItems.$inferSelect;
export type GuestKitRow = typeof guestKits.$inferSelect;

// ---- Manasik ----

/** The departure's sessions, earliest first. */
export function listSessions(db: Db, departureId: number): Promise<ManasikSessionRow[]> {
  return db
    .select()
    .from(manasikSessions)
    .where(eq(manasikSessions.departureId, departureId))
    .orderBy(asc(manasikSessions.startsAt), asc(manasikSessions.id));
}

export async function findSession(
  db: Db,
  departureId: number,
  sessionId: number,
): Promise<ManasikSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(manasikSessions)
    .where(and(eq(manasikSessions.id, sessionId), eq(manasikSessions.departureId, departureId)));
  return row;
}

export async function insertSession(
  db: Db,
  row: { departureId: number; startsAt: Date; place: string; teacher: string; at: Date },
): Promise<ManasikSessionRow> {
  const [created] = await db
    .insert(manasikSessions)
    .values({
      departureId: row.departureId,
      startsAt: row.startsAt,
      place: row.place,
      teacher: row.teacher,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning();
  return created;
}

export async function updateSession(
  db: Db,
  sessionId: number,
  row: { startsAt: Date; place: string; teacher: string; at: Date },
): Promise<void> {
  await db
    .update(manasikSessions)
    .set({ startsAt: row.startsAt, place: row.place, teacher: row.teacher, updatedAt: row.at })
    .where(eq(manasikSessions.id, sessionId));
}

/** Deletes a session; its attendance goes with it (ON DELETE CASCADE). */
export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(manasikSessions).where(eq(manasikSessions.id, sessionId));
}

/** The attendance recorded at some sessions. */
export function listAttendance(db: Db, sessionIds: number[]): Promise<AttendanceRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db.select().from(manasikAttendance).where(inArray(manasikAttendance.sessionId, sessionIds));
}

/** Records present or absent per guest at a session, replacing what was recorded for them (one statement). */
export async function upsertAttendance(
  db: Db,
  sessionId: number,
  rows: { guestId: number; present: boolean }[],
  by: number,
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(manasikAttendance)
    .values(rows.map((r) => ({ sessionId, guestId: r.guestId, present: r.present, recordedBy: by, recordedAt: at })))
    .onConflictDoUpdate({
      target: [manasikAttendance.sessionId, manasikAttendance.guestId],
      set: {
        present: sql`excluded.present`,
        recordedBy: sql`excluded.recorded_by`,
        recordedAt: sql`excluded.recorded_at`,
      },
    });
}

// ---- Equipment kits ----

/** The package's kit items, in their order. */
export function listKitItems(db: Db, packageId: number): Promise<KitItemRow[]> {
  return db
    .select()
    .from(packageKitItems)
    .where(eq(packageKitItems.packageId, packageId))
    .orderBy(asc(packageKitItems.position), asc(packageKitItems.id));
}

export async function findKitItem(db: Db, packageId: number, itemId: number): Promise<KitItemRow | undefined> {
  const [row] = await db
    .select()
    .from(packageKitItems)
    .where(and(eq(packageKitItems.id, itemId), eq(packageKitItems.packageId, packageId)));
  return row;
}

type KitItemValues = Pick<typeof packageKitItems.$inferInsert, "name" | "for" | "sizes">;

/** Adds an item after the package's last one. */
export async function insertKitItem(db: Db, packageId: number, values: KitItemValues, at: Date): Promise<void> {
  await db.insert(packageKitItems).values({
    packageId,
    ...values,
    position: sql`(select coalesce(max(${packageKitItems.position}) + 1, 0) from ${packageKitItems} where ${packageKitItems.packageId} = ${packageId})`,
    createdAt: at,
    updatedAt: at,
  });
}

export async function updateKitItem(db: Db, itemId: number, values: KitItemValues, at: Date): Promise<void> {
  await db
    .update(packageKitItems)
    .set({ ...values, updatedAt: at })
    .where(eq(packageKitItems.id, itemId));
}

export async function deleteKitItem(db: Db, itemId: number): Promise<void> {
  await db.delete(packageKitItems).where(eq(packageKitItems.id, itemId));
}

/** The kits handed to some guests. */
export function listGuestKits(db: Db, guestIds: number[]): Promise<GuestKitRow[]> {
  if (guestIds.length === 0) return Promise.resolve([]);
  return db.select().from(guestKits).where(inArray(guestKits.guestId, guestIds));
}

/**
 * Records a guest's kit, once (decision 081): the guest is the key, so of two handovers at once
 * one inserts and the other finds the row (ON CONFLICT DO NOTHING) on either engine. True when
 * this one inserted it.
 */
export async function insertGuestKit(db: Db, row: typeof guestKits.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(guestKits)
    .values(row)
    .onConflictDoNothing({ target: guestKits.guestId })
    .returning({ guestId: guestKits.guestId });
  return inserted.length === 1;
}

// ---- What the ID cards and luggage tags print ----

/** The departure's tour leader and their phone ("" = not named yet). */
export async function findTourLeader(db: Db, departureId: number): Promise<{ name: string; phone: string }> {
  const [row] = await db
    .select({ name: departureBriefings.tourLeader, phone: departureBriefings.tourLeaderPhone })
    .from(departureBriefings)
    .where(eq(departureBriefings.departureId, departureId));
  return row ?? { name: "", phone: "" };
}

/** The departure's hotel at each stay's city, earliest check-in first. */
export function listStayHotels(db: Db, departureId: number) {
  return db
    .select({ city: departureStays.city, hotel: departureStays.hotel, checkIn: departureStays.checkIn })
    .from(departureStays)
    .where(eq(departureStays.departureId, departureId))
    .orderBy(asc(departureStays.checkIn), asc(departureStays.city));
}
