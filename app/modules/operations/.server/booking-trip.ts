import type { UseCaseArgs } from "#app/shared/context";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { holdsSeats, listGuestsOfBooking } from "#app/modules/booking/.server/travel-guests";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { BookingTripDto } from "#app/modules/operations/operations.contract";
import { stayNights } from "#app/modules/operations/travel.rules";
import { findBriefing } from "./departure-briefing.repository";
import { findTickets, findVisas, listFlights, listHotelStays, listManasikSessions } from "./travel.repository";
import { toFlightDto } from "./travel";

const NOTHING: BookingTripDto = {
  flights: [],
  stays: [],
  tour_leader: null,
  meeting: null,
  manasik: [],
  visas: false,
  guests: [],
};

/**
 * GET /booking/{id}/trip (docs/product.md §Departure operations): the booking's departure as its
 * guests travel it. Its customer, the agent it is credited to, or staff who may read bookings
 * (a branch clerk: their branch's); anyone else 404. Only this booking's guests, with their
 * tickets and visas. The PNR and the Nusuk reference are staff's. A booking that holds no seats
 * (cancelled, expired) has no trip to show.
 */
export async function getBookingTrip({ ctx, input }: UseCaseArgs<{ id: string }>): Promise<BookingTripDto> {
  const booking = await loadBooking(ctx, input.id, { agentMayRead: true });
  if (booking.departureId === null || !holdsSeats(booking.status)) return NOTHING;
  const staff = ctx.actor?.role === "admin";
  const departureId = booking.departureId;
  // One after another: a transaction's connection takes no concurrent queries.
  const { tours } = await describeTours({
    ctx,
    input: { tour_ids: booking.packageId ? [booking.packageId] : [], time_ids: [] },
  });
  const flights = (await listFlights(ctx.db, departureId)).map(toFlightDto);
  const stays = await listHotelStays(ctx.db, departureId);
  const briefing = await findBriefing(ctx.db, departureId);
  const sessions = await listManasikSessions(ctx.db, departureId);
  const guests = await listGuestsOfBooking(ctx.db, booking.id);
  const ids = guests.map((g) => g.id);
  const tickets = await findTickets(ctx.db, ids);
  const visas = await findVisas(ctx.db, ids);
  const umrah = booking.packageId !== null && tours.get(booking.packageId)?.kind === "umrah";
  const meetingPoint = briefing?.meetingPoint.trim() ?? "";
  return {
    flights: flights.map(({ id: _id, group_size: _size, pnr, ...leg }) => ({ ...leg, pnr: staff ? pnr : null })),
    stays: stays.map((s) => ({
      city: s.city,
      hotel: s.hotel,
      check_in: s.checkIn,
      check_out: s.checkOut,
      nights: stayNights(s.checkIn, s.checkOut),
      nusuk_ref: staff ? s.nusukRef : null,
    })),
    tour_leader: briefing?.tourLeader ? { name: briefing.tourLeader, phone: briefing.tourLeaderPhone } : null,
    meeting:
      meetingPoint || briefing?.meetingAt
        ? {
            point: meetingPoint,
            at: briefing?.meetingAt?.toISOString() ?? null,
            zone: flights[0]?.departs_zone ?? AGENCY_TIME_ZONE,
          }
        : null,
    manasik: sessions.map((m) => ({
      id: m.id,
      starts_at: m.startsAt.toISOString(),
      place: m.place,
      teacher: m.teacher,
    })),
    visas: umrah || visas.size > 0,
    guests: guests.map((g) => {
      const visa = visas.get(g.id);
      return {
        id: g.id,
        position: g.position,
        full_name: g.fullName,
        ticket_number: tickets.get(g.id) ?? null,
        visa: {
          status: visa?.status ?? "waiting",
          visa_number: visa?.visaNumber ?? null,
          issued_on: visa?.issuedOn ?? null,
          expires_on: visa?.expiresOn ?? null,
          reason: visa?.reason ?? null,
        },
      };
    }),
  };
}
