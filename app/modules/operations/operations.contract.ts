import { z } from "zod";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { GENDERS, GUEST_RELATIONS } from "#app/modules/booking/booking.contract";
import { isTimeZone, zonedInstant } from "#app/shared/zoned-time";
import { PHONE_PATTERN } from "#app/shared/fields.contract";
import { ROOM_WARNINGS } from "./rooming.rules";
import { VISA_STATUSES } from "./visa.rules";
import {
  AIRLINE_PATTERN,
  airportOf,
  FLIGHT_NUMBER_PATTERN,
  IATA_PATTERN,
  MAX_LEG_HOURS,
  normaliseTicket,
  NUSUK_PATTERN,
  PNR_PATTERN,
  TICKET_PATTERN,
} from "./travel.rules";

/* The shapes of the departure operations' API (decision 072): the rooming list for now. */

// A departure's rooms and who sleeps in each (docs/product.md §Rooming list, decision 033).
const roomingId = z.coerce.number().int().positive().max(2_147_483_647);
export const roomingParams = z.object({ time_id: roomingId });
export const roomingRoomParams = roomingParams.extend({ room_id: roomingId });
export const roomingGuestParams = roomingParams.extend({ guest_id: roomingId });
/** Move a guest to a room of the list, or take them out of their room (null). */
/**
 * Move a guest (null = out of their room). A move that leaves a child without an adult of their
 * booking, puts a child with another booking's guests, or men and women of different families
 * together is refused (409) unless `confirm` is true (docs/product.md §Rooming list).
 */
export const roomingMoveInput = z.object({
  room_id: z.number().int().positive().max(2_147_483_647).nullable(),
  confirm: z.boolean().default(false),
});
export const roomingAddRoomInput = z.object({ room_type_id: z.number().int().positive().max(2_147_483_647) });
/**
 * PUT /rooming/{time_id}/stays: the departure's check-in and check-out at each hotel city of the
 * package (a city left out has none), within the trip's dates.
 */
export const roomingStaysInput = z.object({
  stays: z
    .array(
      z
        .object({ city: z.string().trim().min(1).max(40), check_in: z.iso.date(), check_out: z.iso.date() })
        .refine((s) => s.check_out > s.check_in, { path: ["check_out"], message: "stay_dates_order" }),
    )
    .max(6),
});
export type RoomingStaysInput = z.input<typeof roomingStaysInput>;
/** A room's numbers per hotel city of the package; an empty number is removed. */
export const roomingNumbersInput = z.object({
  numbers: z.record(z.string().trim().min(1).max(40), z.string().trim().max(20)),
});
export const roomingGuestDto = z.object({
  id: z.number().int(),
  booking_id: z.string(),
  booking_code: z.string(),
  full_name: z.string(),
  gender: z.enum(GENDERS),
  traveller_type: z.enum(TRAVELLER_TYPES),
  // The room type whose bed the guest bought; null = no bed (a child without a bed, an infant).
  room_type_id: z.number().int().nullable(),
  room_id: z.number().int().nullable(),
  // The guest's family (the mixing rule's unit): a key, equal for the relatives of one booking.
  family: z.string(),
  // How the guest is related to guest number `related_to` of their booking (null = not stated),
  // and their own number in it.
  relation: z.enum(GUEST_RELATIONS).nullable(),
  related_to: z.number().int().nullable(),
  position: z.number().int(),
});
export type RoomingGuestDto = z.infer<typeof roomingGuestDto>;
export const roomingRoomDto = z.object({
  id: z.number().int(),
  room_type_id: z.number().int(),
  // 1, 2, 3... within its room type: what staff call it before the hotel gives numbers.
  number: z.number().int(),
  numbers: z.record(z.string(), z.string()),
  beds: z.number().int(),
  beds_free: z.number().int(),
  // Men and women of different families share it (only a move by staff makes one).
  mixed: z.boolean(),
  // Every flag of the room (rooming.rules ROOM_WARNINGS): mixed, a child without an adult of
  // their booking, a child with guests of another booking. Only a confirmed move makes one.
  warnings: z.array(z.enum(ROOM_WARNINGS)),
  guests: z.array(roomingGuestDto),
});
export type RoomingRoomDto = z.infer<typeof roomingRoomDto>;
export const roomingListDto = z.object({
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }),
  hotel_cities: z.array(z.string()),
  // The hotel cities in the itinerary's order (by check-in; those without dates after, in the
  // package's order) with the departure's check-in and check-out there (null = not set yet).
  stays: z.array(z.object({ city: z.string(), check_in: z.string().nullable(), check_out: z.string().nullable() })),
  room_types: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      beds: z.number().int(),
      rooms: z.array(roomingRoomDto),
    }),
  ),
  // Guests of seat-holding bookings not in a room yet.
  unplaced: z.array(roomingGuestDto),
  guest_count: z.number().int(),
});
export type RoomingListDto = z.infer<typeof roomingListDto>;
export const roomingResponse = z.object({ data: roomingListDto });
export const roomingActionResponse = z.object({ message: z.string(), data: roomingListDto });

/**
 * A departure's briefing (docs/product.md §WhatsApp): the flight and the meeting point its
 * reminder tells the customers; empty: "to be announced". `meeting_at` is an instant (ISO with
 * offset), or "" / null for none.
 */
export const briefingInput = z.object({
  flight: z.string().trim().max(200).default(""),
  meeting_point: z.string().trim().max(300).default(""),
  meeting_at: z
    .union([z.iso.datetime({ offset: true }), z.literal("")])
    .nullable()
    .optional()
    .transform((v) => v || null),
  // The departure's tour leader (muthawwif) and their phone (decision 081); "" = not named yet.
  tour_leader: z.string().trim().max(120).default(""),
  tour_leader_phone: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === "" || PHONE_PATTERN.test(v), { message: "phone_format" })
    .default(""),
});
export type BriefingInput = z.input<typeof briefingInput>;
export const briefingDto = z.object({
  flight: z.string(),
  meeting_point: z.string(),
  meeting_at: z.string().nullable(),
  tour_leader: z.string(),
  tour_leader_phone: z.string(),
  updated_at: z.string().nullable(),
});
export type BriefingDto = z.infer<typeof briefingDto>;
export const briefingResponse = z.object({ data: briefingDto });

// ---------------------------------------------------------------------------------------------
// Flights, tickets, hotels and the tour leader of a departure; what a booking's guests see of
// them (issue 31 item 3, decision 081, docs/product.md §Departure operations).

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
export const travelParams = z.object({ time_id: rowId });
export const flightParams = travelParams.extend({ flight_id: rowId });
export const tripParams = z.object({ id: z.uuid() });

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const iata = z.string().trim().toUpperCase().regex(IATA_PATTERN, { message: "iata_format" });
const localTime = z.string().trim().regex(LOCAL_TIME, { message: "local_time_format" });
const zoneName = z.string().trim().max(64).default("");

/**
 * A flight leg as staff type it: each time is the wall clock at its airport ("2027-01-10T10:25")
 * with that airport's IANA zone. A code of the airports' table brings its zone (a zone sent with
 * it must be the table's); another code needs one. Parsed, it carries the two instants and zones.
 */
export const flightLegInput = z
  .object({
    airline: z.string().trim().toUpperCase().regex(AIRLINE_PATTERN, { message: "airline_format" }),
    flight_number: z.string().trim().toUpperCase().regex(FLIGHT_NUMBER_PATTERN, { message: "flight_number_format" }),
    origin: iata,
    destination: iata,
    departs_local: localTime,
    departs_zone: zoneName,
    arrives_local: localTime,
    arrives_zone: zoneName,
    pnr: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === "" || PNR_PATTERN.test(v), { message: "pnr_format" })
      .default(""),
    group_size: z.number().int().positive().max(1000).nullable().default(null),
  })
  .transform((v, ctx) => {
    const end = (code: string, given: string, side: "departs" | "arrives") => {
      const airport = airportOf(code);
      let zone = given;
      if (airport) {
        if (given !== "" && given !== airport.zone) {
          ctx.addIssue({ code: "custom", path: [`${side}_zone`], message: "zone_not_airport" });
          return null;
        }
        zone = airport.zone;
      } else if (given === "") {
        ctx.addIssue({ code: "custom", path: [`${side}_zone`], message: "zone_required" });
        return null;
      } else if (!isTimeZone(given)) {
        ctx.addIssue({ code: "custom", path: [`${side}_zone`], message: "zone_unknown" });
        return null;
      }
      const at = zonedInstant(v[`${side}_local`], zone);
      if (!at) {
        ctx.addIssue({ code: "custom", path: [`${side}_local`], message: "local_time_skipped" });
        return null;
      }
      return { zone, at };
    };
    const departs = end(v.origin, v.departs_zone, "departs");
    const arrives = end(v.destination, v.arrives_zone, "arrives");
    if (v.origin === v.destination) ctx.addIssue({ code: "custom", path: ["destination"], message: "same_airport" });
    if (departs && arrives) {
      const hours = (arrives.at.getTime() - departs.at.getTime()) / 3_600_000;
      if (hours <= 0) ctx.addIssue({ code: "custom", path: ["arrives_local"], message: "arrival_not_after_departure" });
      else if (hours > MAX_LEG_HOURS)
        ctx.addIssue({ code: "custom", path: ["arrives_local"], message: "leg_too_long" });
    }
    if (!departs || !arrives) return z.NEVER;
    return {
      airline: v.airline,
      flight_number: v.flight_number,
      origin: v.origin,
      destination: v.destination,
      departs_at: departs.at.toISOString(),
      departs_zone: departs.zone,
      arrives_at: arrives.at.toISOString(),
      arrives_zone: arrives.zone,
      pnr: v.pnr,
      group_size: v.group_size,
    };
  });
export type FlightLegInput = z.input<typeof flightLegInput>;
export type FlightLeg = z.output<typeof flightLegInput>;

/**
 * PUT /departures/{time_id}/tickets: the e-ticket number of many guests at once ("" removes a
 * guest's); a number is one guest's only, in this request as in the database.
 */
export const ticketsInput = z.object({
  tickets: z
    .array(
      z.object({
        guest_id: z.number().int().positive().max(2_147_483_647),
        ticket_number: z
          .string()
          .trim()
          .max(20)
          .refine((v) => v === "" || TICKET_PATTERN.test(v), { message: "ticket_format" })
          .transform((v) => (v === "" ? "" : (normaliseTicket(v) ?? v))),
      }),
    )
    .max(500)
    .superRefine((list, ctx) => {
      const numbers = new Set<string>();
      const guests = new Set<number>();
      list.forEach((t, i) => {
        if (guests.has(t.guest_id)) ctx.addIssue({ code: "custom", path: [i, "guest_id"], message: "guest_twice" });
        guests.add(t.guest_id);
        if (t.ticket_number === "") return;
        if (numbers.has(t.ticket_number))
          ctx.addIssue({ code: "custom", path: [i, "ticket_number"], message: "ticket_twice" });
        numbers.add(t.ticket_number);
      });
    }),
});
export type TicketsInput = z.input<typeof ticketsInput>;

/**
 * PUT /departures/{time_id}/hotels: the departure's stays (check-in, check-out) at each hotel
 * city of the package with the hotel and its Nusuk Masar reference; a city left out has none.
 */
export const hotelsInput = z.object({
  stays: z
    .array(
      z
        .object({
          city: z.string().trim().min(1).max(40),
          check_in: z.iso.date(),
          check_out: z.iso.date(),
          hotel: z.string().trim().max(120).default(""),
          nusuk_ref: z
            .string()
            .trim()
            .toUpperCase()
            .max(40)
            .refine((v) => v === "" || NUSUK_PATTERN.test(v), { message: "nusuk_format" })
            .default(""),
        })
        .refine((s) => s.check_out > s.check_in, { path: ["check_out"], message: "stay_dates_order" }),
    )
    .max(6),
});
export type HotelsInput = z.input<typeof hotelsInput>;

export const flightDto = z.object({
  id: z.number().int(),
  airline: z.string(),
  // The airline's name when it is one of the table's (travel.rules AIRLINES).
  airline_name: z.string().nullable(),
  flight_number: z.string(),
  origin: z.string(),
  // The airport's city when the code is one of the table's.
  origin_city: z.string().nullable(),
  destination: z.string(),
  destination_city: z.string().nullable(),
  // Instants, with each airport's zone: shown on that airport's clock.
  departs_at: z.string(),
  departs_zone: z.string(),
  arrives_at: z.string(),
  arrives_zone: z.string(),
  pnr: z.string(),
  group_size: z.number().int().nullable(),
});
export type FlightDto = z.infer<typeof flightDto>;
export const travelStayDto = z.object({
  city: z.string(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  hotel: z.string(),
  nusuk_ref: z.string(),
  // check_out − check_in, computed (never stored); null without dates.
  nights: z.number().int().nullable(),
});
export type TravelStayDto = z.infer<typeof travelStayDto>;
export const travelGuestDto = z.object({
  id: z.number().int(),
  booking_id: z.string(),
  booking_code: z.string(),
  full_name: z.string(),
  position: z.number().int(),
  ticket_number: z.string().nullable(),
});
export type TravelGuestDto = z.infer<typeof travelGuestDto>;
/** GET /departures/{time_id}/travel: what the flights-and-hotels screen shows and edits. */
export const travelDto = z.object({
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }),
  flights: z.array(flightDto),
  // The package's hotel cities in the itinerary's order, each with its stay (dates null: none yet).
  stays: z.array(travelStayDto),
  // The guests of its seat-holding bookings (a branch clerk: their branch's only), first booked first.
  guests: z.array(travelGuestDto),
  briefing: briefingDto,
});
export type TravelDto = z.infer<typeof travelDto>;
export const travelResponse = z.object({ data: travelDto });
export const travelActionResponse = z.object({ message: z.string(), data: travelDto });

export const visaStatusDto = z.object({
  status: z.enum(VISA_STATUSES),
  visa_number: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  reason: z.string().nullable(),
});
export type VisaStatusDto = z.infer<typeof visaStatusDto>;

/**
 * GET /booking/{id}/trip: what a booking's customer (and its agent, and staff) see of its
 * departure: the legs, the hotels, the tour leader, the meeting point, the manasik sessions, and
 * this booking's guests' tickets and visas, never another booking's. The PNR and the Nusuk
 * reference are staff's (null for the others).
 */
export const bookingTripDto = z.object({
  flights: z.array(flightDto.omit({ id: true, pnr: true, group_size: true }).extend({ pnr: z.string().nullable() })),
  stays: z.array(
    z.object({
      city: z.string(),
      hotel: z.string(),
      check_in: z.string(),
      check_out: z.string(),
      nights: z.number().int(),
      nusuk_ref: z.string().nullable(),
    }),
  ),
  tour_leader: z.object({ name: z.string(), phone: z.string() }).nullable(),
  // Where and when to be; `zone`: the clock `at` is read on (the first leg's airport, else the agency's).
  meeting: z.object({ point: z.string(), at: z.string().nullable(), zone: z.string() }).nullable(),
  manasik: z.array(z.object({ id: z.number().int(), starts_at: z.string(), place: z.string(), teacher: z.string() })),
  // Whether visas concern this trip (an umrah package, or a visa recorded).
  visas: z.boolean(),
  guests: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      full_name: z.string(),
      ticket_number: z.string().nullable(),
      visa: visaStatusDto,
    }),
  ),
});
export type BookingTripDto = z.infer<typeof bookingTripDto>;
export const bookingTripResponse = z.object({ data: bookingTripDto });
