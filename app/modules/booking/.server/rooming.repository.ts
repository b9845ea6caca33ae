import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { bookingGuests, bookings, departureRooms, departureStays, SEAT_HOLDING_STATUSES } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* The rooming list's reads and writes: departure_rooms and booking_guests.room_id. */

export type RoomRow = typeof departureRooms.$inferSelect;

/** A booking in this status holds seats, and its guests are on the rooming list. */
export const holdsSeats = (status: (typeof bookings.$inferSelect)["status"]) =>
  (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);

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

/**
 * Guests of the departure's bookings that hold seats, first booked first. A new statement: under
 * READ COMMITTED it sees a cancellation committed while the caller waited for its locks.
 */
export async function listRoomingGuests(db: Db, departureId: number) {
  return db
    .select({
      id: bookingGuests.id,
      bookingId: bookingGuests.bookingId,
      bookingCode: bookings.code,
      customerId: bookings.customerId,
      position: bookingGuests.position,
      fullName: bookingGuests.fullName,
      gender: bookingGuests.gender,
      travellerType: bookingGuests.travellerType,
      roomTypeId: bookingGuests.roomTypeId,
      roomId: bookingGuests.roomId,
      relation: bookingGuests.relation,
      relatedTo: bookingGuests.relatedTo,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...SEAT_HOLDING_STATUSES])))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(bookingGuests.position));
}

/**
 * Locks the guest rows of the departure's bookings (FOR UPDATE), or only `guestIds` of them. A
 * cancellation clears its guests' rooms by updating those rows: it either finished before (and
 * the next read sees it) or waits until the rooming write commits, then clears what it placed.
 */
export async function lockRoomingGuests(db: Db, departureId: number, guestIds?: number[]) {
  await db
    .select({ id: bookingGuests.id })
    .from(bookingGuests)
    .where(
      and(
        inArray(
          bookingGuests.bookingId,
          db.select({ id: bookings.id }).from(bookings).where(eq(bookings.departureId, departureId)),
        ),
        guestIds ? inArray(bookingGuests.id, guestIds) : undefined,
      ),
    )
    .for("update");
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

export async function setGuestRoom(db: Db, guestId: number, roomId: number | null) {
  await db.update(bookingGuests).set({ roomId }).where(eq(bookingGuests.id, guestId));
}

/** Places many guests, each only if still unplaced (one statement per room). */
export async function placeGuests(db: Db, roomId: number, guestIds: number[]) {
  if (guestIds.length === 0) return;
  await db
    .update(bookingGuests)
    .set({ roomId })
    .where(and(inArray(bookingGuests.id, guestIds), isNull(bookingGuests.roomId)));
}

/**
 * Takes every guest of a booking out of their room: a booking that no longer holds seats
 * (cancelled, expired) leaves the rooming list in the transaction that moves it. Every guest row
 * is written (placed or not), so a rooming write holding them locked is waited for.
 */
export async function unplaceGuestsOfBooking(db: Db, bookingId: string) {
  await db.update(bookingGuests).set({ roomId: null }).where(eq(bookingGuests.bookingId, bookingId));
}

/** The departure's stays at its hotel cities (check-in, check-out), earliest first. */
export async function listStays(db: Db, departureId: number) {
  return db
    .select({ city: departureStays.city, checkIn: departureStays.checkIn, checkOut: departureStays.checkOut })
    .from(departureStays)
    .where(eq(departureStays.departureId, departureId))
    .orderBy(asc(departureStays.checkIn), asc(departureStays.city));
}

/** Replaces the departure's stays with `stays` (a city not listed has none). */
export async function replaceStays(
  db: Db,
  departureId: number,
  stays: { city: string; checkIn: string; checkOut: string }[],
) {
  await db.delete(departureStays).where(eq(departureStays.departureId, departureId));
  if (stays.length > 0) await db.insert(departureStays).values(stays.map((s) => ({ departureId, ...s })));
}
