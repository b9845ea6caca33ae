import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { bookingClient, bookingKeys } from "#app/modules/booking/booking.api-client";
import { ApiError } from "#app/shared/http/client";
import type { QuoteDto } from "#app/modules/catalog/catalog.contract";
import { useCatalogFormat } from "#app/modules/catalog/ui/format";

export const QUOTE_KEY = bookingKeys.quotes;

/** A guest as the quote prices it: the birth date and the room type (null = no bed, or an infant). */
export interface QuoteGuest {
  birth_date: string;
  room_type_id?: number | null;
}

export interface QuoteRequest {
  time_id: number | undefined;
  pax: number;
  detail_ids: number[];
  /** Absent = pax adults in the package's first room type (what the server assumes). */
  guests?: QuoteGuest[];
}

/**
 * What the quote refuses, by field (`time_id`, `pax`, `detail_ids`, the booking's `guests`):
 * already translated messages; `guest` holds each guest's (`guests.{i}.room_type_id`) by position.
 */
export type QuoteProblems = Partial<Record<"time_id" | "pax" | "detail_ids" | "guests" | "_", string>> & {
  guest?: Record<number, string>;
};

const GUEST_PROBLEM = /^guests\.(\d+)\./;

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
  return [
    QUOTE_KEY,
    tourId,
    req.time_id ?? null,
    req.pax,
    [...req.detail_ids].sort((a, b) => a - b),
    req.guests ?? null,
    locale,
  ] as const;
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
    guests: req.guests ?? null,
  });
  const settledJson = useDebounced(current, 300);
  const settled = JSON.parse(settledJson) as {
    time_id: number | null;
    pax: number | null;
    detail_ids: number[];
    guests: QuoteGuest[] | null;
  };
  // NaN (an emptied pax input) arrives here as null.
  const pax = settled.pax ?? Number.NaN;
  // The guests go with the pax they were counted for (the server refuses any other count).
  const guests = settled.guests && settled.guests.length === pax ? settled.guests : undefined;
  const valid = Boolean(settled.time_id) && Number.isInteger(pax) && pax >= 1;
  const key = quoteKey(
    tourId,
    { time_id: settled.time_id ?? undefined, pax, detail_ids: settled.detail_ids, guests },
    locale,
  );
  const initialMatches = initial && JSON.stringify(quoteKey(tourId, initial.req, locale)) === JSON.stringify(key);
  const query = useQuery({
    queryKey: key,
    enabled: valid,
    queryFn: ({ signal }) =>
      bookingClient
        .quote(
          tourId,
          { time_id: settled.time_id as number, pax, detail_ids: settled.detail_ids, ...(guests ? { guests } : {}) },
          signal,
        )
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
    for (const field of ["time_id", "pax", "detail_ids", "guests"] as const)
      if (fields[field]?.[0]) problems[field] = fields[field][0];
    // Rooms and travellers' refusals are about one guest (room type full, no bed not sold...).
    for (const [path, messages] of Object.entries(fields)) {
      const at = GUEST_PROBLEM.exec(path);
      if (at && messages[0]) problems.guest = { ...problems.guest, [Number(at[1])]: messages[0] };
    }
    if (
      !problems.time_id &&
      !problems.pax &&
      !problems.detail_ids &&
      !problems.guests &&
      !problems.guest &&
      err.body.message
    )
      problems._ = err.body.message;
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
