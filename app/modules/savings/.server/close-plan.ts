import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import {
  deleteIssuedTransfer,
  insertRefund,
  listPlanDeposits,
  planBalances,
} from "#app/modules/booking/.server/money/payment-rows";
import type { closeInput, PlanDetailDto } from "#app/modules/savings/savings.contract";
import { loadPlan, planDetail } from "./plans";
import { findPlan, markClosed } from "./savings.repository";

/**
 * POST /api/savings/{id}/close (decision 084, docs/product.md §Savings plans): staff with
 * bookings_manage close an open plan without a booking. One transaction: the plan row moves open →
 * closed first (zero rows: converted or closed meanwhile, 409), so no deposit review or conversion
 * runs across it; a deposit still waiting for review refuses the closure (409: review it first);
 * transfer amounts only shown are withdrawn; the balance less the admin fee the agency keeps
 * becomes a due refund in the refunds that exist (refunds.savings_plan_id), paid from the refunds
 * list like a booking's.
 */
export async function closePlan({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof closeInput> & { id: number }>): Promise<PlanDetailDto> {
  const actor = requireStaff(ctx, "bookings_manage");
  const plan = await loadPlan(ctx, input.id, "bookings_manage");
  await ctx.db.transaction(async (tx) => {
    if (!(await markClosed(tx, plan.id, ctx.now()))) throw new AppError("conflict", { key: "savings_plan_not_open" });
    const deposits = await listPlanDeposits(tx, plan.id);
    if (deposits.some((d) => d.payment.status === "pending"))
      throw new AppError("conflict", { key: "savings_deposits_pending" });
    for (const d of deposits) if (d.payment.status === "issued") await deleteIssuedTransfer(tx, d.payment.id);
    const balance = (await planBalances(tx, [plan.id])).get(plan.id) ?? 0;
    if (input.admin_fee > balance) throw fieldError("admin_fee", "savings_fee_over_balance");
    if (balance === 0) return;
    const account = input.refund_account ?? null;
    await insertRefund(tx, {
      savingsPlanId: plan.id,
      reason: "cancellation",
      currency: plan.currency,
      paidTotal: balance,
      penalty: 0,
      adminFee: input.admin_fee,
      amount: balance - input.admin_fee,
      note: input.reason,
      accountBank: account?.bank_name ?? null,
      accountNumber: account?.account_number ?? null,
      accountHolder: account?.account_holder ?? null,
      createdBy: actor.id,
    });
  });
  return planDetail(ctx, (await findPlan(ctx.db, plan.id))!);
}
