import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#app/shared/http/client";
import { type QueryParams, toQuery } from "#app/shared/http/panel-api";
import type { OutboxQuery, outboxResponse, WhatsappTemplatesResponse } from "./notification.contract";

/*
 * The browser's door to the notification API. Below: the settings' screens (staff with the
 * settings permission): the WhatsApp template mapping (/panel/settings/whatsapp) and the outbox,
 * the development transport's view (/panel/messages).
 */

/** Addresses the settings show (not called from the browser): where Meta sends WhatsApp's webhook. */
export const outboxPaths = { whatsappWebhook: "/api/whatsapp/webhook" };

/** The outbox's filters as a screen sends them. */
export type OutboxListQuery = QueryParams<OutboxQuery>;

/** Query keys of the settings' WhatsApp templates and of the outbox. */
export const outboxKeys = {
  all: ["notification", "outbox"] as const,
  list: (query: OutboxListQuery) => [...outboxKeys.all, query] as const,
  templates: ["notification", "whatsapp-templates"] as const,
};

export const outboxClient = {
  /** The latest messages of either channel, newest first (GET /outbox). */
  list: (query: OutboxListQuery, signal?: AbortSignal) =>
    api<z.infer<typeof outboxResponse>>(`/outbox${toQuery(query)}`, { signal }),
  /** The channel's state and each message's template, parameters and previews (GET /whatsapp/templates). */
  templates: (signal?: AbortSignal) => api<WhatsappTemplatesResponse>("/whatsapp/templates", { signal }),
};

export const outboxQueries = {
  list: (query: OutboxListQuery) =>
    queryOptions({
      queryKey: outboxKeys.list(query),
      queryFn: ({ signal }) => outboxClient.list(query, signal),
      select: (r) => r.data,
    }),
  /** Fixed by the code and the environment: read once per visit. */
  templates: () =>
    queryOptions({
      queryKey: outboxKeys.templates,
      queryFn: ({ signal }) => outboxClient.templates(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
