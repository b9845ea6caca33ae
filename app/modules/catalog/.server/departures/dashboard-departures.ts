import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { departureState } from "#app/modules/catalog/catalog.rules";
import { listDeparturesFrom } from "./dashboard-departures.repository";
import { heldSeats } from "../tour-views";

export interface UpcomingDeparture {
  id: number;
  tour: { id: number; code: string; name: string };
  start_date: string;
  end_date: string;
  capacity: number;
  /** Pax held by bookings in a seat-holding status (the catalogue's seats-left rule). */
  booked: number;
  seats_left: number;
  full_booked: boolean;
  is_open: boolean;
}

/**
 * In-process, for the admin dashboard: the next `limit` departures from `from` (the agency's
 * today, YYYY-MM-DD, included) in date order, with capacity and seats left exactly as the
 * storefront counts them. Two queries (departures, seats held).
 */
export async function listUpcomingDepartures({
  ctx,
  input,
}: UseCaseArgs<{ from: string; limit: number }>): Promise<UpcomingDeparture[]> {
  requireStaff(ctx, "dashboard");
  const rows = await listDeparturesFrom(ctx.db, input);
  const held = await heldSeats(
    ctx,
    rows.map((d) => d.id),
  );
  return rows.map((d) => {
    const booked = held.get(d.id) ?? 0;
    const state = departureState(d, booked, input.from);
    return {
      id: d.id,
      tour: { id: d.packageId, code: d.packageCode, name: pickLocale(d.packageName, ctx.locale) },
      start_date: d.startDate,
      end_date: d.endDate,
      capacity: d.capacity,
      booked,
      seats_left: state.seatsLeft,
      full_booked: state.fullBooked,
      is_open: d.isOpen,
    };
  });
}
