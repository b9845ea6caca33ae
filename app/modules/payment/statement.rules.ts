import type { Currency } from "#app/shared/money";

/**
 * Bank statement import (decision 040, docs/product.md §Bank statement import): parsers for the
 * statement exports agencies download from their banks, and the rule that matches a credit to
 * the one open unique-code transfer it pays. Pure: no database, no clock.
 */

export const STATEMENT_FORMATS = ["bca", "mandiri", "bri", "bni", "maybank", "cimb", "csv"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The currency each bank's export is in; a generic CSV says its own. */
export const FORMAT_CURRENCY: Record<Exclude<StatementFormat, "csv">, Currency> = {
  bca: "IDR",
  mandiri: "IDR",
  bri: "IDR",
  bni: "IDR",
  maybank: "MYR",
  cimb: "MYR",
};

export const DATE_FORMATS = ["DD/MM/YYYY", "YYYY-MM-DD", "MM/DD/YYYY", "DD-MM-YYYY", "DD.MM.YYYY", "DD/MM/YY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** How a generic CSV is read: columns by their header text (case and spaces ignored). */
export interface CsvMapping {
  delimiter: "," | ";" | "\t";
  date_column: string;
  date_format: DateFormat;
  description_column: string;
  /** One signed amount column (negative or "DB"/"D"/"-" suffix = debit) ... */
  amount_column: string | null;
  /** ... or a credit column (and optionally a debit column, only to know a row is a debit). */
  credit_column: string | null;
  decimal: "." | ",";
  currency: Currency;
}

/** A credit read from a statement: its posting day (YYYY-MM-DD), text and amount in minor units. */
export interface ParsedLine {
  posted_on: string;
  description: string;
  amount: number;
}

export interface ParsedStatement {
  currency: Currency;
  /** Credits only, in file order. */
  lines: ParsedLine[];
  /** Rows read (credits and debits), for the import summary. */
  rows: number;
}

/** A file that is not the format chosen: which row (1-based, in the file) and why (an error key). */
export class StatementParseError extends Error {
  constructor(
    readonly key: "statement_no_header" | "statement_bad_row" | "statement_empty",
    readonly row: number | null = null,
  ) {
    super(row ? `${key} at row ${row}` : key);
  }
}

// ---------------------------------------------------------------------------------------------
// CSV and numbers

/** RFC 4180 rows: quoted fields may hold the delimiter, doubled quotes and line breaks. */
export function splitCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === delimiter) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.map((r) => r.map((f) => f.trim()));
}

/**
 * An amount as banks print it to minor units (2 digits), without floating point: "1.234.567,00"
 * (decimal ","), "1,234,567.00" (decimal "."), "Rp 50.000", "1,250.37+", "-75.00", "(75.00)".
 * Returns the signed amount, or null when the text is not an amount.
 */
export function parseAmount(text: string, decimal: "." | ","): number | null {
  let s = text
    .replace(/^'/, "")
    .replace(/\s+/g, "")
    .replace(/^(Rp|IDR|RM|MYR|SGD|S\$)\.?/i, "");
  if (s === "") return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.endsWith("-") || s.startsWith("-")) negative = true;
  s = s.replace(/^[+-]|[+-]$/g, "");
  // ".00" (Mandiri's empty side): no whole part.
  if (s.startsWith(decimal)) s = `0${s}`;
  const group = decimal === "," ? "." : ",";
  if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})*(\\${decimal}\\d{1,2})?$|^\\d+(\\${decimal}\\d{1,2})?$`).test(s))
    return null;
  const [whole, cents = ""] = s.split(group).join("").split(decimal);
  const minor = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  if (!Number.isSafeInteger(minor)) return null;
  return negative ? -minor : minor;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar day in one of the date formats to YYYY-MM-DD, or null (no such day). */
export function parseDay(text: string, format: DateFormat): string | null {
  const s = text.replace(/^'/, "").trim().split(/[ T]/)[0];
  const parts = s.split(/[/.-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : Number.NaN));
  if (parts.length !== 3 || parts.some(Number.isNaN)) return null;
  let [y, m, d] = [0, 0, 0];
  if (format === "YYYY-MM-DD") [y, m, d] = parts;
  else if (format === "MM/DD/YYYY") [m, d, y] = parts;
  else [d, m, y] = parts;
  if (format === "DD/MM/YY") y += 2000;
  if (y < 2000 || y > 2999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The row holding every wanted header (after any preamble the bank writes), and each header's column. */
function findHeader(rows: string[][], wanted: string[]): { at: number; cols: number[] } {
  for (let at = 0; at < Math.min(rows.length, 30); at++) {
    const names = rows[at].map(norm);
    const cols = wanted.map((w) => names.indexOf(norm(w)));
    if (cols.every((c) => c >= 0)) return { at, cols };
  }
  throw new StatementParseError("statement_no_header");
}

const blank = (row: string[]) => row.every((f) => f === "");

/** How one bank's rows read: header names, then per data row the day, text and signed amount. */
interface Layout {
  delimiter: string;
  headers: string[];
  /** Rows after the table (totals, balances) end it; blank rows are skipped. */
  stop?: (row: string[]) => boolean;
  read: (cells: string[], header: { cols: number[]; preamble: string[][] }) => ParsedLine | "debit" | "skip" | null;
}

function readLayout(text: string, layout: Layout): Omit<ParsedStatement, "currency"> {
  const rows = splitCsv(text, layout.delimiter);
  const { at, cols } = findHeader(rows, layout.headers);
  const lines: ParsedLine[] = [];
  let count = 0;
  for (let i = at + 1; i < rows.length; i++) {
    const row = rows[i];
    if (blank(row)) continue;
    if (layout.stop?.(row)) break;
    const got = layout.read(row, { cols, preamble: rows.slice(0, at) });
    if (got === "skip") continue;
    if (got === null) throw new StatementParseError("statement_bad_row", i + 1);
    count++;
    if (got !== "debit") lines.push(got);
  }
  if (count === 0) throw new StatementParseError("statement_empty");
  return { lines, rows: count };
}

/** A credit from a signed amount (positive = credit). */
const credit = (posted_on: string | null, description: string, amount: number | null): ParsedLine | "debit" | null =>
  posted_on === null || amount === null ? null : amount > 0 ? { posted_on, description, amount } : "debit";

/** A credit from separate debit and credit columns (one of them filled): their two cells, a missing one empty. */
function creditOf(
  posted_on: string | null,
  description: string,
  [debitText = "", creditText = ""]: [string | undefined, string | undefined],
  decimal: "." | ",",
): ParsedLine | "debit" | null {
  const c = creditText === "" ? 0 : parseAmount(creditText, decimal);
  const d = debitText === "" ? 0 : parseAmount(debitText, decimal);
  if (posted_on === null || c === null || d === null) return null;
  return c > 0 ? { posted_on, description, amount: c } : "debit";
}

// ---------------------------------------------------------------------------------------------
// The banks' layouts (decision 040 describes each; db/demo/statements/ has a sample of each)

/**
 * BCA (KlikBCA Bisnis, "Mutasi Rekening" CSV): a preamble (account, name, "Periode : dd/mm/yyyy -
 * dd/mm/yyyy", currency), then `Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo`; the day as
 * 'dd/mm (year from the period) or dd/mm/yyyy, "PEND" for not yet posted (skipped), amounts
 * "1,234,567.00" with a CR/DB marker in the column after, totals ("Saldo Awal" ...) after.
 */
const bca: Layout = {
  delimiter: ",",
  headers: ["Tanggal Transaksi", "Keterangan", "Cabang", "Jumlah"],
  stop: (row) => /^(saldo|mutasi)/i.test(row[0]),
  read: (cells, { cols: [dateCol, descCol, , amountCol], preamble }) => {
    const dayText = cells[dateCol]?.replace(/^'/, "") ?? "";
    if (/^pend/i.test(dayText)) return "skip";
    let posted: string | null;
    if (/^\d{1,2}\/\d{1,2}$/.test(dayText)) {
      const period = preamble
        .flat()
        .join(" ")
        .match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/);
      posted = period ? parseDay(`${dayText}/${period[3]}`, "DD/MM/YYYY") : null;
    } else posted = parseDay(dayText, "DD/MM/YYYY");
    const amount = parseAmount(cells[amountCol] ?? "", ".");
    const marker = (cells[amountCol + 1] ?? "").toUpperCase();
    if (amount === null || (marker !== "CR" && marker !== "DB")) return null;
    return credit(posted, cells[descCol] ?? "", marker === "CR" ? amount : -amount);
  },
};

/**
 * Mandiri (Mandiri Cash Management / Livin' Bisnis CSV): `Account No,Ccy,Post Date,Value Date,
 * Transaction Code,Description,Description,Reference No.,Debit,Credit`; the day as "dd/mm/yyyy
 * hh:mm:ss", two description columns joined, amounts "1,234,567.00" in separate columns.
 */
const mandiri: Layout = {
  delimiter: ",",
  headers: ["Account No", "Post Date", "Description", "Debit", "Credit"],
  read: (cells, { cols: [, postCol, descCol, debitCol, creditCol] }) =>
    creditOf(
      parseDay(cells[postCol] ?? "", "DD/MM/YYYY"),
      [cells[descCol], cells[descCol + 1]].filter(Boolean).join(" "),
      [cells[debitCol], cells[creditCol]],
      ".",
    ),
};

/**
 * BRI (Internet Banking Bisnis / CMS, semicolon separated, Indonesian numbers): `Tanggal;Uraian
 * Transaksi;Teller;Debet;Kredit;Saldo`, the day as dd/mm/yy, amounts "1.234.567,00".
 */
const bri: Layout = {
  delimiter: ";",
  headers: ["Tanggal", "Uraian Transaksi", "Debet", "Kredit"],
  stop: (row) => /^(saldo|total)/i.test(row[0]),
  read: (cells, { cols: [dateCol, descCol, debitCol, creditCol] }) =>
    creditOf(
      parseDay(cells[dateCol] ?? "", "DD/MM/YY") ?? parseDay(cells[dateCol] ?? "", "DD/MM/YYYY"),
      cells[descCol] ?? "",
      [cells[debitCol], cells[creditCol]],
      ",",
    ),
};

/**
 * BNI (BNIDirect, semicolon separated, Indonesian numbers): `Tanggal Transaksi;Keterangan;No.
 * Referensi;Nominal;D/K;Saldo`, the day as dd-mm-yyyy, the amount "1.234.567,00" with D (debet)
 * or K (kredit).
 */
const bni: Layout = {
  delimiter: ";",
  headers: ["Tanggal Transaksi", "Keterangan", "Nominal", "D/K"],
  read: (cells, { cols: [dateCol, descCol, amountCol, markCol] }) => {
    const amount = parseAmount(cells[amountCol] ?? "", ",");
    const mark = (cells[markCol] ?? "").toUpperCase();
    if (amount === null || (mark !== "D" && mark !== "K")) return null;
    return credit(parseDay(cells[dateCol] ?? "", "DD-MM-YYYY"), cells[descCol] ?? "", mark === "K" ? amount : -amount);
  },
};

/**
 * Maybank (Maybank2u Biz account history CSV): `Entry Date,Value Date,Transaction Description,
 * Transaction Amount,Statement Balance`, the day as dd/mm/yyyy, the amount "1,250.37+" (credit)
 * or "50.00-" (debit): the sign after the number.
 */
const maybank: Layout = {
  delimiter: ",",
  headers: ["Entry Date", "Transaction Description", "Transaction Amount"],
  read: (cells, { cols: [dateCol, descCol, amountCol] }) => {
    const text = cells[amountCol] ?? "";
    if (!/[+-]$/.test(text)) return null;
    return credit(parseDay(cells[dateCol] ?? "", "DD/MM/YYYY"), cells[descCol] ?? "", parseAmount(text, "."));
  },
};

/**
 * CIMB (CIMB Clicks / BizChannel CSV): `Transaction Date,Description,Cheque / Ref No,Withdrawal,
 * Deposits,Tax,Balance`, the day as dd/mm/yyyy, amounts "1,250.37" in separate columns.
 */
const cimb: Layout = {
  delimiter: ",",
  headers: ["Transaction Date", "Description", "Withdrawal", "Deposits"],
  read: (cells, { cols: [dateCol, descCol, debitCol, creditCol] }) =>
    creditOf(
      parseDay(cells[dateCol] ?? "", "DD/MM/YYYY"),
      cells[descCol] ?? "",
      [cells[debitCol], cells[creditCol]],
      ".",
    ),
};

/** Any CSV, read by the mapping the admin gives. */
function csvLayout(m: CsvMapping): Layout {
  const headers = [m.date_column, m.description_column, m.amount_column ?? m.credit_column ?? ""];
  return {
    delimiter: m.delimiter,
    headers,
    read: (cells, { cols: [dateCol, descCol, amountCol] }) => {
      const posted = parseDay(cells[dateCol] ?? "", m.date_format);
      const text = cells[amountCol] ?? "";
      if (m.amount_column) {
        const marker = text.match(/\s*(CR|DB|DR|C|D|K)$/i)?.[1]?.toUpperCase();
        const amount = parseAmount(marker ? text.slice(0, -marker.length) : text, m.decimal);
        if (amount === null) return null;
        const debit = marker === "DB" || marker === "DR" || marker === "D";
        return credit(posted, cells[descCol] ?? "", debit ? -Math.abs(amount) : amount);
      }
      // A credit column: an empty cell is a debit row (its amount is in another column).
      if (text === "") return posted === null ? null : "debit";
      return credit(posted, cells[descCol] ?? "", parseAmount(text, m.decimal));
    },
  };
}

const LAYOUTS: Record<Exclude<StatementFormat, "csv">, Layout> = { bca, mandiri, bri, bni, maybank, cimb };

/** Reads a statement export: its credits, in file order. Throws StatementParseError when it is not that format. */
export function parseStatement(format: StatementFormat, text: string, mapping?: CsvMapping | null): ParsedStatement {
  if (format === "csv") {
    if (!mapping) throw new StatementParseError("statement_no_header");
    return { currency: mapping.currency, ...readLayout(text, csvLayout(mapping)) };
  }
  return { currency: FORMAT_CURRENCY[format], ...readLayout(text, LAYOUTS[format]) };
}

// ---------------------------------------------------------------------------------------------
// Line identity and matching

/** The most of a line's text kept (statement_lines.description) and so in its identity. */
export const DESCRIPTION_MAX = 500;

/**
 * What identifies a line across uploads (hashed by the caller into statement_lines.line_key):
 * format, day, text (as stored: at most DESCRIPTION_MAX characters, runs of white space as one
 * space) and amount, plus its occurrence among identical lines of the file, so two genuine
 * identical credits stay two lines and the same file uploaded again adds none. Not the account
 * the admin chose (decision 058): the same file imported again under another choice is the same
 * money, never new. Migration 0012 recomputes stored keys the same way.
 */
export function lineIdentities(format: StatementFormat, lines: readonly ParsedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const text = l.description.slice(0, DESCRIPTION_MAX).replace(/\s+/g, " ");
    const base = [format, l.posted_on, text, l.amount].join("|");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `${base}|${n}`;
  });
}

/** Days after its due date (or after it was issued, when later) a transfer stays matchable (decisions 040, 058). */
export const MATCH_WINDOW_DAYS = 14;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * An open transfer as matching sees it (decision 058): an exact amount issued to the customer
 * (shown on the checkout result, mails, booking page and invoice) or told by them ("I have
 * paid"). `issued_on` is the agency's calendar day the amount was first shown; `due_on` the day
 * the booking's full payment is due (null: none).
 */
export interface OpenTransfer {
  id: number;
  currency: string;
  /** The round amount the booking counts. */
  amount: number;
  /** amount + unique code (null: a transfer told without a code). */
  transfer_amount: number | null;
  booking_code: string;
  issued_on: string;
  due_on: string | null;
  bank_account_id: number | null;
}

/**
 * Whether a credit on `posted_on` can pay a transfer issued on `issued_on`: never before the
 * amount was shown (an older credit of a freed amount is another customer's), and at most the
 * window after the later of that day and its due date (a balance's amount is shown months before
 * it is due).
 */
export function inWindow(
  issued_on: string,
  posted_on: string,
  due_on: string | null = null,
  windowDays = MATCH_WINDOW_DAYS,
): boolean {
  const from = dayNumber(issued_on);
  const until = Math.max(from, due_on ? dayNumber(due_on) : from) + windowDays;
  const at = dayNumber(posted_on);
  return at >= from && at <= until;
}

/** Whether a booking code is written in a statement line's text (as a word: banks add their own text around it). */
export function mentionsBookingCode(description: string, code: string): boolean {
  const words = description.toUpperCase().split(/[^A-Z0-9]+/);
  const wanted = code.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (!wanted) return false;
  // "AB12CD34" written as "AB12 CD34" or "AB12-CD34": the text's letters and digits, run together.
  return words.includes(wanted) || words.join("").includes(wanted);
}

export type MatchedBy = "amount" | "booking_code";
export type UnmatchedReason = "no_match" | "ambiguous" | "out_of_window" | "claimed";
export type MatchResult = { payment_id: number; by: MatchedBy } | { reason: UnmatchedReason };

export interface CreditLine {
  posted_on: string;
  amount: number;
  currency: string;
  description: string;
}

/**
 * How a credit pays a transfer, or null: exactly its amount with the code, or (decision 058) the
 * round amount with the booking's code in the text, for a customer who followed an older mail or
 * wrote the code in the memo. Currency and the statement's account must agree.
 */
export function creditPays(line: CreditLine, p: OpenTransfer, bankAccountId: number | null): MatchedBy | null {
  if (p.currency !== line.currency) return null;
  if (bankAccountId !== null && p.bank_account_id !== null && p.bank_account_id !== bankAccountId) return null;
  if (p.transfer_amount !== null && p.transfer_amount === line.amount) return "amount";
  if (p.amount === line.amount && mentionsBookingCode(line.description, p.booking_code)) return "booking_code";
  return null;
}

/**
 * The open transfer a credit pays: exactly its transfer amount first, else its round amount with
 * the booking's code in the text; within the window. One candidate is a match; several are
 * ambiguous; an amount that fits only outside the window says so.
 */
export function matchCredit(
  line: CreditLine,
  transfers: readonly OpenTransfer[],
  bankAccountId: number | null,
): MatchResult {
  let outside = false;
  for (const by of ["amount", "booking_code"] as const) {
    const same = transfers.filter((p) => creditPays(line, p, bankAccountId) === by);
    const fits = same.filter((p) => inWindow(p.issued_on, line.posted_on, p.due_on));
    if (fits.length === 1) return { payment_id: fits[0].id, by };
    if (fits.length > 1) return { reason: "ambiguous" };
    if (same.length) outside = true;
  }
  return { reason: outside ? "out_of_window" : "no_match" };
}

/**
 * Matches every credit of an upload at once: a transfer two credits both fit is paid by neither
 * (which one is the customer's is for staff to tell: ambiguous), and one an earlier line already
 * holds (`claimed`: payment ids held by lines not in this upload) is not taken again.
 */
export function matchCredits(
  lines: readonly CreditLine[],
  transfers: readonly OpenTransfer[],
  bankAccountId: number | null,
  claimed: ReadonlySet<number> = new Set(),
): MatchResult[] {
  const first = lines.map((l) => matchCredit(l, transfers, bankAccountId));
  const count = new Map<number, number>();
  for (const r of first) if ("payment_id" in r) count.set(r.payment_id, (count.get(r.payment_id) ?? 0) + 1);
  return first.map((r) => {
    if (!("payment_id" in r)) return r;
    if (claimed.has(r.payment_id)) return { reason: "claimed" };
    return (count.get(r.payment_id) ?? 0) > 1 ? { reason: "ambiguous" } : r;
  });
}
