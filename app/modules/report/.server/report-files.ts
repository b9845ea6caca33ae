import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { type Currency, MINOR_DIGITS, toMajor } from "#app/shared/money";
import { csvLine, localDateTime } from "#app/modules/report/report.rules";

/*
 * CSV and Excel writers of the report exports. Rows arrive in chunks (an async iterable) and
 * leave as a stream: an export of any size never holds more than a chunk in memory.
 */

export type ColumnKind = "text" | "int" | "money" | "date" | "datetime";

export interface ExportColumn<T> {
  id: string;
  header: string;
  kind: ColumnKind;
  /** Width in characters in the Excel sheet. */
  width: number;
  /** text: string; int: number; money: minor units; date: YYYY-MM-DD; datetime: ISO instant. */
  value: (row: T) => string | number | null;
}

/**
 * A small sheet after the main one (Excel only), e.g. the report by room type: its rows are
 * already in memory. `rows` are typed by the columns' `value`.
 */
export interface ExtraSheet<R = never> {
  name: string;
  columns: ExportColumn<R>[];
  rows: R[];
}

/** An extra sheet of any row type (the row type stays between its columns and its rows). */
export function extraSheet<R>(name: string, columns: ExportColumn<R>[], rows: R[]): ExtraSheet<unknown> {
  return { name, columns, rows } as unknown as ExtraSheet<unknown>;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Readable;
}

export const CSV_TYPE = "text/csv; charset=utf-8";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The number format of money cells: the currency's symbol, grouping, its minor digits (none for rupiah). */
export function moneyFormat(currency: Currency): string {
  const symbol = { IDR: "Rp ", MYR: "RM ", SGD: "S$ " }[currency];
  const decimals = currency === "IDR" ? 0 : MINOR_DIGITS[currency];
  return `"${symbol}"#,##0${decimals ? `.${"0".repeat(decimals)}` : ""}`;
}

/**
 * CSV (RFC 4180, comma, CRLF) in UTF-8 with a byte-order mark so Excel reads the accents. Money
 * in major units with a dot decimal and no grouping (machine-readable; the header names the
 * currency), calendar dates as YYYY-MM-DD, moments as the agency's local "YYYY-MM-DD HH:mm".
 * Text that would start a formula is guarded (report.rules.ts `guardFormula`).
 */
export function csvStream<T>(
  columns: ExportColumn<T>[],
  chunks: AsyncIterable<T[]>,
  opts: { currency: Currency; timeZone: string },
): Readable {
  async function* lines() {
    yield Buffer.from(`\uFEFF${csvLine(columns.map((c) => c.header))}`, "utf8");
    for await (const chunk of chunks) {
      let out = "";
      for (const row of chunk) {
        out += csvLine(
          columns.map((c) => {
            const v = c.value(row);
            if (v === null || v === "") return null;
            if (c.kind === "money") return toMajor(Number(v), opts.currency);
            if (c.kind === "datetime") return localDateTime(String(v), opts.timeZone);
            return v;
          }),
        );
      }
      yield Buffer.from(out, "utf8");
    }
  }
  return Readable.from(lines());
}

/** A calendar date as Excel wants it: midnight UTC (Excel has no time zones). */
const excelDay = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);

function excelValue<T>(c: ExportColumn<T>, row: T, opts: { currency: Currency; timeZone: string }) {
  const v = c.value(row);
  if (v === null || v === "") return null;
  switch (c.kind) {
    case "money":
      return toMajor(Number(v), opts.currency);
    case "int":
      return Number(v);
    case "date":
      return excelDay(String(v));
    case "datetime":
      // The agency's wall-clock time, written as if it were UTC: Excel shows it as is.
      return new Date(`${localDateTime(String(v), opts.timeZone).replace(" ", "T")}:00Z`);
    default:
      // Text stays text: exceljs writes strings as strings, never as formulas.
      return String(v);
  }
}

const columnLetter = (n: number) => {
  let s = "";
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
};

/**
 * A real .xlsx (streamed): a bold, frozen, filterable header row, money as numbers in the
 * currency's format, dates as dates, and optionally a totals row of SUM formulas (with their
 * values, so readers that do not calculate still see them).
 */
export function xlsxStream<T>(
  columns: ExportColumn<T>[],
  chunks: AsyncIterable<T[]>,
  opts: {
    currency: Currency;
    timeZone: string;
    sheetName: string;
    /** Printed at the top of every page. */
    pageHeader?: string;
    totals?: { label: string; values: Record<string, number> };
    extraSheets?: ExtraSheet<unknown>[];
  },
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(opts.sheetName.slice(0, 31), {
      views: [{ state: "frozen", ySplit: 1 }],
      pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
      headerFooter: opts.pageHeader
        ? { oddHeader: `&L${opts.pageHeader.replace(/&/g, "&&")}`, oddFooter: "&R&P / &N" }
        : {},
    });
    const money = moneyFormat(opts.currency);
    const headed = <R>(ws: ExcelJS.Worksheet, cols: ExportColumn<R>[]) => {
      ws.columns = cols.map((c) => ({
        key: c.id,
        width: c.width,
        style:
          c.kind === "money"
            ? { numFmt: money }
            : c.kind === "date"
              ? { numFmt: "yyyy-mm-dd" }
              : c.kind === "datetime"
                ? { numFmt: "yyyy-mm-dd hh:mm" }
                : c.kind === "int"
                  ? { numFmt: "0" }
                  : {},
      }));
      const header = ws.addRow(cols.map((c) => c.header));
      header.font = { bold: true };
      header.eachCell((cell) => {
        cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE2E8F0" } };
        cell.border = { bottom: { style: "thin" } };
      });
      header.commit();
    };
    headed(sheet, columns);
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

    let last = 1;
    for await (const chunk of chunks) {
      for (const row of chunk) {
        sheet.addRow(columns.map((c) => excelValue(c, row, opts))).commit();
        last++;
      }
      // Let a slow client drain what is written before the next chunk is read.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
    }
    if (opts.totals) {
      const cells = columns.map((c, i) => {
        const value = opts.totals?.values[c.id];
        if (i === 0) return opts.totals?.label ?? "";
        if (value === undefined) return null;
        const result = c.kind === "money" ? toMajor(value, opts.currency) : value;
        const letter = columnLetter(i + 1);
        return last > 1 ? { formula: `SUM(${letter}2:${letter}${last})`, result } : result;
      });
      const totals = sheet.addRow(cells);
      totals.font = { bold: true };
      totals.eachCell((cell) => {
        cell.border = { top: { style: "thin" } };
      });
      totals.commit();
    }
    sheet.commit();
    for (const extra of opts.extraSheets ?? []) {
      const ws = workbook.addWorksheet(extra.name.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
      headed(ws, extra.columns);
      for (const row of extra.rows) ws.addRow(extra.columns.map((c) => excelValue(c, row, opts))).commit();
      ws.commit();
    }
    await workbook.commit();
  };
  write().catch((err) => out.destroy(err));
  return out;
}

/**
 * An export in the format asked, under the agency's currency and report time zone: CSV, or .xlsx
 * with the sheet's name, page header and totals (CSV has no place for them).
 */
export function exportFile<T>(
  format: "csv" | "xlsx",
  filename: string,
  columns: ExportColumn<T>[],
  chunks: AsyncIterable<T[]>,
  opts: { currency: Currency; timeZone: string },
  sheet: {
    sheetName: string;
    pageHeader?: string;
    totals?: { label: string; values: Record<string, number> };
    extraSheets?: ExtraSheet<unknown>[];
  },
): ExportFile {
  if (format === "csv") return { filename, contentType: CSV_TYPE, body: csvStream(columns, chunks, opts) };
  return { filename, contentType: XLSX_TYPE, body: xlsxStream(columns, chunks, { ...opts, ...sheet }) };
}
