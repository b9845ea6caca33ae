import type { Db } from "#app/shared/db.server";
import { listPlanDeposits, listPlanRefunds } from "#app/modules/booking/.server/money/payment-rows";
import { listPlanRows } from "./savings.repository";

/**
 * A customer's savings plans with every deposit and every refund of the plan (its closure's, money
 * taken after it closed), as stored, for their data export (privacy,
 * docs/product.md §Your data and closing an account; decision 084).
 */
export async function findSavingsPlansOf(db: Db, customerId: number) {
  const plans = await listPlanRows(db, { customerId });
  const out = [];
  // One after another: the export may run on one connection.
  for (const plan of plans) {
    const deposits = await listPlanDeposits(db, plan.id);
    out.push({
      ...plan,
      deposits: deposits.map((d) => ({ ...d.payment, receipt_number: d.receiptNumber })),
      refunds: await listPlanRefunds(db, plan.id),
    });
  }
  return out;
}
