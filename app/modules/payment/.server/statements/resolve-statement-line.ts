import { paymentMethod } from "#app/modules/booking/booking.contract";
import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError, fieldError } from "#app/shared/errors";
import type { StatementDto, statementAssignInput, statementIgnoreInput } from "#app/modules/payment/statement.contract";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import {
  insertPayment,
  listPaymentsOf,
  type PaymentRow,
  findBookingIdByCode,
} from "#app/modules/booking/.server/money/payment-rows";
import { tellFromLine } from "./confirm-statement";
import { checkPaymentAmount } from "#app/modules/booking/.server/money/payment-amount";
import { reviewPayment } from "#app/modules/booking/.server/money/review-payment";
import { findStatement, lockLine, resolveLine, type StatementLineRow } from "./statement.repository";
import { recordLineConfirmed } from "./record-line-confirmed";
import { toStatementDto } from "./statement-views";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";

type LineArgs<T> = UseCaseArgs<z.output<T> & { id: number; line_id: number }>;

/** The line of this statement, locked, still open (unmatched or matched): a closed one is 409. */
async function openLine(ctx: Ctx, statementId: number, lineId: number): Promise<StatementLineRow> {
  const line = await lockLine(ctx.db, lineId);
  if (!line || line.statementId !== statementId) throw new AppError("not_found");
  if (line.status === "confirmed" || line.status === "ignored")
    throw new AppError("conflict", { key: "statement_line_closed" });
  return line;
}

/**
 * An admin assigns a statement credit nothing matched to a booking (docs/product.md §Bank statement
 * import, decision 058), with a reason: the credit pays the booking's open transfer of its amount
 * (told and awaiting review, or issued and not told: the exact amount with the code first, then
 * the round amount), or else a new payment of the credit's amount if the booking accepts that
 * amount now. It is confirmed as the admin's confirmation (status, history with the
 * reason and "bank statement", customer mail) and the line is closed with who, when and why. One
 * transaction, line locked before the booking: a line pays once, ever (also
 * payments_statement_line_idx), and the money is never counted twice.
 */
export async function assignStatementLine({
  ctx,
  effects,
  input,
}: LineArgs<typeof statementAssignInput> & { effects: BookingEffects }): Promise<StatementDto> {
  const actor = requireStaff(ctx, "statements");
  const statement = await findStatement(ctx.db, input.id);
  if (!statement) throw new AppError("not_found");
  try {
    await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      const line = await openLine(t, statement.id, input.line_id);
      const bookingId = await findBookingIdByCode(tx, input.booking_code);
      if (!bookingId) throw fieldError("booking_code", "statement_unknown_booking");
      const booking = await loadBooking(t, bookingId, { lock: true });
      if (booking.currency !== line.currency) throw fieldError("booking_code", "statement_other_currency");
      const rows = await listPaymentsOf(tx, booking.id);
      const open = rows.filter(
        (p) =>
          (p.status === "issued" || (p.status === "pending" && paymentMethod(p.method).confirmedBy === "staff")) &&
          p.statementLineId === null,
      );
      let payment: PaymentRow | undefined =
        open.find((p) => p.transferAmount === line.amount) ?? open.find((p) => p.amount === line.amount);
      if (!payment) {
        // Nothing told or issued of this amount: a payment of exactly the credit (all of the
        // customer's money counts), if the booking accepts that amount now (the translated reason
        // otherwise); an issued amount it replaces goes once this one is confirmed.
        checkPaymentAmount(t, booking, rows, line.amount);
        payment = await insertPayment(tx, {
          bookingId: booking.id,
          amount: line.amount,
          method: "manual",
          status: "issued",
          payerName: "",
          paymentDate: line.postedOn,
          currency: line.currency,
          createdBy: actor.id,
        });
      }
      await tellFromLine(t, payment, line, statement);
      await reviewPayment(t, effects, payment.id, { confirm: true, note: input.reason });
      await recordLineConfirmed(tx, {
        paymentId: payment.id,
        lineId: line.id,
        resolvedBy: actor.id,
        resolvedAt: ctx.now(),
        resolution: input.reason,
      });
    });
  } catch (err) {
    // The payment was linked to another line at the same instant: this line stays open.
    if (uniqueViolation(err) === "payments_statement_line_idx")
      throw new AppError("conflict", { key: "statement_line_closed" });
    throw err;
  }
  return toStatementDto(ctx, statement);
}

/**
 * An admin marks a credit as not a customer's payment (a refund, interest, a transfer between
 * the agency's accounts), with a reason: the line is closed for good, listed with who, when and
 * why, and never matched or counted.
 */
export async function ignoreStatementLine({
  ctx,
  input,
}: LineArgs<typeof statementIgnoreInput>): Promise<StatementDto> {
  const actor = requireStaff(ctx, "statements");
  const statement = await findStatement(ctx.db, input.id);
  if (!statement) throw new AppError("not_found");
  await ctx.db.transaction(async (tx) => {
    const line = await openLine({ ...ctx, db: tx }, statement.id, input.line_id);
    await resolveLine(tx, line.id, {
      status: "ignored",
      paymentId: null,
      resolvedBy: actor.id,
      resolvedAt: ctx.now(),
      resolution: input.reason,
    });
  });
  return toStatementDto(ctx, statement);
}
