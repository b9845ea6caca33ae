import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";
import type {
  BriefingInput,
  bookingTripResponse,
  briefingResponse,
  FlightLegInput,
  HotelsInput,
  roomingActionResponse,
  roomingResponse,
  RoomingStaysInput,
  TicketsInput,
  travelActionResponse,
  travelResponse,
} from "./operations.contract";

/*
 * The browser's one door to the operations API (decision 019): the screens of this module call
 * these, never a URL.
 */

type RoomingResponse = z.infer<typeof roomingResponse>;
type RoomingActionResponse = z.infer<typeof roomingActionResponse>;

/** A departure's rooming list (`/panel/tour/{id}/time/{time_id}/rooming`, admin). */
export const roomingKeys = {
  list: (timeId: number) => ["panel", "rooming", timeId] as const,
};
export const roomingClient = {
  get: (timeId: number, signal?: AbortSignal) => api<RoomingResponse>(`/rooming/${timeId}`, { signal }),
  arrange: (timeId: number) => api<RoomingActionResponse>(`/rooming/${timeId}/arrange`, { method: "POST", body: {} }),
  /** `confirm`: staff saw what the move raises (a child apart, mixing families) and want it. */
  move: (timeId: number, guestId: number, roomId: number | null, confirm = false) =>
    api<RoomingActionResponse>(`/rooming/${timeId}/guest/${guestId}`, {
      method: "PUT",
      body: confirm ? { room_id: roomId, confirm } : { room_id: roomId },
    }),
  addRoom: (timeId: number, roomTypeId: number) =>
    api<RoomingActionResponse>(`/rooming/${timeId}/room`, { method: "POST", body: { room_type_id: roomTypeId } }),
  deleteRoom: (timeId: number, roomId: number) =>
    api<RoomingActionResponse>(`/rooming/${timeId}/room/${roomId}`, { method: "DELETE" }),
  setNumbers: (timeId: number, roomId: number, numbers: Record<string, string>) =>
    api<RoomingActionResponse>(`/rooming/${timeId}/room/${roomId}`, { method: "PUT", body: { numbers } }),
  setStays: (timeId: number, stays: RoomingStaysInput["stays"]) =>
    api<RoomingActionResponse>(`/rooming/${timeId}/stays`, { method: "PUT", body: { stays } }),
  /** The Excel file: a link the browser saves, in the reader's language. */
  exportHref: (timeId: number, locale: string) => `/api/rooming/${timeId}/export${toQuery({ lang: locale })}`,
};
export const roomingQueries = {
  list: (timeId: number) =>
    queryOptions({ queryKey: roomingKeys.list(timeId), queryFn: ({ signal }) => roomingClient.get(timeId, signal) }),
};

// ---------------------------------------------------------------------------------------------
// Flights, tickets, hotels and the briefing of a departure (`/panel/tour/{id}/time/{time_id}/travel`,
// staff with the departures permission); a booking's trip (the booking page). Issue 31 item 3.

type TravelResponse = z.infer<typeof travelResponse>;
type TravelActionResponse = z.infer<typeof travelActionResponse>;
type BriefingResponse = z.infer<typeof briefingResponse>;
type BookingTripResponse = z.infer<typeof bookingTripResponse>;

export const travelKeys = {
  departure: (timeId: number) => ["panel", "travel", timeId] as const,
  trip: (bookingId: string) => ["booking", bookingId, "trip"] as const,
};
export const travelClient = {
  get: (timeId: number, signal?: AbortSignal) => api<TravelResponse>(`/departures/${timeId}/travel`, { signal }),
  /** A leg's times: each airport's wall clock and zone (FlightLegInput). */
  addFlight: (timeId: number, leg: FlightLegInput) =>
    api<TravelActionResponse>(`/departures/${timeId}/flights`, { method: "POST", body: leg }),
  editFlight: (timeId: number, flightId: number, leg: FlightLegInput) =>
    api<TravelActionResponse>(`/departures/${timeId}/flights/${flightId}`, { method: "PUT", body: leg }),
  deleteFlight: (timeId: number, flightId: number) =>
    api<TravelActionResponse>(`/departures/${timeId}/flights/${flightId}`, { method: "DELETE" }),
  setTickets: (timeId: number, tickets: TicketsInput["tickets"]) =>
    api<TravelActionResponse>(`/departures/${timeId}/tickets`, { method: "PUT", body: { tickets } }),
  setHotels: (timeId: number, stays: HotelsInput["stays"]) =>
    api<TravelActionResponse>(`/departures/${timeId}/hotels`, { method: "PUT", body: { stays } }),
  setBriefing: (timeId: number, briefing: BriefingInput) =>
    api<BriefingResponse>(`/departures/${timeId}/briefing`, { method: "PUT", body: briefing }),
  trip: (bookingId: string, signal?: AbortSignal) => api<BookingTripResponse>(`/booking/${bookingId}/trip`, { signal }),
};
export const travelQueries = {
  departure: (timeId: number) =>
    queryOptions({ queryKey: travelKeys.departure(timeId), queryFn: ({ signal }) => travelClient.get(timeId, signal) }),
  trip: (bookingId: string) =>
    queryOptions({
      queryKey: travelKeys.trip(bookingId),
      queryFn: ({ signal }) => travelClient.trip(bookingId, signal),
      select: (r) => r.data,
    }),
};
