import { noteWrite, tourTag } from "#app/shared/cache-bus.server";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import type { BookingStatus } from "#app/modules/booking/booking.contract";
import { canMove, type StatusCause } from "#app/modules/booking/booking.rules";
import { type BookingRow, insertEvent, updateBookingRow } from "./booking.repository";
import type { BookingEffects, RefundOfMove } from "./booking-effects";

/** 409 with both statuses named in the caller's language. */
export function refusedMove(ctx: Ctx, from: BookingStatus, to: BookingStatus): AppError {
  const label = serverT(ctx.locale, "booking_panel");
  return new AppError("conflict", {
    key: "status_move_refused",
    values: { from: label(`status.${from}`), to: label(`status.${to}`) },
  });
}

/**
 * Moves a locked booking to `to` if the status machine allows it for `cause`, and records who and
 * why in the history: the transition only. What the move brings about (beds, transfer, refund,
 * mail) is `effects`, handed in by the composition root (booking-effects.ts, decision 072).
 * Must run inside the transaction that locked the row.
 */
export async function moveStatus(
  ctx: Ctx,
  effects: BookingEffects,
  booking: BookingRow,
  to: BookingStatus,
  cause: StatusCause,
  reason: string | null,
  /** The payment provider whose notification caused it (history: "provider", not "system"). */
  provider: string | null = null,
  /**
   * A cancel's refund: where it goes (the customer's account, decision 056) and the figures
   * already worked out under this lock (the customer's cancel checks them first).
   */
  refund: RefundOfMove = { account: null },
): Promise<BookingRow> {
  if (!canMove(booking.status, to, cause)) throw refusedMove(ctx, booking.status, to);
  const row = await updateBookingRow(ctx.db, booking.id, {
    status: to,
    ...(to === "canceled" ? { canceledAt: ctx.now() } : {}),
  });
  // Seats left and the count of bookings are the package's public figures: its pages and lists
  // are dropped from the caches, nothing else (docs/performance.md, "Invalidation by what changed").
  if (booking.packageId !== null) noteWrite(ctx, [tourTag(booking.packageId)]);
  await insertEvent(ctx.db, {
    bookingId: booking.id,
    kind: "status",
    actorId: cause === "expiry" || cause === "payment" ? null : (ctx.actor?.id ?? null),
    fromStatus: booking.status,
    toStatus: to,
    reason,
    provider,
  });
  await effects.afterMove(ctx, { from: booking.status, row, cause, reason, refund });
  return row;
}
