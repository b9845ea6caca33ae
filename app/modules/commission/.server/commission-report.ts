import ExcelJS from "exceljs";
import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { dayRange } from "#app/shared/list";
import { type Currency, currencies, toMajor } from "#app/shared/money";
import { agentFacts } from "#app/modules/agent/.server/agent-facts";
import type { CommissionReportRowDto, commissionReportQuery } from "#app/modules/commission/commission.contract";
import { commissionReport } from "./commission.repository";
import { agentsInReach } from "./lines";
import { XLSX_TYPE } from "./payout-sheet";

type Query = z.output<typeof commissionReportQuery>;

/**
 * Commissions owed and paid per agent over a period (issue 29 item 5, docs/product.md
 * §Commissions): earned and reversed in it, paid by payouts dated in it, and what is payable now.
 * Staff with the commissions permission; a branch's staff see their branch's agents only. Agents
 * by name.
 */
export async function getCommissionReport({ ctx, input }: UseCaseArgs<Query>): Promise<CommissionReportRowDto[]> {
  requireStaff(ctx, "commissions");
  const agentIds = await agentsInReach(ctx, undefined);
  if (agentIds?.length === 0) return [];
  const range = dayRange(input.from, input.to);
  const rows = await commissionReport(ctx.db, {
    agentIds,
    from: range.from,
    before: range.before,
    fromDay: input.from,
    toDay: input.to,
  });
  const agents = await agentFacts(
    ctx,
    rows.map((r) => r.agentId),
  );
  return rows
    .map((r) => {
      const a = agents.get(r.agentId);
      return {
        agent: { id: r.agentId, code: a?.code ?? null, name: a?.name ?? "" },
        currency: r.currency,
        earned: r.earned,
        reversed: r.reversed,
        paid: r.paid,
        payable: r.payable,
      };
    })
    .sort((x, y) => x.agent.name.localeCompare(y.agent.name) || x.currency.localeCompare(y.currency));
}

/** The same report as an Excel workbook in the reader's language (amounts in major units, summable). */
export async function exportCommissionReport({
  ctx,
  input,
}: UseCaseArgs<Query>): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const rows = await getCommissionReport({ ctx, input });
  const t = serverT(ctx.locale, "commission");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t("report.title").slice(0, 31));
  const head = sheet.addRow([
    t("report.agent"),
    t("report.code"),
    t("report.currency"),
    t("report.earned"),
    t("report.reversed"),
    t("report.paid"),
    t("report.payable"),
  ]);
  head.font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.columns = [
    { width: 30 },
    { width: 12 },
    { width: 10 },
    { width: 18 },
    { width: 18 },
    { width: 18 },
    { width: 18 },
  ];
  for (const r of rows) {
    const currency = (currencies as readonly string[]).includes(r.currency) ? (r.currency as Currency) : "IDR";
    const row = sheet.addRow([
      r.agent.name,
      r.agent.code ?? "",
      r.currency,
      toMajor(r.earned, currency),
      toMajor(r.reversed, currency),
      toMajor(r.paid, currency),
      toMajor(r.payable, currency),
    ]);
    for (const c of [4, 5, 6, 7]) row.getCell(c).numFmt = "#,##0.00";
  }
  const name = ["commission-report", input.from, input.to].filter(Boolean).join("-");
  return { filename: `${name}.xlsx`, contentType: XLSX_TYPE, body: Buffer.from(await book.xlsx.writeBuffer()) };
}
