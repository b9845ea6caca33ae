import { outOfScope } from "#app/shared/access";
import type { Actor, Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { getRoomingDeparture, type RoomingDeparture } from "#app/modules/catalog/.server/departures/rooming-departure";
import type { GroundGuest } from "#app/modules/booking/.server/ground-guests";
import type { GroundDepartureDto } from "#app/modules/operations/ground.contract";

/* What the ground's use cases (manasik, kits, tags) share: the departure, and whose guests a caller sees. */

/** The departure (with its package) or 404. */
export async function groundDeparture(ctx: Ctx, timeId: number): Promise<RoomingDeparture> {
  const departure = await getRoomingDeparture({ ctx, input: { time_id: timeId } });
  if (!departure) throw new AppError("not_found");
  return departure;
}

export const toGroundDepartureDto = (d: RoomingDeparture, ctx: Ctx): GroundDepartureDto => ({
  id: d.id,
  tour: { id: d.tour.id, code: d.tour.code, name: pickLocale(d.tour.name, ctx.locale) },
  start_date: d.startDate,
  end_date: d.endDate,
});

/** The guests a caller sees: a branch clerk their branch's only (docs/product.md §Staff roles and branches). */
export function guestsInScope<G extends Pick<GroundGuest, "branchId">>(actor: Actor, guests: readonly G[]): G[] {
  return guests.filter((g) => !outOfScope(actor, g.branchId));
}

export const toGroundGuestDto = (g: GroundGuest) => ({
  id: g.id,
  booking_id: g.bookingId,
  booking_code: g.bookingCode,
  full_name: g.fullName,
  gender: g.gender,
  traveller_type: g.travellerType,
});
