import type { Db } from "#app/shared/db.server";
import { recordStatementConfirmation } from "#app/modules/booking/.server/money/payment-rows";
import { resolveLine } from "./statement.repository";

/**
 * A line has confirmed a payment: the payment records its line and its history says it came from a
 * bank statement (booking's rows), and the line is closed with who, when and why. Matched lines
 * (confirm) and lines an admin assigns (resolve) record it the same way.
 */
export async function recordLineConfirmed(
  db: Db,
  at: { paymentId: number; lineId: number; resolvedBy: number; resolvedAt: Date; resolution: string | null },
) {
  await recordStatementConfirmation(db, at.paymentId, at.lineId);
  await resolveLine(db, at.lineId, {
    status: "confirmed",
    paymentId: at.paymentId,
    resolvedBy: at.resolvedBy,
    resolvedAt: at.resolvedAt,
    resolution: at.resolution,
  });
}
