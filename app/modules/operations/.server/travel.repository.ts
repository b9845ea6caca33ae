import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { departureFlights, departureStays, guestTickets, guestVisas, manasikSessions } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * A departure's flights, its guests' tickets, its stays' hotels, and what a booking's trip page
 * reads of its manasik sessions and visas (decision 081). Guests are booking's rows: their ids
 * come from booking's travel-guests.ts.
 */

export type FlightRow = typeof departureFlights.$inferSelect;
type FlightValues = Omit<typeof departureFlights.$inferInsert, "id" | "departureId" | "position" | "createdAt">;

/** The departure's legs in the order they fly (by departure, then as entered). */
export async function listFlights(db: Db, departureId: number): Promise<FlightRow[]> {
  return db
    .select()
    .from(departureFlights)
    .where(eq(departureFlights.departureId, departureId))
    .orderBy(asc(departureFlights.departsAt), asc(departureFlights.position), asc(departureFlights.id));
}

export async function insertFlight(db: Db, departureId: number, values: FlightValues): Promise<void> {
  const [next] = await db
    .select({ n: sql<number>`coalesce(max(${departureFlights.position}) + 1, 0)::int` })
    .from(departureFlights)
    .where(eq(departureFlights.departureId, departureId));
  await db.insert(departureFlights).values({ departureId, position: next.n, ...values });
}

/** Changes a leg of the departure; false when it has no such leg. */
export async function updateFlight(db: Db, departureId: number, id: number, values: FlightValues): Promise<boolean> {
  const rows = await db
    .update(departureFlights)
    .set(values)
    .where(and(eq(departureFlights.id, id), eq(departureFlights.departureId, departureId)))
    .returning({ id: departureFlights.id });
  return rows.length === 1;
}

export async function deleteFlight(db: Db, departureId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(departureFlights)
    .where(and(eq(departureFlights.id, id), eq(departureFlights.departureId, departureId)))
    .returning({ id: departureFlights.id });
  return rows.length === 1;
}

/** The ticket numbers of some guests, by guest. */
export async function findTickets(db: Db, guestIds: number[]): Promise<Map<number, string>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ guestId: guestTickets.guestId, ticketNumber: guestTickets.ticketNumber })
    .from(guestTickets)
    .where(inArray(guestTickets.guestId, guestIds));
  return new Map(rows.map((r) => [r.guestId, r.ticketNumber]));
}

/** Which of `numbers` another guest than the one writing it holds already: number → its guest. */
export async function ticketHolders(db: Db, numbers: string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ guestId: guestTickets.guestId, ticketNumber: guestTickets.ticketNumber })
    .from(guestTickets)
    .where(inArray(guestTickets.ticketNumber, numbers));
  return new Map(rows.map((r) => [r.ticketNumber, r.guestId]));
}

/**
 * Sets a guest's ticket number (a new row, or the number changed). The number's unique index
 * decides between two writers of one number: the second fails (23505), whoever it is.
 */
export async function upsertTicket(db: Db, guestId: number, ticketNumber: string, at: Date): Promise<void> {
  await db
    .insert(guestTickets)
    .values({ guestId, ticketNumber, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: guestTickets.guestId,
      set: { ticketNumber, updatedAt: at },
      setWhere: ne(guestTickets.ticketNumber, ticketNumber),
    });
}

export async function deleteTickets(db: Db, guestIds: number[]): Promise<void> {
  if (guestIds.length === 0) return;
  await db.delete(guestTickets).where(inArray(guestTickets.guestId, guestIds));
}

export type StayRow = Pick<typeof departureStays.$inferSelect, "city" | "checkIn" | "checkOut" | "hotel" | "nusukRef">;

/** The departure's stays with their hotels, earliest first. */
export async function listHotelStays(db: Db, departureId: number): Promise<StayRow[]> {
  return db
    .select({
      city: departureStays.city,
      checkIn: departureStays.checkIn,
      checkOut: departureStays.checkOut,
      hotel: departureStays.hotel,
      nusukRef: departureStays.nusukRef,
    })
    .from(departureStays)
    .where(eq(departureStays.departureId, departureId))
    .orderBy(asc(departureStays.checkIn), asc(departureStays.city));
}

/** The departure's manasik sessions, earliest first (their editor is the manasik screen's). */
export async function listManasikSessions(db: Db, departureId: number) {
  return db
    .select({
      id: manasikSessions.id,
      startsAt: manasikSessions.startsAt,
      place: manasikSessions.place,
      teacher: manasikSessions.teacher,
    })
    .from(manasikSessions)
    .where(eq(manasikSessions.departureId, departureId))
    .orderBy(asc(manasikSessions.startsAt), asc(manasikSessions.id));
}

/** Some guests' visas, by guest (no row: waiting for documents; the visa screen writes them). */
export async function findVisas(db: Db, guestIds: number[]) {
  if (guestIds.length === 0) return new Map<number, typeof guestVisas.$inferSelect>();
  const rows = await db.select().from(guestVisas).where(inArray(guestVisas.guestId, guestIds));
  return new Map(rows.map((r) => [r.guestId, r]));
}
