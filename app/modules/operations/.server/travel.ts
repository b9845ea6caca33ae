import { branchScope, outOfScope, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { getRoomingDeparture, type RoomingDeparture } from "#app/modules/catalog/.server/departures/rooming-departure";
import { listTravelGuests } from "#app/modules/booking/.server/travel-guests";
import type { FlightDto, FlightLeg, TravelDto } from "#app/modules/operations/operations.contract";
import { stayOrder } from "#app/modules/operations/rooming.rules";
import { airlineName, airportOf, stayNights } from "#app/modules/operations/travel.rules";
import type { z } from "zod";
import type { hotelsInput, ticketsInput } from "#app/modules/operations/operations.contract";
import { findBriefing } from "./departure-briefing.repository";
import { toBriefingDto } from "./departure-briefing";
import { stayErrors } from "./rooming-rooms";
import { replaceStays } from "./rooming.repository";
import {
  deleteFlight,
  deleteTickets,
  type FlightRow,
  findTickets,
  insertFlight,
  listFlights,
  listHotelStays,
  ticketHolders,
  updateFlight,
  upsertTicket,
} from "./travel.repository";

/*
 * A departure's flights, tickets, hotels (docs/product.md §Departure operations, decision 081):
 * staff with the departures permission. Every write runs in one transaction that locks the
 * departure row first (the lock the rooming list and checkouts take), so two writes of one
 * departure run one after the other; it answers the screen's whole view as it is after it.
 */

export function toFlightDto(r: FlightRow): FlightDto {
  return {
    id: r.id,
    airline: r.airline,
    airline_name: airlineName(r.airline),
    flight_number: r.flightNumber,
    origin: r.origin,
    origin_city: airportOf(r.origin)?.city ?? null,
    destination: r.destination,
    destination_city: airportOf(r.destination)?.city ?? null,
    departs_at: r.departsAt.toISOString(),
    departs_zone: r.departsZone,
    arrives_at: r.arrivesAt.toISOString(),
    arrives_zone: r.arrivesZone,
    pnr: r.pnr,
    group_size: r.groupSize,
  };
}

async function departureOr404(ctx: Ctx, timeId: number, lock: boolean): Promise<RoomingDeparture> {
  const departure = await getRoomingDeparture({ ctx, input: { time_id: timeId, lock } });
  if (!departure) throw new AppError("not_found");
  return departure;
}

async function toTravel(ctx: Ctx, departure: RoomingDeparture): Promise<TravelDto> {
  // One after another: inside a transaction this is one connection.
  const flights = await listFlights(ctx.db, departure.id);
  const stays = await listHotelStays(ctx.db, departure.id);
  const scope = branchScope(ctx.actor);
  const guests = (await listTravelGuests(ctx.db, departure.id)).filter(
    (g) => scope === undefined || g.branchId === scope,
  );
  const tickets = await findTickets(
    ctx.db,
    guests.map((g) => g.id),
  );
  const briefing = await findBriefing(ctx.db, departure.id);
  const byCity = new Map(stays.map((s) => [s.city, s]));
  return {
    tour: { id: departure.tour.id, code: departure.tour.code, name: pickLocale(departure.tour.name, ctx.locale) },
    time: { id: departure.id, start_date: departure.startDate, end_date: departure.endDate },
    flights: flights.map(toFlightDto),
    stays: stayOrder(departure.hotelCities, stays).map((s) => ({
      ...s,
      hotel: byCity.get(s.city)?.hotel ?? "",
      nusuk_ref: byCity.get(s.city)?.nusukRef ?? "",
      nights: s.check_in && s.check_out ? stayNights(s.check_in, s.check_out) : null,
    })),
    guests: guests.map((g) => ({
      id: g.id,
      booking_id: g.bookingId,
      booking_code: g.bookingCode,
      full_name: g.fullName,
      position: g.position,
      ticket_number: tickets.get(g.id) ?? null,
    })),
    briefing: toBriefingDto(briefing),
  };
}

/** GET /departures/{time_id}/travel: the flights-and-hotels screen's view. */
export async function getTravel({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<TravelDto> {
  requireStaff(ctx, "departures");
  return toTravel(ctx, await departureOr404(ctx, input.time_id, false));
}

async function travelWrite(
  ctx: Ctx,
  timeId: number,
  write: (tx: Ctx, departure: RoomingDeparture) => Promise<void>,
): Promise<TravelDto> {
  requireStaff(ctx, "departures");
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const departure = await departureOr404(tx, timeId, true);
    await write(tx, departure);
    return toTravel(tx, departure);
  });
}

const flightValues = (leg: FlightLeg, at: Date) => ({
  airline: leg.airline,
  flightNumber: leg.flight_number,
  origin: leg.origin,
  destination: leg.destination,
  departsAt: new Date(leg.departs_at),
  departsZone: leg.departs_zone,
  arrivesAt: new Date(leg.arrives_at),
  arrivesZone: leg.arrives_zone,
  pnr: leg.pnr,
  groupSize: leg.group_size,
  updatedAt: at,
});

/** POST /departures/{time_id}/flights: a leg more. */
export async function addFlight({ ctx, input }: UseCaseArgs<{ time_id: number } & FlightLeg>): Promise<TravelDto> {
  return travelWrite(ctx, input.time_id, async (tx, departure) => {
    await insertFlight(tx.db, departure.id, flightValues(input, tx.now()));
  });
}

/** PUT /departures/{time_id}/flights/{flight_id}: a leg changed (404: not one of the departure's). */
export async function editFlight({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; flight_id: number } & FlightLeg>): Promise<TravelDto> {
  return travelWrite(ctx, input.time_id, async (tx, departure) => {
    if (!(await updateFlight(tx.db, departure.id, input.flight_id, flightValues(input, tx.now()))))
      throw new AppError("not_found");
  });
}

export async function removeFlight({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; flight_id: number }>): Promise<TravelDto> {
  return travelWrite(ctx, input.time_id, async (tx, departure) => {
    if (!(await deleteFlight(tx.db, departure.id, input.flight_id))) throw new AppError("not_found");
  });
}

/** The 409 of ticket numbers another guest holds: one message per field. */
function ticketsTaken(fields: number[]): AppError {
  const fieldErrors: FieldErrors = Object.fromEntries(
    fields.map((i) => [`tickets.${i}.ticket_number`, [{ key: "ticket_taken" }]]),
  );
  return new AppError("conflict", { key: "tickets_taken", fieldErrors });
}

type TicketLine = { guest_id: number; ticket_number: string };

/**
 * The lines whose number a guest outside the request holds (a guest of the request giving their
 * number up to another, a swap, does not count: the request takes it from them first).
 */
function takenLines(lines: readonly TicketLine[], holders: Map<string, number>): number[] {
  const inRequest = new Set(lines.map((t) => t.guest_id));
  return lines.flatMap((t, i) => {
    const holder = t.ticket_number === "" ? undefined : holders.get(t.ticket_number);
    return holder !== undefined && holder !== t.guest_id && !inRequest.has(holder) ? [i] : [];
  });
}

/**
 * PUT /departures/{time_id}/tickets: many guests' ticket numbers at once ("" removes one). Each
 * guest must be of the departure's seat-holding bookings, and of the clerk's branch for a branch
 * clerk (404 otherwise, as another branch's guest is unknown to them). A number another guest
 * holds is a 409 on its field: checked under the departure's lock, and by the number's unique
 * index against a writer of another departure (whichever commits first wins).
 */
export async function setTickets({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number } & z.output<typeof ticketsInput>>): Promise<TravelDto> {
  const actor = requireStaff(ctx, "departures");
  const numbers = input.tickets.flatMap((t) => (t.ticket_number === "" ? [] : [t.ticket_number]));
  try {
    return await travelWrite(ctx, input.time_id, async (tx, departure) => {
      const ids = input.tickets.map((t) => t.guest_id);
      const guests = new Map((await listTravelGuests(tx.db, departure.id, ids)).map((g) => [g.id, g]));
      for (const id of ids) {
        const guest = guests.get(id);
        if (!guest || outOfScope(actor, guest.branchId)) throw new AppError("not_found");
      }
      const taken = takenLines(input.tickets, await ticketHolders(tx.db, numbers));
      if (taken.length > 0) throw ticketsTaken(taken);
      const current = await findTickets(tx.db, ids);
      const changed = input.tickets.filter((t) => (current.get(t.guest_id) ?? "") !== t.ticket_number);
      // The numbers given up first, so two guests of the request may swap theirs.
      await deleteTickets(
        tx.db,
        changed.map((t) => t.guest_id),
      );
      for (const t of changed)
        if (t.ticket_number !== "") await upsertTicket(tx.db, t.guest_id, t.ticket_number, tx.now());
    });
  } catch (err) {
    if (uniqueViolation(err) !== "guest_tickets_number_idx") throw err;
    // Another departure's writer took one of the numbers between our check and our write.
    const taken = takenLines(input.tickets, await ticketHolders(ctx.db, numbers));
    throw ticketsTaken(taken.length > 0 ? taken : input.tickets.map((_, i) => i));
  }
}

/**
 * PUT /departures/{time_id}/hotels: the stays with their hotels and Nusuk references (the same
 * rules as the rooming list's dates: a hotel city of the package, once, within the trip).
 */
export async function setHotels({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number } & z.output<typeof hotelsInput>>): Promise<TravelDto> {
  return travelWrite(ctx, input.time_id, async (tx, departure) => {
    const errors = stayErrors(departure, input.stays, tx.locale);
    if (Object.keys(errors).length > 0) throw new AppError("validation", { fieldErrors: errors });
    await replaceStays(
      tx.db,
      departure.id,
      input.stays.map((s) => ({
        city: s.city,
        checkIn: s.check_in,
        checkOut: s.check_out,
        hotel: s.hotel,
        nusukRef: s.nusuk_ref,
      })),
    );
  });
}
