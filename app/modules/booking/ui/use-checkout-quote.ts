import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { bookingClient, bookingKeys } from "#app/modules/booking/booking.http-client";
import { ApiError } from "#app/shared/http/client";
import type { QuoteDto } from "#app/modules/catalog/catalog.contract";
import { useCatalogFormat } from "#app/modules/catalog/ui/format";

export const QUOTE_KEY = bookingKeys.quotes;

export interface QuoteRequest {
  time_id: number | undefined;
  pax: number;
  detail_ids: number[];
}

/** What the quote refuses, by field (`time_id`, `pax`, `detail_ids`): already translated messages. */
export type QuoteProblems = Partial<Record<"time_id" | "pax" | "detail_ids" | "_", string>>;

/** `value` (a string, so renders do not restart the wait), once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The quote's names (extras) are in the visitor's language, so the language is part of the key. */
export function quoteKey(tourId: number, req: QuoteRequest, locale: string) {
  return [QUOTE_KEY, tourId, req.time_id ?? null, req.pax, [...req.detail_ids].sort((a, b) => a - b), locale] as const;
}

/**
 * The server's price of the current choices (POST /api/tour/{id}/quote), refreshed 300 ms after
 * the choices stop changing. The previous figures stay on screen while a new quote loads. Its
 * 422 answers are returned as per-field messages for the form to show inline: the shared error
 * handler is skipped (`quiet`), so changing the pax does not rain toasts.
 */
export function useCheckoutQuote(tourId: number, req: QuoteRequest, initial?: { req: QuoteRequest; quote: QuoteDto }) {
  const { locale } = useCatalogFormat();
  const current = JSON.stringify({
    time_id: req.time_id ?? null,
    pax: req.pax,
    detail_ids: [...req.detail_ids].sort((a, b) => a - b),
  });
  const settledJson = useDebounced(current, 300);
  const settled = JSON.parse(settledJson) as { time_id: number | null; pax: number | null; detail_ids: number[] };
  // NaN (an emptied pax input) arrives here as null.
  const pax = settled.pax ?? Number.NaN;
  const valid = Boolean(settled.time_id) && Number.isInteger(pax) && pax >= 1;
  const key = quoteKey(tourId, { time_id: settled.time_id ?? undefined, pax, detail_ids: settled.detail_ids }, locale);
  const initialMatches = initial && JSON.stringify(quoteKey(tourId, initial.req, locale)) === JSON.stringify(key);
  const query = useQuery({
    queryKey: key,
    enabled: valid,
    queryFn: ({ signal }) =>
      bookingClient
        .quote(tourId, { time_id: settled.time_id as number, pax, detail_ids: settled.detail_ids }, signal)
        .then((r) => r.data),
    initialData: initialMatches ? initial?.quote : undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    // A refused choice stays refused until it changes; only network failures are retried.
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });

  const problems: QuoteProblems = {};
  const err = valid ? query.error : null;
  if (err instanceof ApiError) {
    const fields = err.body.errors ?? {};
    for (const field of ["time_id", "pax", "detail_ids"] as const)
      if (fields[field]?.[0]) problems[field] = fields[field][0];
    if (!problems.time_id && !problems.pax && !problems.detail_ids && err.body.message) problems._ = err.body.message;
  }

  return {
    quote: valid && !err ? query.data : undefined,
    problems,
    // While the choices settle or a quote loads, the figures shown are the previous choice's.
    pending: valid && (query.isFetching || current !== settledJson),
    // No answer at all (network): the form says the price could not be loaded.
    failed: Boolean(err && !(err instanceof ApiError)),
    refetch: query.refetch,
  };
}
