import { queryOptions } from "@tanstack/react-query";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";
import type { ListMeta } from "#app/shared/list";
import type {
  ContactInput,
  ContactResponse,
  DeleteResponse,
  FaqDto,
  FaqEditDto,
  FaqInput,
  PageEditDto,
  PageInput,
  PageSummaryDto,
  PartnerDto,
  PartnerEditDto,
  PartnerInput,
  PhotoDto,
  PhotoEditDto,
  PhotoInput,
  SliderDto,
  SliderEditDto,
  SliderInput,
  TestimonyDto,
  TestimonyEditDto,
  TestimonyInput,
  VideoDto,
  VideoEditDto,
  VideoInput,
} from "./content.contract";

/** The query of a panel list: page, size, search and the list's own filters (`all`, `group`). */
export type ContentListParams = Record<string, string | number | undefined>;
export type ContentPage<Row> = { data: Row[]; meta: ListMeta };
export type WriteResult = { message: string };

/**
 * The requests of one content resource of the panel. Every resource has the same five: a page
 * of rows, the record as its form edits it, create, update and delete.
 */
export interface ContentResource<Row, Edit, Input> {
  list: (params: ContentListParams, signal?: AbortSignal) => Promise<ContentPage<Row>>;
  edit: (id: number, signal?: AbortSignal) => Promise<{ data: Edit }>;
  create: (input: Input) => Promise<WriteResult & { data: Row }>;
  update: (id: number, input: Input) => Promise<WriteResult & { data: Row }>;
  remove: (id: number) => Promise<DeleteResponse>;
}

function resource<Row, Edit, Input>(base: string): ContentResource<Row, Edit, Input> {
  return {
    list: (params, signal) => api(`${base}${toQuery(params)}`, { signal }),
    edit: (id, signal) => api(`${base}/${id}/edit`, { signal }),
    create: (input) => api(base, { method: "POST", body: input }),
    update: (id, input) => api(`${base}/${id}`, { method: "PUT", body: input }),
    remove: (id) => api(`${base}/${id}`, { method: "DELETE" }),
  };
}

export const contentClient = {
  faq: resource<FaqDto, FaqEditDto, FaqInput>("/faq"),
  page: resource<PageSummaryDto, PageEditDto, PageInput>("/page"),
  partner: resource<PartnerDto, PartnerEditDto, PartnerInput>("/partner"),
  testimony: resource<TestimonyDto, TestimonyEditDto, TestimonyInput>("/testimony"),
  photo: resource<PhotoDto, PhotoEditDto, PhotoInput>("/gallery"),
  video: resource<VideoDto, VideoEditDto, VideoInput>("/gallery/video"),
  slider: resource<SliderDto, SliderEditDto, SliderInput>("/slider"),
  /** The visitor's message from the contact page. */
  contact: (input: ContactInput) => api<ContactResponse>("/contact", { method: "POST", body: input }),
};

export type ContentResourceName = Exclude<keyof typeof contentClient, "contact">;

/** Query keys: a write invalidates its whole resource (`all`), lists and forms alike. */
export const contentKeys = {
  all: (name: string) => ["panel", "content", name] as const,
  list: (name: string, params: unknown[]) => [...contentKeys.all(name), "list", ...params] as const,
  edit: (name: string, id: number) => [...contentKeys.all(name), "edit", id] as const,
};

type EditOf<N extends ContentResourceName> = Awaited<ReturnType<(typeof contentClient)[N]["edit"]>>;

export const contentQueries = {
  /** The record as its form edits it: always read fresh (another admin may have changed it). */
  edit: <N extends ContentResourceName>(name: N, id: number) =>
    queryOptions<EditOf<N>>({
      queryKey: contentKeys.edit(name, id),
      queryFn: ({ signal }) => contentClient[name].edit(id, signal) as Promise<EditOf<N>>,
      staleTime: 0,
      gcTime: 0,
    }),
  /** Every page (the setting form's choice of the "about" page). */
  allPages: () =>
    queryOptions({
      queryKey: [...contentKeys.all("page"), "all"] as const,
      queryFn: ({ signal }) => contentClient.page.list({ limit: -1 }, signal),
    }),
};
