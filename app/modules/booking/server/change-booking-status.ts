import type { z } from "zod";
import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import type { BookingDto, statusInput } from "../booking.contract";
import { loadBooking } from "./booking-access";
import { moveStatus } from "./booking-status";
import { toBookingDto } from "./booking-views";

/**
 * The admin's status actions (decisions.md section 5): set pending, set paid, processed, cancel.
 * Any move the machine does not allow answers 409; each move is kept in the history.
 */
export async function changeBookingStatus({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof statusInput> & { id: string };
}): Promise<BookingDto> {
  requireRole(ctx, "admin");
  const row = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true });
    return moveStatus(t, booking, input.status, "admin", input.reason);
  });
  return toBookingDto(ctx, row);
}
