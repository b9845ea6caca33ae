import type { UseCaseArgs } from "#app/shared/context";
import { sumHeldBedsByDeparture, sumHeldPaxByDeparture } from "./booking-refs.repository";

/**
 * Pax that bookings hold on each departure, for the seats left (bookings in a seat-holding
 * status: booking's rule, SEAT_HOLDING_STATUSES). One query for any number of departures; a
 * departure without bookings maps to 0.
 */
export async function sumHeldSeats({
  ctx,
  input,
}: UseCaseArgs<{ departure_ids: number[] }>): Promise<Map<number, number>> {
  const ids = [...new Set(input.departure_ids)];
  const held = new Map(ids.map((id) => [id, 0]));
  for (const row of await sumHeldPaxByDeparture(ctx.db, ids))
    if (row.departureId !== null) held.set(row.departureId, row.pax);
  return held;
}

/**
 * Beds held on each departure per room type by bookings in a seat-holding status (rooms.rules
 * bedShortages compares them with the allotments). One query; a departure without beds held maps
 * to an empty map.
 */
export async function sumHeldBeds({
  ctx,
  input,
}: UseCaseArgs<{ departure_ids: number[] }>): Promise<Map<number, Map<number, number>>> {
  const ids = [...new Set(input.departure_ids)];
  const held = new Map(ids.map((id) => [id, new Map<number, number>()]));
  for (const row of await sumHeldBedsByDeparture(ctx.db, ids))
    if (row.departureId !== null && row.roomTypeId !== null) held.get(row.departureId)?.set(row.roomTypeId, row.beds);
  return held;
}
