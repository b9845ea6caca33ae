import type { z } from "zod";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { quoteInput } from "#app/modules/catalog/catalog.contract";
import { departureState, todayOf } from "#app/modules/catalog/catalog.rules";
import { findDepartureForSale, lockDeparture } from "../catalog.repository";
import { computeQuote, type QuoteOptions } from "../quote-tour";
import { heldSeats } from "../tour-views";

/**
 * In-process, for the booking module, and only inside its transaction (`ctx.db` is the
 * transaction): locks the departure row (`SELECT ... FOR UPDATE`) and then quotes. Every other
 * checkout for the same departure waits on that lock until this transaction ends, so the seats
 * counted here are the seats left when the booking is inserted, across processes too
 * (docs/product.md §Booking and seats). Throws 404 for an unknown package or departure and 422 per broken rule.
 */
export async function reserveSeats({
  ctx,
  input,
  options = {},
}: {
  ctx: Ctx;
  input: z.output<typeof quoteInput> & { tour_id: number };
  options?: QuoteOptions;
}) {
  const locked = await lockDeparture(ctx.db, input.tour_id, input.time_id);
  if (!locked) {
    // Report a departure of another package like a missing one, on its field.
    throw new AppError("validation", { fieldErrors: { time_id: [{ key: "unknown_departure" }] } });
  }
  return computeQuote(ctx, input, options);
}

export type SeatsSeen = NonNullable<Awaited<ReturnType<typeof findDepartureForSale>>> & { held: number };

/**
 * A departure's seats as committed now, read without its lock and outside any transaction (two
 * queries): what a checkout may be refused on before it queues for the lock (`seenFull`).
 * Null for an unknown departure.
 */
export async function readSeats({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<SeatsSeen | null> {
  const departure = await findDepartureForSale(ctx.db, input.time_id);
  if (!departure) return null;
  const held = (await heldSeats(ctx, [input.time_id])).get(input.time_id) ?? 0;
  return { ...departure, held };
}

/**
 * The 422 the locked quote gives a checkout of `tour_id` on a full departure, when `seen` shows
 * it full; otherwise undefined. Only ever a refusal: any other case (seats left, another
 * package's departure, closed, departed, unpublished) is left to reserveSeats under the lock,
 * so a committed read can never accept a booking, and seats freed by a cancellation are seen by
 * the next read. The refusal answers the state committed while the checkout was in flight, as
 * the locked quote would have at that moment (decision 017).
 */
export function seenFull(seen: SeatsSeen | null, input: { tour_id: number }, now: Date): AppError | undefined {
  if (!seen || seen.packageId !== input.tour_id || seen.packageStatus !== "published") return undefined;
  const state = departureState(seen, seen.held, todayOf(now));
  if (!seen.isOpen || state.departed || !state.fullBooked) return undefined;
  return new AppError("validation", { fieldErrors: { time_id: [{ key: "departure_full" }] } });
}
