import { paymentMethod } from "#app/modules/booking/booking.contract";
import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import type { StatementDto, statementConfirmInput } from "#app/modules/payment/statement.contract";
import { creditPays } from "#app/modules/payment/statement.rules";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import {
  findPaymentById,
  lockPlanOfDeposit,
  type PaymentRow,
  reviewLedgerPayment,
  updatePaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import {
  bankLabels,
  findStatement,
  linesOf,
  lockLine,
  setLineMatch,
  type StatementLineRow,
  type StatementRow,
} from "./statement.repository";
import { recordLineConfirmed } from "./record-line-confirmed";
import { toStatementDto } from "./statement-views";
import type { BookingEffects, EffectArgs } from "#app/modules/booking/.server/booking-effects";

/**
 * "Confirm N matches" (docs/product.md §Bank statement import): each matched line confirms its
 * transfer exactly as an admin's confirmation does (review-payment: booking lock, status machine,
 * history, mail), the history naming the admin and "bank statement". One transaction per line,
 * so a transfer closed meanwhile skips that line only. A line confirms one payment at most, ever:
 * it is locked and must still be `matched`, it becomes `confirmed` for good, and the payment keeps
 * its id under the unique index payments_statement_line_idx.
 */
export async function confirmStatement({
  ctx,
  effects,
  input,
}: EffectArgs<z.output<typeof statementConfirmInput> & { id: number }>): Promise<{
  statement: StatementDto;
  confirmed: number;
  skipped: number;
}> {
  requireStaff(ctx, "statements");
  const statement = await findStatement(ctx.db, input.id);
  if (!statement) throw new AppError("not_found");
  const wanted = input.line_ids ? new Set(input.line_ids) : null;
  const lines = (await linesOf(ctx.db, statement.id)).filter(
    (l) => l.status === "matched" && (wanted === null || wanted.has(l.id)),
  );
  let confirmed = 0;
  let skipped = 0;
  for (const line of lines) {
    const done = await confirmLine(ctx, effects, line.id, statement);
    if (done) confirmed++;
    else skipped++;
  }
  const fresh = await findStatement(ctx.db, statement.id);
  return { statement: await toStatementDto(ctx, fresh!), confirmed, skipped };
}

/**
 * A transfer the customer was shown but never told (decision 058) becomes the payment the
 * statement line proves: told by the bank, on the line's day, to the statement's account; the
 * line's text stands for the payer (banks write the sender's name there). Call with the booking locked.
 */
export async function tellFromLine(
  ctx: Ctx,
  payment: PaymentRow,
  line: StatementLineRow,
  statement: StatementRow,
): Promise<PaymentRow> {
  if (payment.status !== "issued") return payment;
  const label = statement.bankAccountId
    ? ((await bankLabels(ctx.db, [statement.bankAccountId])).get(statement.bankAccountId) ?? null)
    : null;
  return updatePaymentRow(ctx.db, payment.id, {
    status: "pending",
    payerName: line.description.slice(0, 120),
    paymentDate: line.postedOn,
    bankAccountId: statement.bankAccountId,
    bankLabel: label,
    createdAt: ctx.now(),
  });
}

/** Confirms one line's transfer; false when the line or its transfer is no longer open to it. */
async function confirmLine(
  ctx: Ctx,
  effects: BookingEffects,
  lineId: number,
  statement: StatementRow,
): Promise<boolean> {
  const actor = requireStaff(ctx, "statements");
  try {
    return await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      // First the line, then the booking: every path takes them in this order.
      const line = await lockLine(tx, lineId);
      if (!line || line.statementId !== statement.id || line.status !== "matched") return false;
      const found = line.paymentId === null ? undefined : await findPaymentById(tx, line.paymentId);
      // An issued amount replaced meanwhile (the booking's price or payments changed) is gone; a
      // savings plan's transfer is not matched by a statement yet (decision 084).
      if (!found) {
        await setLineMatch(tx, line.id, "unmatched", null);
        return false;
      }
      // A booking's transfer under its booking's lock; a savings plan's (decision 084) under its
      // plan's (FOR SHARE, as its review takes it): a conversion meanwhile made it the booking's.
      const plan =
        !found.bookingId && found.savingsPlanId ? await lockPlanOfDeposit(tx, found.savingsPlanId) : undefined;
      const again = plan ? await findPaymentById(tx, found.id) : found;
      const code = again?.bookingId ? (await loadBooking(t, again.bookingId, { lock: true })).code : (plan?.code ?? "");
      const payment = await findPaymentById(tx, found.id);
      // Never trust the match blindly: the money must still be what the transfer asked (its exact
      // amount, or its round amount with the booking's code), the transfer still open.
      const fits =
        (payment?.status === "pending" || payment?.status === "issued") &&
        paymentMethod(payment.method).transferCode &&
        payment.statementLineId === null &&
        creditPays(
          { posted_on: line.postedOn, amount: line.amount, currency: line.currency, description: line.description },
          {
            id: payment.id,
            currency: payment.currency,
            amount: payment.amount,
            transfer_amount: payment.transferAmount,
            booking_code: code,
            issued_on: line.postedOn,
            due_on: null,
            bank_account_id: payment.bankAccountId,
          },
          statement.bankAccountId,
        ) !== null;
      if (!fits || !payment) {
        await setLineMatch(tx, line.id, "unmatched", null);
        return false;
      }
      try {
        // A savepoint: a transfer reviewed or a booking canceled meanwhile leaves this line unmatched.
        await tx.transaction(async (sp) => {
          const s: Ctx = { ...t, db: sp };
          await tellFromLine(s, payment, line, statement);
          await reviewLedgerPayment(s, effects, payment.id, { confirm: true, note: null });
        });
      } catch (err) {
        if (err instanceof AppError && err.code === "conflict") {
          await setLineMatch(tx, line.id, "unmatched", null);
          return false;
        }
        throw err;
      }
      await recordLineConfirmed(tx, {
        paymentId: payment.id,
        lineId: line.id,
        resolvedBy: actor.id,
        resolvedAt: ctx.now(),
        resolution: null,
      });
      return true;
    });
  } catch (err) {
    // Another request linked this payment to another line first: this line confirms nothing.
    if (uniqueViolation(err) === "payments_statement_line_idx") return false;
    throw err;
  }
}
