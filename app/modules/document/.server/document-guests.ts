import type { Ctx } from "#app/shared/context";
import {
  findGuestsOfBooking as guestsOfBooking,
  findGuestsOfDepartures as guestsOfDepartures,
} from "#app/modules/booking/.server/document-rows";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";

type BookingGuestRow = Awaited<ReturnType<typeof guestsOfBooking>>[number];

/** A guest as the document rules judge them: with their booking, and their departure's dates. */
export type DocumentGuestRow = BookingGuestRow & { departureStart: string | null; departureEnd: string | null };

/** The guests' departure dates, from the catalogue (one query whatever the number of guests). */
async function withDepartureDates(ctx: Ctx, guests: BookingGuestRow[]): Promise<DocumentGuestRow[]> {
  const ids = [...new Set(guests.flatMap((g) => (g.departureId === null ? [] : [g.departureId])))];
  const { times } = await describeTours({ ctx, input: { tour_ids: [], time_ids: ids } });
  return guests.map((g) => {
    const time = g.departureId === null ? undefined : times.get(g.departureId);
    return { ...g, departureStart: time?.startDate ?? null, departureEnd: time?.endDate ?? null };
  });
}

/** A booking's guests (in order), with what the document rules need of their booking and departure. */
export async function findGuestsOfBooking(ctx: Ctx, bookingId: string): Promise<DocumentGuestRow[]> {
  return withDepartureDates(ctx, await guestsOfBooking(ctx.db, bookingId));
}

/**
 * The travelling guests (every status but canceled) of several departures, first booked first:
 * the readiness board's rows; the index and the dashboard read a page of departures at once.
 */
export async function findGuestsOfDepartures(ctx: Ctx, departureIds: number[]): Promise<DocumentGuestRow[]> {
  return withDepartureDates(ctx, await guestsOfDepartures(ctx.db, departureIds));
}
