import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";
import type {
  AttributeDetailInput,
  AttributeInput,
  attributeDetailsResponse,
  attributeDetailWriteResponse,
  attributeEditResponse,
  attributesResponse,
  attributeWriteResponse,
  CategoryInput,
  categoriesResponse,
  categoryEditResponse,
  categoryWriteResponse,
  DepartureInput,
  DestinationInput,
  deletedResponse,
  departuresResponse,
  copyFaresResponse,
  departureWriteResponse,
  destinationEditResponse,
  destinationsResponse,
  destinationWriteResponse,
  QuoteInput,
  quoteResponse,
  TourInput,
  tourEditResponse,
  tourResponse,
  toursResponse,
  tourWriteResponse,
} from "./catalog.contract";

/**
 * The browser's door to the catalogue API: every request the catalogue screens (and other
 * modules' screens that pick a package or a departure) make, typed with the contract's request
 * and response schemas. Screens call these, never a URL.
 */

type Out<S extends z.ZodType> = z.infer<S>;
/** The list parameters the panel's tables send (empty values are left out of the URL). */
export type ListParams = { page?: number; limit?: number; search?: string };
export type TourListParams = ListParams & { status?: string; sort?: string; category_id?: string | number };

/** Query keys: a write invalidates its whole entity (the first two items). */
export const catalogKeys = {
  tours: ["panel", "tour"] as const,
  tourLists: ["panel", "tour", "list"] as const,
  tourList: (q: TourListParams) =>
    ["panel", "tour", "list", q.page, q.limit, q.search, q.status, q.sort, q.category_id] as const,
  tourEdit: (id: number | undefined) => ["panel", "tour", "edit", id] as const,
  departures: (tourId: number) => ["panel", "tour", "departures", tourId] as const,
  categories: ["panel", "category"] as const,
  destinations: ["panel", "destination"] as const,
  attributes: ["panel", "attribute"] as const,
  attributeDetails: (id: number) => ["panel", "attribute", "details", id] as const,
};

/** The three kinds of record a package refers to, edited on screens of the same shape. */
export type RecordKind = "category" | "destination" | "attribute";
export const recordKeys: Record<RecordKind, readonly string[]> = {
  category: catalogKeys.categories,
  destination: catalogKeys.destinations,
  attribute: catalogKeys.attributes,
};

const del = (path: string) => api<Out<typeof deletedResponse>>(path, { method: "DELETE" });
const write = <R>(path: string, method: "POST" | "PUT", body: unknown) => api<R>(path, { method, body });

export const catalogClient = {
  // packages
  listTours: (q: TourListParams, signal?: AbortSignal) =>
    api<Out<typeof toursResponse>>(`/tour${toQuery(q)}`, { signal }),
  /** A package's public page (published only; admins may preview any): room types, upcoming departures and fares. */
  getTour: (id: number, signal?: AbortSignal) => api<Out<typeof tourResponse>>(`/tour/${id}`, { signal }),
  getTourForm: (id: number, signal?: AbortSignal) => api<Out<typeof tourEditResponse>>(`/tour/${id}/edit`, { signal }),
  saveTour: (id: number | undefined, input: TourInput) =>
    id === undefined
      ? write<Out<typeof tourWriteResponse>>("/tour", "POST", input)
      : write<Out<typeof tourWriteResponse>>(`/tour/${id}`, "PUT", input),
  deleteTour: (id: number) => del(`/tour/${id}`),
  quote: (tourId: number, input: QuoteInput, signal?: AbortSignal) =>
    api<Out<typeof quoteResponse>>(`/tour/${tourId}/quote`, { method: "POST", body: input, signal, quiet: true }),

  // departures ("times")
  listDepartures: (tourId: number, signal?: AbortSignal) =>
    api<Out<typeof departuresResponse>>(`/tour/${tourId}/time`, { signal }),
  saveDeparture: (tourId: number, id: number | undefined, input: DepartureInput) =>
    id === undefined
      ? write<Out<typeof departureWriteResponse>>(`/tour/${tourId}/time`, "POST", input)
      : write<Out<typeof departureWriteResponse>>(`/tour/${tourId}/time/${id}`, "PUT", input),
  deleteDeparture: (tourId: number, id: number) => del(`/tour/${tourId}/time/${id}`),
  copyFares: (tourId: number, fromId: number, toIds: number[], belowReferenceReason?: string) =>
    write<Out<typeof copyFaresResponse>>(`/tour/${tourId}/time/${fromId}/copy-fares`, "POST", {
      to_time_ids: toIds,
      ...(belowReferenceReason ? { below_reference_reason: belowReferenceReason } : {}),
    }),

  // categories
  listCategories: (q: ListParams, signal?: AbortSignal) =>
    api<Out<typeof categoriesResponse>>(`/category${toQuery(q)}`, { signal }),
  getCategoryForm: (id: number, signal?: AbortSignal) =>
    api<Out<typeof categoryEditResponse>>(`/category/${id}/edit`, { signal }),
  saveCategory: (id: number | undefined, input: CategoryInput) =>
    id === undefined
      ? write<Out<typeof categoryWriteResponse>>("/category", "POST", input)
      : write<Out<typeof categoryWriteResponse>>(`/category/${id}`, "PUT", input),
  deleteCategory: (id: number) => del(`/category/${id}`),

  // destinations
  listDestinations: (q: ListParams, signal?: AbortSignal) =>
    api<Out<typeof destinationsResponse>>(`/destination${toQuery(q)}`, { signal }),
  getDestinationForm: (id: number, signal?: AbortSignal) =>
    api<Out<typeof destinationEditResponse>>(`/destination/${id}/edit`, { signal }),
  saveDestination: (id: number | undefined, input: DestinationInput) =>
    id === undefined
      ? write<Out<typeof destinationWriteResponse>>("/destination", "POST", input)
      : write<Out<typeof destinationWriteResponse>>(`/destination/${id}`, "PUT", input),
  deleteDestination: (id: number) => del(`/destination/${id}`),

  // extra-price groups and their details
  listAttributes: (q: ListParams, signal?: AbortSignal) =>
    api<Out<typeof attributesResponse>>(`/attribute${toQuery(q)}`, { signal }),
  getAttributeForm: (id: number, signal?: AbortSignal) =>
    api<Out<typeof attributeEditResponse>>(`/attribute/${id}/edit`, { signal }),
  saveAttribute: (id: number | undefined, input: AttributeInput) =>
    id === undefined
      ? write<Out<typeof attributeWriteResponse>>("/attribute", "POST", input)
      : write<Out<typeof attributeWriteResponse>>(`/attribute/${id}`, "PUT", input),
  deleteAttribute: (id: number) => del(`/attribute/${id}`),
  listAttributeDetails: (id: number, signal?: AbortSignal) =>
    api<Out<typeof attributeDetailsResponse>>(`/attribute/${id}/detail`, { signal }),
  saveAttributeDetail: (attributeId: number, id: number | undefined, input: AttributeDetailInput) =>
    id === undefined
      ? write<Out<typeof attributeDetailWriteResponse>>(`/attribute/${attributeId}/detail`, "POST", input)
      : write<Out<typeof attributeDetailWriteResponse>>(`/attribute/${attributeId}/detail/${id}`, "PUT", input),
  deleteAttributeDetail: (attributeId: number, id: number) => del(`/attribute/${attributeId}/detail/${id}`),
};

// A form always starts from the stored record.
const fresh = { staleTime: 0, gcTime: 0 } as const;

/** Query options for useQuery / prefetch. */
export const catalogQueries = {
  tourList: (q: TourListParams) =>
    queryOptions({
      queryKey: catalogKeys.tourList(q),
      queryFn: ({ signal }) => catalogClient.listTours(q, signal),
      placeholderData: keepPreviousData,
    }),
  tourEdit: (id: number | undefined) =>
    queryOptions({
      queryKey: catalogKeys.tourEdit(id),
      queryFn: ({ signal }) => catalogClient.getTourForm(id as number, signal),
      enabled: id !== undefined,
      ...fresh,
    }),
  /** Every package whatever its status (filters of the booking and report screens). */
  allTours: () =>
    queryOptions({
      queryKey: [...catalogKeys.tours, "all"],
      queryFn: ({ signal }) => catalogClient.listTours({ limit: -1, status: "all" }, signal),
      select: (r) => r.data,
    }),
  /** Every published package (GET /tour?limit=-1): pickers of other modules' forms (a savings plan's package). */
  publishedTours: () =>
    queryOptions({
      queryKey: [...catalogKeys.tours, "published"],
      queryFn: ({ signal }) => catalogClient.listTours({ limit: -1 }, signal),
      select: (r) => r.data,
    }),
  /** A package's public page (GET /tour/{id}): its room types and upcoming departures with their fares. */
  tourPage: (id: number | undefined) =>
    queryOptions({
      queryKey: [...catalogKeys.tours, "page", id],
      queryFn: ({ signal }) => catalogClient.getTour(id as number, signal),
      enabled: id !== undefined,
      select: (r) => r.data,
    }),
  departures: (tourId: number) =>
    queryOptions({
      queryKey: catalogKeys.departures(tourId),
      queryFn: ({ signal }) => catalogClient.listDepartures(tourId, signal),
      select: (r) => r.data,
    }),
  categoryList: (q: ListParams) =>
    queryOptions({
      queryKey: [...catalogKeys.categories, "list", q.page, q.limit, q.search],
      queryFn: ({ signal }) => catalogClient.listCategories(q, signal),
      // GET /category keeps the spec's `categories` wrapper; the tables read { data, meta }.
      select: (r) => r.categories,
      placeholderData: keepPreviousData,
    }),
  destinationList: (q: ListParams) =>
    queryOptions({
      queryKey: [...catalogKeys.destinations, "list", q.page, q.limit, q.search],
      queryFn: ({ signal }) => catalogClient.listDestinations(q, signal),
      placeholderData: keepPreviousData,
    }),
  attributeList: (q: ListParams) =>
    queryOptions({
      queryKey: [...catalogKeys.attributes, "list", q.page, q.limit, q.search],
      queryFn: ({ signal }) => catalogClient.listAttributes(q, signal),
      placeholderData: keepPreviousData,
    }),
  /** Every category (GET /category?limit=-1, the spec's call), for filters and the package form. */
  allCategories: () =>
    queryOptions({
      queryKey: [...catalogKeys.categories, "all"],
      queryFn: ({ signal }) => catalogClient.listCategories({ limit: -1 }, signal),
      select: (r) => r.categories.data,
    }),
  /** Every destination, for the package form's select. */
  allDestinations: () =>
    queryOptions({
      queryKey: [...catalogKeys.destinations, "all"],
      queryFn: ({ signal }) => catalogClient.listDestinations({ limit: -1 }, signal),
      select: (r) => r.data,
    }),
  /** Every extra-price group with its details, for the package form's checkboxes. */
  allAttributes: () =>
    queryOptions({
      queryKey: [...catalogKeys.attributes, "all"],
      queryFn: ({ signal }) => catalogClient.listAttributes({ limit: -1 }, signal),
      select: (r) => r.data,
    }),
  categoryEdit: (id: number | undefined) =>
    queryOptions({
      queryKey: [...catalogKeys.categories, "edit", id],
      queryFn: ({ signal }) => catalogClient.getCategoryForm(id as number, signal),
      enabled: id !== undefined,
      ...fresh,
    }),
  destinationEdit: (id: number | undefined) =>
    queryOptions({
      queryKey: [...catalogKeys.destinations, "edit", id],
      queryFn: ({ signal }) => catalogClient.getDestinationForm(id as number, signal),
      enabled: id !== undefined,
      ...fresh,
    }),
  attributeEdit: (id: number | undefined) =>
    queryOptions({
      queryKey: [...catalogKeys.attributes, "edit", id],
      queryFn: ({ signal }) => catalogClient.getAttributeForm(id as number, signal),
      enabled: id !== undefined,
      ...fresh,
    }),
  attributeDetails: (id: number) =>
    queryOptions({
      queryKey: catalogKeys.attributeDetails(id),
      queryFn: ({ signal }) => catalogClient.listAttributeDetails(id, signal),
    }),
};

export const useAllCategories = () => useQuery(catalogQueries.allCategories());
export const useAllDestinations = () => useQuery(catalogQueries.allDestinations());
export const useAllAttributes = () => useQuery(catalogQueries.allAttributes());
