import type { UseCaseArgs } from "#app/shared/context";
import { findMatchedPaymentIds } from "./statement.repository";

/**
 * In-process, for the savings plans' lapse of transfer codes (docs/product.md §Savings plans): of
 * these issued transfers, those an imported statement line has matched and staff have not yet
 * confirmed. Such a transfer's money is in the bank: withdrawing it would unmatch the line (its
 * payment_id is set null) and leave the money counted nowhere. Run it in the caller's transaction.
 */
export function transfersMatchedByStatement({
  ctx,
  input,
}: UseCaseArgs<{ payment_ids: number[] }>): Promise<Set<number>> {
  return findMatchedPaymentIds(ctx.db, input.payment_ids);
}
