import type { Api } from "#app/shared/api.server";
import { errorResponses, validationBody } from "#app/shared/api-errors";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import type { z } from "zod";
import {
  bookingTripResponse,
  flightLegInput,
  flightParams,
  hotelsInput,
  ticketsInput,
  travelActionResponse,
  travelParams,
  travelResponse,
  tripParams,
} from "#app/modules/operations/operations.contract";
import { getBookingTrip } from "./booking-trip";
import { addFlight, editFlight, getTravel, removeFlight, setHotels, setTickets } from "./travel";

const errors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};
const tags = ["operations"];

/**
 * A departure's flights, tickets and hotels (docs/product.md §Departure operations, decision
 * 081): staff with the departures permission; and what a booking's customer, agent and staff see
 * of them on the booking page.
 */
export async function travelApi(app: Api) {
  /** A write answered with the screen's view after it and the message `travel.<done>`. */
  function change<I>(
    method: "POST" | "PUT" | "DELETE",
    url: string,
    doc: { summary: string; params: z.ZodType; body?: z.ZodType; conflict?: typeof validationBody },
    done: string,
    run: (args: UseCaseArgs<I>) => Promise<unknown>,
  ) {
    app.route({
      method,
      url,
      config: { access: "departures" },
      schema: {
        tags,
        summary: doc.summary,
        params: doc.params,
        ...(doc.body && { body: doc.body }),
        response: { 200: travelActionResponse, ...errors, ...(doc.conflict && { 409: doc.conflict }) },
      },
      handler: async (req) => ({
        message: serverT(req.locale, "operations")(`travel.${done}`),
        data: await run({ ctx: req.ctx, input: { ...(req.params as object), ...(req.body as object) } as I }),
      }),
    });
  }

  app.get(
    "/departures/:time_id/travel",
    {
      config: { access: "departures" },
      schema: {
        tags,
        summary:
          "A departure's flight legs, hotel stays, guests with their ticket numbers (a branch clerk's branch only) and briefing",
        params: travelParams,
        response: { 200: travelResponse, ...errors },
      },
    },
    async (req) => ({ data: await getTravel({ ctx: req.ctx, input: req.params }) }),
  );

  change(
    "POST",
    "/departures/:time_id/flights",
    {
      summary:
        "Add a flight leg: times are the wall clock at each airport with its IANA zone (a known airport code brings its own)",
      params: travelParams,
      body: flightLegInput,
    },
    "flight_added",
    addFlight,
  );
  change(
    "PUT",
    "/departures/:time_id/flights/:flight_id",
    { summary: "Change a flight leg of the departure", params: flightParams, body: flightLegInput },
    "flight_saved",
    editFlight,
  );
  change(
    "DELETE",
    "/departures/:time_id/flights/:flight_id",
    { summary: "Delete a flight leg of the departure", params: flightParams },
    "flight_deleted",
    removeFlight,
  );
  change(
    "PUT",
    "/departures/:time_id/tickets",
    {
      summary:
        'Set many guests\' e-ticket numbers ("" removes one); 404 for a guest not of the departure or of another branch, 409 on the field of a number another guest holds',
      params: travelParams,
      body: ticketsInput,
      conflict: validationBody,
    },
    "tickets_saved",
    setTickets,
  );
  change(
    "PUT",
    "/departures/:time_id/hotels",
    {
      summary:
        "Set the departure's stays: each hotel city's check-in, check-out, hotel and Nusuk Masar reference (a city left out has none)",
      params: travelParams,
      body: hotelsInput,
    },
    "hotels_saved",
    setHotels,
  );

  app.get(
    "/booking/:id/trip",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "A booking's trip: its departure's flights, hotels, tour leader, meeting point and manasik, and this booking's guests' tickets and visas (its customer, its agent, staff who read bookings)",
        params: tripParams,
        response: { 200: bookingTripResponse, ...errors },
      },
    },
    async (req) => ({ data: await getBookingTrip({ ctx: req.ctx, input: req.params }) }),
  );
}
