import { queryOptions } from "@tanstack/react-query";
import { catalogClient } from "#app/modules/catalog/catalog.api-client";
import { api } from "#app/shared/http/client";
import { type QueryParams, toQuery } from "#app/shared/http/panel-api";
import type {
  BookingReportDto,
  CashReportDto,
  CashReportQuery as CashQueryInput,
  ManifestResponse,
  BookingReportQuery as ReportQueryInput,
} from "./report.contract";

/** The report query as the screen sends it (see QueryParams). */
export type BookingReportQuery = QueryParams<ReportQueryInput>;
/** The daily cash report's query (`date`, `branch_id`) as the screen sends it. */
export type CashReportQuery = QueryParams<CashQueryInput>;

type Locale = string;
type ExportFormat = "csv" | "xlsx";

/** Query keys (values kept from before: the booking list shares the package and departure lists). */
export const reportKeys = {
  all: ["panel", "report"] as const,
  booking: (query: BookingReportQuery, locale: Locale) => [...reportKeys.all, "booking", query, locale] as const,
  manifest: (timeId: number, locale: Locale) => [...reportKeys.all, "manifest", timeId, locale] as const,
  cash: (query: CashReportQuery, locale: Locale) => [...reportKeys.all, "cash", query, locale] as const,
  filterTours: () => ["panel", "tour", "all-for-filter"] as const,
  filterCategories: (locale: Locale) => ["panel", "category", "all-for-filter", locale] as const,
  departures: (tourId: number) => ["panel", "tour", tourId, "departures"] as const,
};

/**
 * Every request of the report screens. The filter lists (packages, categories, a package's
 * departures) are the catalogue's API, read here as the report needs them.
 */
export const reportClient = {
  booking: (query: BookingReportQuery, signal?: AbortSignal) =>
    api<BookingReportDto>(`/report/booking${toQuery(query)}`, { signal }),
  manifest: (timeId: number, signal?: AbortSignal) =>
    api<ManifestResponse>(`/report/manifest${toQuery({ time_id: timeId })}`, { signal }),
  /** A download link (the browser saves the file the server names), not a fetch. */
  bookingExportHref: (query: BookingReportQuery, format: ExportFormat, locale: Locale) =>
    `/api/report/booking${toQuery({ ...query, format, lang: locale })}`,
  manifestExportHref: (timeId: string, format: ExportFormat, locale: Locale) =>
    `/api/report/manifest${toQuery({ time_id: timeId, format, lang: locale })}`,
  cash: (query: CashReportQuery, signal?: AbortSignal) =>
    api<CashReportDto>(`/report/cash${toQuery(query)}`, { signal }),
  /** The packages below the ministry's reference price as Excel (docs/product.md §Licences, reference price and escrow). */
  belowReferenceExportHref: (locale: Locale) => `/api/report/below-reference/export${toQuery({ lang: locale })}`,
  cashExportHref: (query: CashReportQuery, locale: Locale) =>
    `/api/report/cash/export${toQuery({ ...query, format: "xlsx", lang: locale })}`,
  tours: (signal?: AbortSignal) => catalogClient.listTours({ limit: -1, status: "all" }, signal),
  categories: (signal?: AbortSignal) => catalogClient.listCategories({ limit: -1 }, signal),
  departures: (tourId: number, signal?: AbortSignal) => catalogClient.listDepartures(tourId, signal),
};

export const reportQueries = {
  booking: (query: BookingReportQuery, locale: Locale) =>
    queryOptions({
      queryKey: reportKeys.booking(query, locale),
      queryFn: ({ signal }) => reportClient.booking(query, signal),
    }),
  manifest: (timeId: number, locale: Locale) =>
    queryOptions({
      queryKey: reportKeys.manifest(timeId, locale),
      queryFn: ({ signal }) => reportClient.manifest(timeId, signal),
      select: (r) => r.data,
    }),
  cash: (query: CashReportQuery, locale: Locale) =>
    queryOptions({
      queryKey: reportKeys.cash(query, locale),
      queryFn: ({ signal }) => reportClient.cash(query, signal),
    }),
  filterTours: () =>
    queryOptions({
      queryKey: reportKeys.filterTours(),
      queryFn: ({ signal }) => reportClient.tours(signal),
      select: (r) => r.data,
    }),
  filterCategories: (locale: Locale) =>
    queryOptions({
      queryKey: reportKeys.filterCategories(locale),
      queryFn: ({ signal }) => reportClient.categories(signal),
      select: (r) => r.categories.data,
    }),
  departures: (tourId: number) =>
    queryOptions({
      queryKey: reportKeys.departures(tourId),
      queryFn: ({ signal }) => reportClient.departures(tourId, signal),
      select: (r) => [...r.data].sort((a, b) => a.start_date.localeCompare(b.start_date)),
    }),
};
