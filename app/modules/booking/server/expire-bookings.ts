import type { Ctx } from "../../../shared/context";
import { getBookingPolicy } from "../../setting/server/get-booking-policy";
import { claimExpiredBookings } from "./booking.repository";
import { moveStatus } from "./booking-status";

/**
 * The expiry sweeper (decisions.md section 4): cancels pending bookings with no payment awaiting
 * review or confirmed, `booking_expiry_hours` after creation (0 = never), releasing their seats.
 * Rows are claimed with FOR UPDATE SKIP LOCKED in batches, so several server processes can run
 * it at once and a booking being paid or confirmed right now is simply left for the next round.
 * No actor: the system does it. Returns the number of bookings cancelled.
 */
export async function expireBookings({ ctx, input = {} }: { ctx: Ctx; input?: { batch?: number } }): Promise<number> {
  const { bookingExpiryHours } = await getBookingPolicy({ ctx });
  if (bookingExpiryHours <= 0) return 0;
  const cutoff = new Date(ctx.now().getTime() - bookingExpiryHours * 3_600_000);
  const batch = input.batch ?? 100;
  let total = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx, actor: null };
      const rows = await claimExpiredBookings(tx, cutoff, batch);
      for (const row of rows) await moveStatus(t, row, "canceled", "expiry", null);
      return rows.length;
    });
    total += n;
    if (n < batch) return total;
  }
}
