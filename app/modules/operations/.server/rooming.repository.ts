import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { departureRooms, departureStays } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The rooming list's own tables: a departure's rooms and its hotel stays. Who sleeps in a room is
 * the guest's `room_id`, booking's column: read and written through booking's guest-rooms.ts.
 */

export type RoomRow = typeof departureRooms.$inferSelect;

export async function listRooms(db: Db, departureId: number): Promise<RoomRow[]> {
  return db
    .select()
    .from(departureRooms)
    .where(eq(departureRooms.departureId, departureId))
    .orderBy(asc(departureRooms.position), asc(departureRooms.id));
}

export async function findRoom(db: Db, departureId: number, roomId: number): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(departureRooms)
    .where(and(eq(departureRooms.id, roomId), eq(departureRooms.departureId, departureId)));
  return row;
}

export async function insertRoom(db: Db, row: typeof departureRooms.$inferInsert): Promise<RoomRow> {
  const [created] = await db.insert(departureRooms).values(row).returning();
  return created;
}

export async function deleteRoomRow(db: Db, roomId: number) {
  await db.delete(departureRooms).where(eq(departureRooms.id, roomId));
}

export async function setRoomNumbers(db: Db, roomId: number, numbers: Record<string, string>) {
  await db.update(departureRooms).set({ numbers, updatedAt: sql`now()` }).where(eq(departureRooms.id, roomId));
}

/** The next position of a room type's rooms on the departure (rooms are listed in this order). */
export async function nextRoomPosition(db: Db, departureId: number, roomTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${departureRooms.position}) + 1, 0)::int` })
    .from(departureRooms)
    .where(and(eq(departureRooms.departureId, departureId), eq(departureRooms.roomTypeId, roomTypeId)));
  return row.n;
}

/** The departure's stays at its hotel cities (check-in, check-out), earliest first. */
export async function listStays(db: Db, departureId: number) {
  return db
    .select({ city: departureStays.city, checkIn: departureStays.checkIn, checkOut: departureStays.checkOut })
    .from(departureStays)
    .where(eq(departureStays.departureId, departureId))
    .orderBy(asc(departureStays.checkIn), asc(departureStays.city));
}

/**
 * Replaces the departure's stays with `stays` (a city not listed has none). A city kept keeps its
 * hotel and Nusuk reference unless `hotel` / `nusukRef` are given (the rooming list sends dates
 * only; the flights-and-hotels screen sends all four).
 */
export async function replaceStays(
  db: Db,
  departureId: number,
  stays: { city: string; checkIn: string; checkOut: string; hotel?: string; nusukRef?: string }[],
) {
  const cities = stays.map((s) => s.city);
  await db
    .delete(departureStays)
    .where(
      and(
        eq(departureStays.departureId, departureId),
        cities.length > 0 ? notInArray(departureStays.city, cities) : undefined,
      ),
    );
  for (const s of stays) {
    const set = {
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      ...(s.hotel === undefined ? {} : { hotel: s.hotel }),
      ...(s.nusukRef === undefined ? {} : { nusukRef: s.nusukRef }),
      updatedAt: sql`now()`,
    };
    await db
      .insert(departureStays)
      .values({ departureId, city: s.city, ...set })
      .onConflictDoUpdate({ target: [departureStays.departureId, departureStays.city], set });
  }
}
