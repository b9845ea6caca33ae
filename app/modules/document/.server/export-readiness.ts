import ExcelJS from "exceljs";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { recordPrivateAccess } from "#app/modules/audit/.server/record-private-access";
import type { DocumentKind } from "#app/modules/document/document.contract";
import type { ReadinessRowDto } from "#app/modules/document/readiness.contract";
import { READINESS_KIND_KEYS, READINESS_STATUS_KEYS, TRAVELLER_KEYS } from "#app/modules/document/labels";
import { countCells } from "#app/modules/document/readiness.rules";
import { readinessGridOf } from "./readiness-views";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A calendar day as Excel wants it: midnight UTC (Excel has no time zones). */
const excelDay = (day: string | null) => (day ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : null);

/**
 * GET /api/departures/{time_id}/readiness/export (admin): the board as an Excel workbook, one row
 * per travelling guest, a status and a due-date column per required document (statuses in the
 * reader's language, "overdue" added when past due), then a sheet of counts per document.
 * Formula injection: every name goes in as a string cell, which exceljs writes as text, never as
 * a formula (the report exports' rule; their writer lives in the report module, after this one).
 * Logged in the private-data access log as `readiness` before the file leaves.
 */
export async function exportReadiness({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; format: "xlsx" }>): Promise<{ filename: string; body: Buffer }> {
  requireStaff(ctx, "documents");
  const grid = await readinessGridOf(ctx, input.time_id);
  await recordPrivateAccess({
    ctx,
    input: { kind: "readiness", departure_id: grid.departure.id, format: input.format },
  });
  const t = serverT(ctx.locale, "readiness");
  const kindName = (kind: DocumentKind) => t(READINESS_KIND_KEYS[kind]);
  const statusText = (row: ReadinessRowDto, kind: DocumentKind) => {
    const cell = row.cells.find((c) => c.kind === kind);
    if (!cell?.required || !cell.status) return t("status.not_required");
    const status = t(READINESS_STATUS_KEYS[cell.status]);
    return cell.overdue ? `${status} · ${t("status.overdue")}` : status;
  };
  const d = grid.departure;
  const book = new ExcelJS.Workbook();
  book.created = ctx.now();
  const sheet = book.addWorksheet(t("sheet.guests").slice(0, 31), {
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
    views: [{ state: "frozen", ySplit: 2 }],
  });
  sheet.addRow([`${d.tour.name} (${d.tour.code}) · ${d.start_date} – ${d.end_date}`]).font = { bold: true };
  const headers = [
    t("column.booking"),
    t("column.customer"),
    t("column.guest"),
    t("column.traveller"),
    ...grid.requirements.flatMap((r) => [kindName(r.kind), t("column.due", { what: kindName(r.kind) })]),
    t("column.verified"),
    t("column.required"),
  ];
  sheet.addRow(headers).font = { bold: true };
  sheet.columns = headers.map((h, i) => ({ width: i < 4 ? 24 : Math.max(12, Math.min(h.length + 2, 30)) }));
  for (const row of grid.rows) {
    const added = sheet.addRow([
      row.booking_code,
      row.customer_name,
      row.guest_name,
      t(TRAVELLER_KEYS[row.traveller_type]),
      ...grid.requirements.flatMap((r) => [
        statusText(row, r.kind),
        excelDay(row.cells.find((c) => c.kind === r.kind)?.due_on ?? null),
      ]),
      row.counts.verified,
      row.counts.required,
    ]);
    grid.requirements.forEach((_, i) => {
      added.getCell(6 + i * 2).numFmt = "yyyy-mm-dd";
    });
  }
  const cells = grid.rows.map((r) => r.cells);
  const counts = book.addWorksheet(t("sheet.counts").slice(0, 31));
  counts.addRow([
    t("column.document"),
    t("column.required"),
    t("status.missing"),
    t("status.submitted"),
    t("status.rejected"),
    t("status.verified"),
  ]).font = { bold: true };
  counts.columns = [{ width: 28 }, { width: 14 }, { width: 14 }, { width: 18 }, { width: 14 }, { width: 14 }];
  const countRow = (label: string, c: ReturnType<typeof countCells>) =>
    counts.addRow([label, c.required, c.missing, c.submitted, c.rejected, c.verified]);
  for (const r of grid.requirements) countRow(kindName(r.kind), countCells(cells, r.kind));
  countRow(t("column.total"), countCells(cells)).font = { bold: true };
  const body = Buffer.from(await book.xlsx.writeBuffer());
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-");
  return { filename: `documents_${safe(d.tour.code)}_${d.start_date}.xlsx`, body };
}
