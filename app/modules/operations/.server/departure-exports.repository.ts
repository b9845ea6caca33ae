import { asc, eq, inArray } from "drizzle-orm";
import { departureFlights, guestTickets } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* What the airline manifest reads of operations' own tables: the first leg's PNR, the guests' tickets. */

/** The PNR of the departure's first flight leg (by position, then departure time); "" when none. */
export async function firstLegPnr(db: Db, departureId: number): Promise<string> {
  const [leg] = await db
    .select({ pnr: departureFlights.pnr })
    .from(departureFlights)
    .where(eq(departureFlights.departureId, departureId))
    .orderBy(asc(departureFlights.position), asc(departureFlights.departsAt), asc(departureFlights.id))
    .limit(1);
  return leg?.pnr ?? "";
}

/** Ticket numbers by guest id, of these guests. */
export async function ticketsOf(db: Db, guestIds: number[]): Promise<Map<number, string>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ guestId: guestTickets.guestId, ticketNumber: guestTickets.ticketNumber })
    .from(guestTickets)
    .where(inArray(guestTickets.guestId, guestIds));
  return new Map(rows.map((r) => [r.guestId, r.ticketNumber]));
}
