import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#app/shared/http/client";
import { mediaClient } from "#app/modules/media/media.api-client";
import type {
  bookingDocumentsResponse,
  DocumentKind,
  documentActionResponse,
  RequirementsBody,
  ReviewDocumentBody,
  requirementsActionResponse,
  requirementsResponse,
  SubmitDocumentBody,
} from "./document.contract";
import { toQuery } from "#app/shared/http/panel-api";
import type {
  ReadinessQuery,
  readinessBoardResponse,
  readinessIndexResponse,
  remindResponse,
} from "./readiness.contract";

/*
 * The browser's one door to the pilgrim documents API (docs/product.md §Pilgrim documents):
 * every URL of the document screens is written here, typed from document.contract.ts.
 */

type BookingDocumentsResponse = z.infer<typeof bookingDocumentsResponse>;
type DocumentActionResponse = z.infer<typeof documentActionResponse>;
type RequirementsResponse = z.infer<typeof requirementsResponse>;
type RequirementsActionResponse = z.infer<typeof requirementsActionResponse>;

export const documentKeys = {
  requirements: (tourId: number) => ["panel", "document-requirements", tourId] as const,
  booking: (bookingId: string) => ["panel", "booking-documents", bookingId] as const,
};

export const documentClient = {
  requirements: (tourId: number, signal?: AbortSignal) =>
    api<RequirementsResponse>(`/tour/${tourId}/document-requirements`, { signal }),
  saveRequirements: (tourId: number, body: RequirementsBody) =>
    api<RequirementsActionResponse>(`/tour/${tourId}/document-requirements`, { method: "PUT", body }),
  ofBooking: (bookingId: string, signal?: AbortSignal) =>
    api<BookingDocumentsResponse>(`/booking/${bookingId}/documents`, { signal }),
  /** A private upload first (POST /api/upload?purpose=document), then handed in as this document. */
  upload: (file: File) => mediaClient.upload(file, "document"),
  submit: (bookingId: string, guestId: number, kind: DocumentKind, body: SubmitDocumentBody) =>
    api<DocumentActionResponse>(`/booking/${bookingId}/guests/${guestId}/documents/${kind}`, { method: "PUT", body }),
  review: (documentId: number, body: ReviewDocumentBody) =>
    api<DocumentActionResponse>(`/documents/${documentId}/review`, { method: "POST", body }),
  /** The package's documents screen in the panel. */
  requirementsPage: (tourId: number) => `/panel/tour/${tourId}/documents`,
};

export const documentQueries = {
  requirements: (tourId: number) =>
    queryOptions({
      queryKey: documentKeys.requirements(tourId),
      queryFn: ({ signal }) => documentClient.requirements(tourId, signal),
    }),
  booking: (bookingId: string) =>
    queryOptions({
      queryKey: documentKeys.booking(bookingId),
      queryFn: ({ signal }) => documentClient.ofBooking(bookingId, signal),
    }),
};

// ---------- readiness board (docs/product.md §Readiness board, admins) ----------
type ReadinessBoardResponse = z.infer<typeof readinessBoardResponse>;
type ReadinessIndexResponse = z.infer<typeof readinessIndexResponse>;
type RemindResponse = z.infer<typeof remindResponse>;
type BoardFilters = Pick<ReadinessQuery, "status" | "kind" | "search">;

export const readinessKeys = {
  all: ["panel", "readiness"] as const,
  index: (page: number) => ["panel", "readiness", "index", page] as const,
  board: (timeId: number, filters: BoardFilters) => ["panel", "readiness", "board", timeId, filters] as const,
};
export const readinessClient = {
  index: (page: number, signal?: AbortSignal) =>
    api<ReadinessIndexResponse>(`/readiness${toQuery({ page, limit: 15 })}`, { signal }),
  board: (timeId: number, filters: BoardFilters, signal?: AbortSignal) =>
    api<ReadinessBoardResponse>(
      `/departures/${timeId}/readiness${toQuery({ status: filters.status, kind: filters.kind, search: filters.search })}`,
      { signal },
    ),
  remind: (timeId: number, bookingIds?: string[]) =>
    api<RemindResponse>(`/departures/${timeId}/readiness/remind`, {
      method: "POST",
      body: bookingIds ? { booking_ids: bookingIds } : {},
    }),
  /** The Excel file: a link the browser saves, in the reader's language. */
  exportHref: (timeId: number, locale: string) =>
    `/api/departures/${timeId}/readiness/export${toQuery({ format: "xlsx", lang: locale })}`,
};
export const readinessQueries = {
  index: (page: number) =>
    queryOptions({ queryKey: readinessKeys.index(page), queryFn: ({ signal }) => readinessClient.index(page, signal) }),
  board: (timeId: number, filters: BoardFilters) =>
    queryOptions({
      queryKey: readinessKeys.board(timeId, filters),
      queryFn: ({ signal }) => readinessClient.board(timeId, filters, signal),
    }),
};
