import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  VisaInput,
  VisaActionResponse,
  VisasSubmittedResponse,
  VisaHistoryResponse,
  departureVisasResponse,
} from "./visa.contract";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";
import type { ministryListResponse } from "./departure-exports.contract";
import type { DepartureExportKind } from "./departure-exports.rules";
import type {
  departureKitsActionResponse,
  departureKitsResponse,
  KitHandoverInput,
  KitItemInput,
  ManasikAttendanceInput,
  manasikActionResponse,
  manasikResponse,
  ManasikSessionInput,
} from "./ground.contract";
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

// ---------- A departure's visas per guest (issue 31, decision 081) ----------

/** `/panel/tour/{id}/time/{time_id}/visas` (staff with documents). */
export const visaKeys = {
  all: ["panel", "departure-visas"] as const,
  list: (timeId: number) => ["panel", "departure-visas", timeId] as const,
  history: (timeId: number, guestId: number) => ["panel", "departure-visas", timeId, "history", guestId] as const,
};
export const visaClient = {
  list: (timeId: number, signal?: AbortSignal) =>
    api<z.infer<typeof departureVisasResponse>>(`/departures/${timeId}/visas`, { signal }),
  /** The visa as it now is, naming the `version` the screen read (409 when someone changed it meanwhile). */
  record: (timeId: number, guestId: number, body: VisaInput) =>
    api<VisaActionResponse>(`/departures/${timeId}/guest/${guestId}/visa`, { method: "PUT", body }),
  markSubmitted: (timeId: number, guestIds: number[]) =>
    api<VisasSubmittedResponse>(`/departures/${timeId}/visas/submitted`, {
      method: "POST",
      body: { guest_ids: guestIds },
    }),
  history: (timeId: number, guestId: number, signal?: AbortSignal) =>
    api<VisaHistoryResponse>(`/departures/${timeId}/guest/${guestId}/visa/history`, { signal }),
  /** A recorded visa file: the private file route (staff, and the booking's customer whose file it is). */
  fileHref: (fileId: string) => `/api/file/${fileId}`,
};
export const visaQueries = {
  list: (timeId: number) =>
    queryOptions({ queryKey: visaKeys.list(timeId), queryFn: ({ signal }) => visaClient.list(timeId, signal) }),
  history: (timeId: number, guestId: number) =>
    queryOptions({
      queryKey: visaKeys.history(timeId, guestId),
      queryFn: ({ signal }) => visaClient.history(timeId, guestId, signal),
    }),
};

// ---------- The rooming list ----------

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

// ---------- A departure's ministry data and exports (issue 31, decision 081) ----------

type MinistryListResponse = z.infer<typeof ministryListResponse>;

/** `/panel/tour/{id}/time/{time_id}/ministry` (documents; the downloads: manifests). */
export const ministryKeys = {
  list: (timeId: number) => ["panel", "departure-ministry", timeId] as const,
};
export const ministryClient = {
  list: (timeId: number, signal?: AbortSignal) =>
    api<MinistryListResponse>(`/departures/${timeId}/ministry`, { signal }),
  /** An Excel file: a link the browser saves (the insurance list's headings in the reader's language). */
  exportHref: (timeId: number, kind: DepartureExportKind, locale: string) =>
    `/api/departures/${timeId}/export/${kind}${toQuery({ lang: locale })}`,
};
export const ministryQueries = {
  list: (timeId: number) =>
    queryOptions({ queryKey: ministryKeys.list(timeId), queryFn: ({ signal }) => ministryClient.list(timeId, signal) }),
};

// ---- On the ground (issue 31): manasik sessions and attendance, equipment kits ----

type ManasikResponse = z.infer<typeof manasikResponse>;
type ManasikActionResponse = z.infer<typeof manasikActionResponse>;
type DepartureKitsResponse = z.infer<typeof departureKitsResponse>;
type DepartureKitsActionResponse = z.infer<typeof departureKitsActionResponse>;

/** A departure's manasik and kits screens (`/panel/tour/{id}/time/{time_id}/manasik`, `.../kits`). */
export const groundKeys = {
  manasik: (timeId: number) => ["panel", "manasik", timeId] as const,
  kits: (timeId: number) => ["panel", "kits", timeId] as const,
};
export const groundClient = {
  manasik: (timeId: number, signal?: AbortSignal) => api<ManasikResponse>(`/departures/${timeId}/manasik`, { signal }),
  createSession: (timeId: number, body: ManasikSessionInput) =>
    api<ManasikActionResponse>(`/departures/${timeId}/manasik`, { method: "POST", body }),
  updateSession: (timeId: number, sessionId: number, body: ManasikSessionInput) =>
    api<ManasikActionResponse>(`/departures/${timeId}/manasik/${sessionId}`, { method: "PUT", body }),
  deleteSession: (timeId: number, sessionId: number) =>
    api<ManasikActionResponse>(`/departures/${timeId}/manasik/${sessionId}`, { method: "DELETE" }),
  recordAttendance: (timeId: number, sessionId: number, attendance: ManasikAttendanceInput["attendance"]) =>
    api<ManasikActionResponse>(`/departures/${timeId}/manasik/${sessionId}/attendance`, {
      method: "PUT",
      body: { attendance },
    }),
  kits: (timeId: number, signal?: AbortSignal) => api<DepartureKitsResponse>(`/departures/${timeId}/kit`, { signal }),
  addItem: (timeId: number, body: KitItemInput) =>
    api<DepartureKitsActionResponse>(`/departures/${timeId}/kit/items`, { method: "POST", body }),
  updateItem: (timeId: number, itemId: number, body: KitItemInput) =>
    api<DepartureKitsActionResponse>(`/departures/${timeId}/kit/items/${itemId}`, { method: "PUT", body }),
  deleteItem: (timeId: number, itemId: number) =>
    api<DepartureKitsActionResponse>(`/departures/${timeId}/kit/items/${itemId}`, { method: "DELETE" }),
  handOver: (timeId: number, guestId: number, body: KitHandoverInput) =>
    api<DepartureKitsActionResponse>(`/departures/${timeId}/guest/${guestId}/kit`, { method: "POST", body }),
};
export const groundQueries = {
  manasik: (timeId: number) =>
    queryOptions({
      queryKey: groundKeys.manasik(timeId),
      queryFn: ({ signal }) => groundClient.manasik(timeId, signal),
    }),
  kits: (timeId: number) =>
    queryOptions({ queryKey: groundKeys.kits(timeId), queryFn: ({ signal }) => groundClient.kits(timeId, signal) }),
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
