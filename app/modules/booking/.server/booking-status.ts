import { mailBookingCustomer } from "./booking-mail";
import { noteWrite, tourTag } from "#app/shared/cache-bus.server";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import type { BookingStatus } from "#app/modules/booking/booking.contract";
import { canMove, type StatusCause } from "#app/modules/booking/booking.rules";
import type { RefundAccountInput } from "#app/modules/booking/refund.contract";
import type { CancellationFigures } from "#app/modules/booking/refund.rules";
import { type BookingRow, insertEvent, updateBookingRow } from "./booking.repository";
import { recordCancellationRefund } from "./record-cancellation-refund";
import { holdsSeats, unplaceGuestsOfBooking } from "./rooming.repository";
import { ensureTransferDue } from "./transfer-code";

/** 409 with both statuses named in the caller's language. */
export function refusedMove(ctx: Ctx, from: BookingStatus, to: BookingStatus): AppError {
  const label = serverT(ctx.locale, "booking_panel");
  return new AppError("conflict", {
    key: "status_move_refused",
    values: { from: label(`status.${from}`), to: label(`status.${to}`) },
  });
}

/**
 * Moves a locked booking to `to` if the status machine allows it for `cause`, records who and
 * why in the history, and mails the customer when it is cancelled (by anyone, or by expiry).
 * Must run inside the transaction that locked the row.
 */
export async function moveStatus(
  ctx: Ctx,
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
  refund: { account: RefundAccountInput | null; figures?: CancellationFigures } = { account: null },
): Promise<BookingRow> {
  if (!canMove(booking.status, to, cause)) throw refusedMove(ctx, booking.status, to);
  const row = await updateBookingRow(ctx.db, booking.id, {
    status: to,
    ...(to === "canceled" ? { canceledAt: ctx.now() } : {}),
  });
  // A booking that stops holding seats (cancelled by anyone, or expired) leaves the rooming list
  // in this same transaction: its beds are free for the next arrange (docs/product.md §Rooming list).
  if (!holdsSeats(to)) await unplaceGuestsOfBooking(ctx.db, booking.id);
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
  // A booking that stops taking payments (paid, processed, canceled) asks no transfer any more;
  // one that takes them again asks its next amount (decision 058).
  await ensureTransferDue(ctx, row);
  if (to === "canceled") {
    // Confirmed money held: its refund (penalty and fee kept) is recorded in this transaction and
    // the cancel mail states it (docs/product.md §Cancellation and refunds).
    const figures = await recordCancellationRefund(ctx, row, refund.account, refund.figures);
    await mailBookingCustomer(ctx, row, {
      kind: cause === "expiry" ? "expired" : "canceled",
      reason,
      refund: figures,
    });
  }
  return row;
}
