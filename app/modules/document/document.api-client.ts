import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";
import type {
  ReadinessQuery,
  readinessBoardResponse,
  readinessIndexResponse,
  remindResponse,
} from "./readiness.contract";

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
