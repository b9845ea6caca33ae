import type { Ctx } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import {
  deleteIssuedTransfer,
  findPaymentById,
  listIssuedPlanTransfers,
  lockPlanOfDeposit,
} from "#app/modules/booking/.server/money/payment-rows";
import { transfersMatchedByStatement } from "#app/modules/payment/.server/statements/matched-transfers";
import { lapsed } from "./deposits";

/**
 * The lapse of plan transfer codes (docs/product.md §Savings plans, decision 084), run with the
 * savings reminders (server/jobs.ts): on the agency's day of `ctx.now()`, every plan's transfer
 * amount issued and not told for more than PLAN_TRANSFER_DAYS is withdrawn, so its unique code
 * is free again (an agency in ringgit has 99 codes per amount), as a booking's issued amount goes
 * once the booking no longer asks it. Each plan's under its row lock (as the customer's "I have
 * transferred" takes it), read again there: a transfer told meanwhile stays, and so does one an
 * imported statement line has matched (its money is in; staff confirm it). Returns the amounts
 * withdrawn.
 */
export async function lapsePlanTransfers({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  const today = agencyToday(ctx.now());
  const byPlan = new Map<number, number[]>();
  for (const row of await listIssuedPlanTransfers(ctx.db))
    if (row.planId !== null && lapsed(row, today)) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row.id]);
  let count = 0;
  for (const [planId, ids] of byPlan)
    count += await ctx.db.transaction(async (tx) => {
      await lockPlanOfDeposit(tx, planId);
      const matched = await transfersMatchedByStatement({ ctx: { ...ctx, db: tx }, input: { payment_ids: ids } });
      let n = 0;
      for (const id of ids) {
        const p = await findPaymentById(tx, id);
        if (p?.status !== "issued" || p.bookingId || !lapsed(p, today) || matched.has(id)) continue;
        await deleteIssuedTransfer(tx, id);
        n++;
      }
      return n;
    });
  return count;
}
