import type { UseCaseArgs } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { ReceiptDto } from "#app/modules/payment/receipt.contract";
import { printPlanDepositReceipt } from "#app/modules/payment/.server/receipts/print-receipt";
import { loadPlan } from "./plans";

/**
 * One print of a savings plan's deposit receipt (docs/product.md §Savings plans, §Receipts): for the
 * plan's customer or staff with bookings_view within their branch (404 for anyone else, and for a
 * deposit of another plan or without a receipt). Counted as a booking receipt's print: every print
 * after the first says it is a copy. It names the plan (code, target), no booking and no departure,
 * and the plan's balance once this deposit counted; the escrow account when the deposit went into it
 * and the plan is for umrah (any plan but one toward a package that is not umrah).
 */
export async function printPlanReceipt({
  ctx,
  input,
}: UseCaseArgs<{ id: number; payment_id: number }>): Promise<ReceiptDto> {
  const plan = await loadPlan(ctx, input.id);
  const facts = plan.packageId
    ? (await describeTours({ ctx, input: { tour_ids: [plan.packageId], time_ids: [] } })).tours.get(plan.packageId)
    : undefined;
  return printPlanDepositReceipt(
    ctx,
    {
      id: plan.id,
      code: plan.code,
      target: plan.targetAmount,
      packageName: facts ? pickLocale(facts.name, ctx.locale) : null,
      umrah: facts ? facts.kind === "umrah" : true,
      adApprovalSerial: facts?.adApprovalSerial ?? null,
    },
    input.payment_id,
  );
}
