import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { type CashPaymentRow, cashPaymentRows } from "./cash-report.repository";

export type { CashPaymentRow } from "./cash-report.repository";

/**
 * In-process, for the daily cash report (staff with payments_confirm or reports): one day's
 * counter payments (cash, card terminal, transfer seen at the counter, cheque: the methods whose
 * trait `paidAt` is "counter"), by payment date, in every status, optionally one branch's (the
 * caller narrows it to a branch clerk's own), in the order they were recorded.
 */
export async function listCashReportPayments({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { date: string; branchId?: number };
}): Promise<CashPaymentRow[]> {
  requireStaff(ctx, ["payments_confirm", "reports"]);
  return cashPaymentRows(ctx.db, input);
}
