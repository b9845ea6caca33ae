import { requireStaff, scopedBranch } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { localeTag } from "#app/shared/i18n/config";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { listCashReportPayments } from "#app/modules/booking/.server/feeds/report-cash-payments";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import {
  CASH_REPORT_ACCESS,
  type CashFiguresDto,
  type CashReportDto,
  type CashReportInput,
} from "#app/modules/report/report.contract";
import { type CashFigures, groupCash } from "#app/modules/report/report.rules";

const figures = (f: CashFigures): CashFiguresDto => ({
  recorded: f.recorded,
  confirmed: f.confirmed,
  pending: f.pending,
  rejected: f.rejected,
});

/**
 * The daily cash report (docs/product.md §Counter payments): one day's money taken at the
 * counter (by payment date; the agency's today when no date is asked), per branch and cashier:
 * what was recorded, and of it what is confirmed, still waiting for a second member of staff and
 * rejected; the day's totals and its payments. Staff with payments_confirm or reports; a branch
 * clerk's report keeps to their branch (asking another reports nothing). Amounts are the agency's
 * one currency (the settings lock it once a booking exists).
 */
export async function getCashReport({ ctx, input }: UseCaseArgs<CashReportInput>): Promise<CashReportDto> {
  requireStaff(ctx, CASH_REPORT_ACCESS);
  const date = input.date ?? agencyToday(ctx.now());
  const branch = scopedBranch(ctx.actor, input.branch_id);
  const [policy, rows] = await Promise.all([
    getBookingPolicy({ ctx }),
    branch.none ? [] : listCashReportPayments({ ctx, input: { date, branchId: branch.branchId } }),
  ]);
  const users = await describeUsers({
    ctx,
    input: { ids: rows.flatMap((r) => (r.cashierId === null ? [] : [r.cashierId])) },
  });
  const cashier = (id: number | null) => (id === null ? null : { id, name: users.get(id)?.name ?? "" });
  const collator = new Intl.Collator(localeTag[ctx.locale]);
  const byName = (a: { cashier: { name: string; id: number } | null }, b: typeof a) =>
    !a.cashier || !b.cashier
      ? Number(!a.cashier) - Number(!b.cashier)
      : collator.compare(a.cashier.name, b.cashier.name) || a.cashier.id - b.cashier.id;

  const { branches, totals } = groupCash(rows);
  return {
    date,
    currency: policy.currency,
    branches: branches.map((b) => ({
      branch_id: b.branchId,
      ...figures(b.figures),
      cashiers: b.cashiers.map((c) => ({ cashier: cashier(c.cashierId), ...figures(c.figures) })).sort(byName),
    })),
    totals: figures(totals),
    lines: rows.map((r) => ({
      id: r.id,
      booking_id: r.bookingId,
      booking_code: r.bookingCode,
      branch_id: r.branchId,
      cashier: cashier(r.cashierId),
      status: r.status,
      method: r.method,
      amount: r.amount,
      currency: r.currency,
      payer_name: r.payerName,
      reference: r.reference,
      recorded_at: r.recordedAt.toISOString(),
    })),
  };
}
