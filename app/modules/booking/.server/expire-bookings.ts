import type { Ctx } from "#app/shared/context";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { claimExpiredBookings, listPaymentsOf } from "./booking.repository";
import { moveStatus } from "./booking-status";
import type { BookingEffects } from "./booking-effects";

/**
 * The expiry sweeper (docs/product.md §Booking and seats): cancels pending bookings with no payment awaiting
 * review or confirmed, `booking_expiry_hours` after creation (0 = never), releasing their seats.
 * Rows are claimed with FOR UPDATE SKIP LOCKED in batches, so several server processes can run
 * it at once and a booking being paid or confirmed right now is simply left for the next round.
 * No actor: the system does it. Returns the number of bookings cancelled.
 */
export async function expireBookings({
  ctx,
  effects,
  input = {},
}: {
  ctx: Ctx;
  effects: BookingEffects;
  input?: { batch?: number };
}): Promise<number> {
  const { bookingExpiryHours } = await getBookingPolicy({ ctx });
  if (bookingExpiryHours <= 0) return 0;
  const cutoff = new Date(ctx.now().getTime() - bookingExpiryHours * 3_600_000);
  const batch = input.batch ?? 100;
  let total = 0;
  for (;;) {
    const round = await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx, actor: null };
      const rows = await claimExpiredBookings(tx, cutoff, batch);
      let canceled = 0;
      for (const row of rows) {
        // The claim's "no payment" test ran on its snapshot; a payment committed while this row
        // was waiting for its lock is only visible to a new statement, taken now under the lock.
        const payments = await listPaymentsOf(tx, row.id);
        // Failed and expired online checkouts hold nothing, as rejected payments (the claim's test).
        if (payments.some((p) => p.status === "pending" || p.status === "confirmed")) continue;
        await moveStatus(t, effects, row, "canceled", "expiry", null);
        canceled++;
      }
      return { claimed: rows.length, canceled };
    });
    total += round.canceled;
    // A full batch may hide more; a round that cancelled nothing would only claim the same rows.
    if (round.claimed < batch || round.canceled === 0) return total;
  }
}
