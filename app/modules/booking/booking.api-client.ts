import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { accountClient } from "#app/modules/account/account.api-client";
import { catalogClient } from "#app/modules/catalog/catalog.api-client";
import { mediaClient } from "#app/modules/media/media.api-client";
import type { MessagesResponse } from "#app/modules/notification/notification.contract";
import type { quoteInput } from "#app/modules/catalog/catalog.contract";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";
import type {
  BookingAgentInput,
  BookingUpdateInput,
  GuestPassportInput,
  GuestMinistryInput,
  BookingActionResponse,
  BookingListResponse,
  BookingResponse,
  BookingTakersResponse,
  CancelInput,
  CheckoutInput,
  ListBookingsQuery,
  pendingCountResponse,
  regionsResponse,
  StatusInput,
} from "./booking.contract";

/*
 * The browser's one door to the booking API (payments, banks, statements, refunds and the
 * schedule are payment.api-client.ts's): every URL and every response
 * type of these screens is written here, typed from booking.contract.ts. Also the few reads of
 * other modules the booking screens make (the checkout's quote, the list's package filters, a
 * private document upload, the profile fill), so no booking screen writes a URL.
 */

/** A list query as the screens build it (empty values are left out of the URL). */
type ListParams = { [K in keyof ListBookingsQuery]?: ListBookingsQuery[K] | string | number | null };

/**
 * TanStack Query keys. Their values are those the screens used before (a write invalidates the
 * booking lists of every screen, the panel badge follows the pending count).
 */
export const bookingKeys = {
  all: ["panel", "booking"] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  list: (params: ListParams | Record<string, unknown>) => [...bookingKeys.lists(), params] as const,
  detail: (id: string) => [...bookingKeys.all, "detail", id] as const,
  /** Under the booking's detail: a write that refreshes the booking refreshes what was sent about it. */
  messages: (id: string) => [...bookingKeys.detail(id), "messages"] as const,
  pendingCount: ["booking-count-pending"] as const,
  /** The staff who took bookings: a new booking taken by staff may add one. */
  takers: () => [...bookingKeys.lists(), "takers"] as const,
  quotes: "checkout-quote",
  activeBanks: ["panel", "bank", "active"] as const,
  publicBanks: ["bank", "public"] as const,
  filterTours: ["panel", "tour", "all-for-filter"] as const,
  filterDepartures: (tourId: number) => ["panel", "tour", tourId, "departures"] as const,
  /** Indonesia's regions under a code ("" = the provinces): the same for everyone, never changed by a write. */
  regions: (parent: string) => ["regions", parent] as const,
};

export const bookingClient = {
  list: (params: ListParams, signal?: AbortSignal) =>
    api<BookingListResponse>(`/booking${toQuery(params as Record<string, string | number | null | undefined>)}`, {
      signal,
    }),
  /** An approved agent's own pilgrims' bookings (GET /booking/agent, decision 078 §3), the history's filters. */
  agentList: (params: ListParams, signal?: AbortSignal) =>
    api<BookingListResponse>(`/booking/agent${toQuery(params as Record<string, string | number | null | undefined>)}`, {
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => api<BookingResponse>(`/booking/${id}`, { signal }),
  /** Staff only: what was sent about the booking, with its customer's WhatsApp consent and inbound messages. */
  messages: (id: string, signal?: AbortSignal) => api<MessagesResponse>(`/booking/${id}/messages`, { signal }),
  pendingCount: (signal?: AbortSignal) =>
    api<z.infer<typeof pendingCountResponse>>("/booking/count/pending", { signal }),
  /** The staff who took the bookings the caller may see (the "taken by" filters). */
  takers: (signal?: AbortSignal) => api<BookingTakersResponse>("/booking/takers", { signal }),
  create: (input: CheckoutInput, idempotencyKey: string) =>
    api<BookingActionResponse>("/booking", {
      method: "POST",
      body: input,
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  update: (id: string, input: BookingUpdateInput) =>
    api<BookingActionResponse>(`/booking/${id}`, { method: "PUT", body: input }),
  correctPassport: (id: string, guestId: number, input: GuestPassportInput) =>
    api<BookingActionResponse>(`/booking/${id}/guest/${guestId}/passport`, { method: "PUT", body: input }),
  /** The ministry's data of one guest, completed from the booking page (decision 081). */
  saveMinistry: (id: string, guestId: number, input: GuestMinistryInput) =>
    api<BookingActionResponse>(`/booking/${id}/guest/${guestId}/ministry`, { method: "PUT", body: input }),
  /** Indonesia's regions under `parent` ("" = the provinces), for the address pickers. */
  regions: (parent: string, signal?: AbortSignal) =>
    api<z.infer<typeof regionsResponse>>(`/regions${parent ? `?parent=${encodeURIComponent(parent)}` : ""}`, {
      signal,
    }),
  /** Staff credit the booking to another agent, or to none, with a reason (decision 078 §3). */
  changeAgent: (id: string, input: BookingAgentInput) =>
    api<BookingActionResponse>(`/booking/${id}/agent`, { method: "PUT", body: input }),
  /** Staff record that the customer signed the written agreement in person. */
  recordAgreement: (id: string) => api<BookingActionResponse>(`/booking/${id}/agreement`, { method: "POST" }),
  cancel: (id: string, input: CancelInput = {}) =>
    api<BookingActionResponse>(`/booking/${id}/cancel`, { method: "POST", body: input }),
  setStatus: (id: string, input: StatusInput) =>
    api<BookingActionResponse>(`/booking/${id}/status`, { method: "PUT", body: input }),

  // ---------- reads of other modules the booking screens need ----------
  /** The checkout's price (POST /tour/{id}/quote); its 422s are the form's, not a toast. */
  quote: (tourId: number, input: z.input<typeof quoteInput>, signal?: AbortSignal) =>
    catalogClient.quote(tourId, input, signal),
  /** Every package whatever its status, for the booking list's filter. */
  filterTours: (signal?: AbortSignal) => catalogClient.listTours({ limit: -1, status: "all" }, signal),
  departures: (tourId: number, signal?: AbortSignal) => catalogClient.listDepartures(tourId, signal),
  /** A private document (transfer proof, visa): only its owner and the admins can open it. */
  uploadDocument: (file: File) => mediaClient.upload(file, "document"),
  me: () => accountClient.me(),
};

export const bookingQueries = {
  /** The regions under a code: official data, kept for the page's life. */
  regions: (parent: string) =>
    queryOptions({
      queryKey: bookingKeys.regions(parent),
      queryFn: ({ signal }) => bookingClient.regions(parent, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: bookingKeys.detail(id),
      queryFn: ({ signal }) => bookingClient.get(id, signal),
    }),
  messages: (id: string) =>
    queryOptions({
      queryKey: bookingKeys.messages(id),
      queryFn: ({ signal }) => bookingClient.messages(id, signal),
    }),
  list: (params: ListParams) =>
    queryOptions({
      queryKey: bookingKeys.list(params),
      queryFn: ({ signal }) => bookingClient.list(params, signal),
    }),
  /** Under the booking lists' keys: a booking the agent takes refreshes it. */
  agentList: (params: ListParams) =>
    queryOptions({
      queryKey: bookingKeys.list({ ...params, scope: "agent" }),
      queryFn: ({ signal }) => bookingClient.agentList(params, signal),
    }),
  pendingCount: () =>
    queryOptions({ queryKey: bookingKeys.pendingCount, queryFn: ({ signal }) => bookingClient.pendingCount(signal) }),
  takers: () =>
    queryOptions({
      queryKey: bookingKeys.takers(),
      queryFn: ({ signal }) => bookingClient.takers(signal),
      select: (r) => r.data,
    }),
  filterTours: () =>
    queryOptions({ queryKey: bookingKeys.filterTours, queryFn: ({ signal }) => bookingClient.filterTours(signal) }),
  departures: (tourId: number) =>
    queryOptions({
      queryKey: bookingKeys.filterDepartures(tourId),
      queryFn: ({ signal }) => bookingClient.departures(tourId, signal),
    }),
};
