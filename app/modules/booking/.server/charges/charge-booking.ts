import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { BookingDto, ChargeKind } from "#app/modules/booking/booking.contract";
import type { chargeInput, chargeReverseInput } from "#app/modules/booking/charge.contract";
import { statusAfterRequote } from "#app/modules/booking/booking.rules";
import { chargesOpen, signedCharge, totalsAfterCharge } from "#app/modules/booking/charge.rules";
import { loadBooking } from "../booking-access";
import { type BookingRow, insertEvent, updateBookingRow } from "../booking.repository";
import type { BookingEffects, EffectArgs } from "../booking-effects";
import { moveStatus } from "../booking-status";
import { toBookingDto } from "../booking-views";
import { findCharge, findReversal, insertCharge } from "./charges.repository";

/** Who adds and reverses lines: staff who manage bookings, and finance. */
export const CHARGE_PERMISSIONS = ["bookings_manage", "payments_confirm"] as const;

/**
 * A line beyond the package added to a booking (docs/product.md §Charges): the total, what is
 * left, the schedule and the transfer asked follow, and a paid booking that now owes more is
 * partly paid again. Under the booking's lock, so two lines at once both count.
 */
export async function addCharge({
  ctx,
  effects,
  input,
}: EffectArgs<z.output<typeof chargeInput> & { id: string }>): Promise<BookingDto> {
  requireStaff(ctx, CHARGE_PERMISSIONS);
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true });
    return applyLine(t, effects, booking, {
      kind: input.kind,
      signed: signedCharge(input.kind, input.amount),
      note: input.note ?? null,
      reverses: null,
    });
  });
  return toBookingDto(ctx, row);
}

/**
 * A line taken back: a reversing line of the opposite amount, with the reason; the line itself
 * stays (never deleted). A line is reversed once, and a reversal is not reversed.
 */
export async function reverseCharge({
  ctx,
  effects,
  input,
}: EffectArgs<z.output<typeof chargeReverseInput> & { id: string; charge_id: number }>): Promise<BookingDto> {
  requireStaff(ctx, CHARGE_PERMISSIONS);
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true });
    const line = await findCharge(tx, booking.id, input.charge_id);
    if (!line) throw new AppError("not_found");
    if (line.reverses !== null || (await findReversal(tx, line.id)))
      throw new AppError("conflict", { key: "charge_reversed" });
    return applyLine(t, effects, booking, {
      kind: line.kind,
      signed: -line.amount,
      note: input.reason,
      reverses: line.id,
    });
  });
  return toBookingDto(ctx, row);
}

async function applyLine(
  t: Ctx,
  effects: BookingEffects,
  booking: BookingRow,
  line: { kind: ChargeKind; signed: number; note: string | null; reverses: number | null },
): Promise<BookingRow> {
  if (!chargesOpen(booking.status)) throw new AppError("conflict", { key: "booking_locked" });
  const after = totalsAfterCharge(booking, line.signed);
  if (after === "below_paid") throw new AppError("conflict", { key: "charge_below_paid" });
  const actorId = t.actor!.id;
  const created = await insertCharge(t.db, {
    bookingId: booking.id,
    kind: line.kind,
    amount: line.signed,
    note: line.note,
    reverses: line.reverses,
    createdBy: actorId,
    createdAt: t.now(),
  });
  let row = await updateBookingRow(t.db, booking.id, after);
  await insertEvent(t.db, {
    bookingId: booking.id,
    kind: line.reverses === null ? "charge_added" : "charge_reversed",
    actorId,
    amount: created.amount,
    reason: line.note,
    changes: { total: [booking.total, row.total] },
  });
  // The status follows the money as after a re-quote: a paid booking owing more is partly paid
  // again; a lower total that the payments now cover is paid.
  const next = statusAfterRequote(row.status, row.paidTotal, row.total);
  if (next !== row.status) row = await moveStatus(t, effects, row, next, "requote", line.note);
  // The amount a transfer asks follows the new total (decision 058).
  else await effects.askTransfer(t, row);
  return row;
}
