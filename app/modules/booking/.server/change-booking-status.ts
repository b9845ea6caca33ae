import type { z } from "zod";
import { agencyToday } from "#app/shared/dates";
import { can, requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import type { BookingDto, BookingStatus, statusInput } from "#app/modules/booking/booking.contract";
import { balanceDue, canMove, statusSettlesBalance } from "#app/modules/booking/booking.rules";
import { loadBooking } from "./booking-access";
import { type BookingRow, insertPayment, listPaymentsOf } from "./booking.repository";
import { moveStatus, refusedMove } from "./booking-status";
import { toBookingDto } from "./booking-views";
import { confirmLockedPayment } from "./money/review-payment";
import type { BookingEffects, EffectArgs } from "./booking-effects";

/**
 * Staff's status actions (docs/product.md §Booking and seats): set pending, set paid, processed,
 * cancel; they need bookings_manage (docs/product.md §Staff roles and branches).
 * Any move the machine does not allow answers 409; each move is kept in the history.
 * "Set paid" (and "processed", which follows it) says the money is in: the balance still owed
 * is recorded as a payment the staff member confirmed, in the same transaction (decision 013),
 * so that move needs payments_confirm as well (settleBalance).
 */
export async function changeBookingStatus({
  ctx,
  effects,
  input,
}: EffectArgs<
  Omit<z.output<typeof statusInput>, "refund_account"> & {
    id: string;
    refund_account?: z.output<typeof statusInput>["refund_account"];
  }
>): Promise<BookingDto> {
  requireStaff(ctx, "bookings_manage");
  const row = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    // Locked before anything is read: of two "set paid" at once, the second finds it paid (409).
    let booking = await loadBooking(t, input.id, { lock: true });
    if (!canMove(booking.status, input.status, "admin")) throw refusedMove(t, booking.status, input.status);
    if (statusSettlesBalance(input.status))
      booking = await settleBalance(t, effects, booking, input.status, input.reason);
    return moveStatus(t, effects, booking, input.status, "admin", input.reason, null, {
      account: input.status === "canceled" ? (input.refund_account ?? null) : null,
    });
  });
  return toBookingDto(ctx, row);
}

/**
 * Records what is still owed as a manual payment the acting admin confirms, through the one way
 * money is confirmed (confirmLockedPayment: payment, history, paid total, transfer, mail), so that
 * paid, remaining, the reports and the invoice all read the same money. The status is the
 * admin's move that follows. Nothing owed: nothing recorded. A payment still awaiting review
 * must be decided first: counting the balance as paid and then confirming that payment too would
 * count its money twice. Confirming money is payments_confirm's (maker-checker: sales, who manage
 * bookings, never confirm money), so without it a move that would record money answers 403.
 */
async function settleBalance(
  ctx: Ctx,
  effects: BookingEffects,
  booking: BookingRow,
  to: BookingStatus,
  reason: string | null,
): Promise<BookingRow> {
  const owed = balanceDue(booking);
  if (owed <= 0) return booking;
  if (!can(ctx.actor, "payments_confirm")) throw new AppError("forbidden");
  const payments = await listPaymentsOf(ctx.db, booking.id);
  if (payments.some((p) => p.status === "pending")) throw new AppError("conflict", { key: "set_paid_payment_waiting" });
  const actor = ctx.actor!;
  const note = reason ?? serverT(ctx.locale, "booking_server")(`settled_note.${to}`);
  const payment = await insertPayment(ctx.db, {
    bookingId: booking.id,
    amount: owed,
    method: "manual",
    payerName: booking.bookingName,
    paymentDate: agencyToday(ctx.now()),
    status: "pending",
    createdBy: actor.id,
  });
  return confirmLockedPayment(ctx, effects, booking, payment, {
    actorId: actor.id,
    provider: null,
    note,
    statusFollows: false,
  });
}
