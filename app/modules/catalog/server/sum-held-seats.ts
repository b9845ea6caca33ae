import type { Ctx } from "#app/shared/context";
import { sumPaxByDeparture } from "#app/modules/booking/server/booking.repository";

type Status = "pending" | "processing" | "paid" | "processed" | "canceled";

/**
 * Pax that bookings hold on each departure (in-process, for the catalogue's seats left; the
 * catalogue says which statuses hold seats). One query for any number of departures; a
 * departure without bookings maps to 0.
 */
export async function sumHeldSeats({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { departure_ids: number[]; statuses: readonly Status[] };
}): Promise<Map<number, number>> {
  const ids = [...new Set(input.departure_ids)];
  const held = new Map(ids.map((id) => [id, 0]));
  for (const row of await sumPaxByDeparture(ctx.db, ids, input.statuses))
    if (row.departureId !== null) held.set(row.departureId, row.pax);
  return held;
}
