import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import type { StatementDto, statementConfirmInput } from "#app/modules/booking/statement.contract";
import { findPaymentById } from "./booking.repository";
import { reviewPayment } from "./review-payment";
import {
  findStatement,
  linesOf,
  linkPaymentToLine,
  lockLine,
  markConfirmedByStatement,
  setLineMatch,
} from "./statement.repository";
import { toStatementDto } from "./statement-views";

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
  input,
}: UseCaseArgs<z.output<typeof statementConfirmInput> & { id: number }>): Promise<{
  statement: StatementDto;
  confirmed: number;
  skipped: number;
}> {
  requireRole(ctx, "admin");
  const statement = await findStatement(ctx.db, input.id);
  if (!statement) throw new AppError("not_found");
  const wanted = input.line_ids ? new Set(input.line_ids) : null;
  const lines = (await linesOf(ctx.db, statement.id)).filter(
    (l) => l.status === "matched" && (wanted === null || wanted.has(l.id)),
  );
  let confirmed = 0;
  let skipped = 0;
  for (const line of lines) {
    const done = await confirmLine(ctx, line.id, statement.id);
    if (done) confirmed++;
    else skipped++;
  }
  const fresh = await findStatement(ctx.db, statement.id);
  return { statement: await toStatementDto(ctx, fresh!), confirmed, skipped };
}

/** Confirms one line's transfer; false when the line or its transfer is no longer open to it. */
async function confirmLine(ctx: Ctx, lineId: number, statementId: number): Promise<boolean> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      // First the line, then (inside reviewPayment) the booking: every path takes them in this order.
      const line = await lockLine(tx, lineId);
      if (!line || line.statementId !== statementId || line.status !== "matched" || line.paymentId === null)
        return false;
      const payment = await findPaymentById(tx, line.paymentId);
      // Never trust the match blindly: the money must still be exactly what the transfer asked.
      const fits =
        payment?.status === "pending" &&
        payment.method === "manual" &&
        payment.transferAmount === line.amount &&
        payment.currency === line.currency &&
        payment.statementLineId === null;
      if (!fits) {
        await setLineMatch(tx, line.id, "unmatched", null);
        return false;
      }
      try {
        // A savepoint: a transfer reviewed or a booking canceled meanwhile leaves this line unmatched.
        await reviewPayment(t, payment.id, { confirm: true, note: null });
      } catch (err) {
        if (err instanceof AppError && err.code === "conflict") {
          await setLineMatch(tx, line.id, "unmatched", null);
          return false;
        }
        throw err;
      }
      await linkPaymentToLine(tx, payment.id, line.id);
      await markConfirmedByStatement(tx, payment.id);
      await setLineMatch(tx, line.id, "confirmed", payment.id);
      return true;
    });
  } catch (err) {
    // Another request linked this payment to another line first: this line confirms nothing.
    if (uniqueViolation(err) === "payments_statement_line_idx") return false;
    throw err;
  }
}
