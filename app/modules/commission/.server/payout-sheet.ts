import ExcelJS from "exceljs";
import type { UseCaseArgs } from "#app/shared/context";
import { agencyToday, formatDay } from "#app/shared/dates";
import { serverT } from "#app/shared/i18n/server";
import { type Currency, currencies, toMajor } from "#app/shared/money";
import { listLineRows } from "./commission.repository";
import { toLineDtos } from "./lines";
import { getPayout } from "./payouts";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A payout's sheet (decision 078 point 6): who was paid, the reference and day, then one row per
 * line (booking, kind, day, amount, what it was earned by) and the total. Labels, dates and the
 * kinds in the reader's language; amounts are numbers in the payout's currency (major units),
 * so the sheet sums them. A payout's lines fit in memory (at most a few hundred are chosen).
 */
export async function exportPayoutSheet({
  ctx,
  input,
}: UseCaseArgs<{ id: number }>): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const payout = await getPayout(ctx, input.id);
  const { rows } = await listLineRows(ctx.db, { payoutId: payout.id, offset: 0 });
  const lines = (await toLineDtos(ctx, rows)).sort((a, b) => a.id - b.id);
  const t = serverT(ctx.locale, "commission");
  const currency = (currencies as readonly string[]).includes(payout.currency) ? (payout.currency as Currency) : "IDR";
  const money = (minor: number) => toMajor(minor, currency);
  const day = (iso: string) => formatDay(iso, ctx.locale);

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t("sheet.title"), {
    pageSetup: { orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([t("sheet.title")]).font = { bold: true, size: 14 };
  sheet.addRow([t("sheet.agent"), `${payout.agent.name}${payout.agent.code ? ` (${payout.agent.code})` : ""}`]);
  sheet.addRow([t("sheet.reference"), payout.reference]);
  sheet.addRow([t("sheet.paid_on"), day(payout.paid_on)]);
  sheet.addRow([]);
  const head = sheet.addRow([
    t("sheet.booking"),
    t("sheet.kind"),
    t("sheet.date"),
    t("sheet.basis"),
    t("sheet.amount", { currency: payout.currency }),
  ]);
  head.font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: head.number }];
  sheet.columns = [{ width: 16 }, { width: 18 }, { width: 16 }, { width: 40 }, { width: 20 }];
  const first = head.number + 1;
  for (const line of lines) {
    const row = sheet.addRow([
      line.booking.code,
      t(`kind.${line.kind}`),
      day(agencyToday(new Date(line.created_at))),
      basisText(t, line.basis),
      money(line.amount),
    ]);
    row.getCell(5).numFmt = "#,##0.00";
  }
  const last = first + lines.length - 1;
  const total = sheet.addRow([
    t("sheet.total"),
    "",
    "",
    "",
    lines.length ? { formula: `SUM(E${first}:E${last})`, result: money(payout.total) } : money(payout.total),
  ]);
  total.font = { bold: true };
  total.getCell(5).numFmt = "#,##0.00";

  const body = Buffer.from(await book.xlsx.writeBuffer());
  return { filename: `commission-payout_${payout.id}_${payout.paid_on}.xlsx`, contentType: XLSX_TYPE, body };
}

/** What a line was earned by, in words: the scheme's kind and rate, or why it was reversed. */
function basisText(
  t: (key: string, values?: Record<string, unknown>) => string,
  basis: Record<string, unknown>,
): string {
  if (typeof basis.reason === "string")
    return t(`reason.${basis.reason === "agent_changed" ? "agent_changed" : "canceled"}`);
  const travellers = basis.travellers as { adult: number; child: number; infant: number } | undefined;
  const pax = travellers ? t("sheet.travellers", travellers) : "";
  if (basis.override === "fixed") return `${t("basis.override_fixed")} · ${pax}`;
  if (basis.override === "difference") return `${t("basis.override_difference")} · ${pax}`;
  if (basis.kind === "percent") return `${t("basis.percent", { percent: Number(basis.percent_bp) / 100 })} · ${pax}`;
  return `${t("basis.fixed")} · ${pax}`;
}
