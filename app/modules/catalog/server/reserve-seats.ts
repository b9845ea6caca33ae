import type { z } from "zod";
import type { Ctx } from "../../../shared/context";
import { AppError } from "../../../shared/errors";
import type { quoteInput } from "../catalog.contract";
import { lockDeparture } from "./catalog.repository";
import { computeQuote, type QuoteOptions } from "./quote-tour";

/**
 * In-process, for the booking module, and only inside its transaction (`ctx.db` is the
 * transaction): locks the departure row (`SELECT ... FOR UPDATE`) and then quotes. Every other
 * checkout for the same departure waits on that lock until this transaction ends, so the seats
 * counted here are the seats left when the booking is inserted, across processes too
 * (decisions.md section 4). Throws 404 for an unknown package or departure and 422 per broken rule.
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
