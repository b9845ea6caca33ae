import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { bankRows, lockBankRow } from "./bank.repository";
import { countPaymentsOfBank } from "#app/modules/booking/.server/money/payment-rows";

const hasPayments = () => new AppError("conflict", { key: "bank_has_payments" });

/**
 * Deletes an account no payment names (in any status): 409 `bank_has_payments` otherwise,
 * deactivate it instead. The row is locked first, so a payment submitted at the same moment
 * either is counted or waits and then fails its foreign key check.
 */
export async function deleteBankAccount({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "banks");
  await ctx.db.transaction(async (tx) => {
    if (!(await lockBankRow(tx, input.id))) throw new AppError("not_found");
    if ((await countPaymentsOfBank(tx, input.id)) > 0) throw hasPayments();
    await bankRows.remove(tx, input.id);
  });
}
