import type { TFunction } from "i18next";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { formatDay } from "#app/shared/dates";
import { serverT } from "#app/shared/i18n/server";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { listBranches } from "#app/modules/account/.server/branches/branches";
import { pickLocale } from "#app/shared/translate";
import { CASH_REPORT_ACCESS, type CashExportInput, type CashLineDto } from "#app/modules/report/report.contract";
import { REPORT_TIME_ZONE, safeFilename } from "#app/modules/report/report.rules";
import { type CashSummaryRow, cashLineColumns, cashSummaryColumns } from "./export-columns";
import { getCashReport } from "./get-cash-report";
import { type ExportFile, exportFile, extraSheet } from "./report-files";

/**
 * A branch as the file names it: its name in the reader's language (the account module's branch
 * list, as the screen reads GET /branch); "Branch 3" for one no longer listed. Head office: the
 * payments of no branch.
 */
function branchLabel(t: TFunction, names: Map<number, string>, id: number | null): string {
  return id === null ? t("cash.head_office") : (names.get(id) ?? t("cash.branch_number", { id }));
}

/**
 * The daily cash report as Excel (docs/product.md §Counter payments): a summary sheet per branch
 * and cashier (recorded, confirmed, waiting, rejected: counts and amounts) ending with a totals row,
 * then the day's payments. The same figures as GET /report/cash, headers and texts in the
 * caller's language, money as numbers in the agency's currency.
 */
export async function exportCashReport({ ctx, input }: UseCaseArgs<CashExportInput>): Promise<ExportFile> {
  requireStaff(ctx, CASH_REPORT_ACCESS);
  const [report, policy, branchList] = await Promise.all([
    getCashReport({ ctx, input: { date: input.date, branch_id: input.branch_id } }),
    getBookingPolicy({ ctx }),
    listBranches({ ctx, input: { page: 1, limit: -1 } }),
  ]);
  const names = new Map(branchList.data.map((b) => [b.id, pickLocale(b.name, ctx.locale)]));
  const t = serverT(ctx.locale, "report");
  const unknown = t("cash.cashier_unknown");
  const summary: CashSummaryRow[] = report.branches.flatMap((b) =>
    b.cashiers.map((c) => ({
      branch: branchLabel(t, names, b.branch_id),
      cashier: c.cashier?.name || unknown,
      recorded: c.recorded,
      confirmed: c.confirmed,
      pending: c.pending,
      rejected: c.rejected,
    })),
  );
  async function* chunks(): AsyncGenerator<CashSummaryRow[]> {
    yield summary;
  }
  // Methods and payment statuses are named as on the booking page.
  const tb = serverT(ctx.locale, "booking_panel");
  const lines = cashLineColumns(t, report.currency, {
    branch: (id) => branchLabel(t, names, id),
    cashier: (l: CashLineDto) => l.cashier?.name || unknown,
    method: (l: CashLineDto) => tb(`payment_method.${l.method}`),
    status: (l: CashLineDto) => tb(`payment_status.${l.status}`),
  });
  const totals: Record<string, number> = {};
  for (const part of ["recorded", "confirmed", "pending", "rejected"] as const) {
    totals[`${part}_count`] = report.totals[part].count;
    totals[`${part}_amount`] = report.totals[part].amount;
  }
  const filename = safeFilename(
    ["cash-report", report.date, input.branch_id ? `branch-${input.branch_id}` : null],
    input.format,
  );
  return exportFile(
    input.format,
    filename,
    cashSummaryColumns(t, report.currency),
    chunks(),
    { currency: report.currency, timeZone: REPORT_TIME_ZONE },
    {
      sheetName: t("cash.export.summary_sheet"),
      pageHeader: `${policy.siteName} · ${t("cash.title")} · ${formatDay(report.date, ctx.locale, { dateStyle: "long" })}`,
      totals: { label: t("export.totals"), values: totals },
      extraSheets: [extraSheet(t("cash.export.lines_sheet"), lines, report.lines)],
    },
  );
}
