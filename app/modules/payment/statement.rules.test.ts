import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type CsvMapping,
  creditPays,
  inWindow,
  mentionsBookingCode,
  lineIdentities,
  matchCredit,
  matchCredits,
  type OpenTransfer,
  parseAmount,
  parseDay,
  parseStatement,
  StatementParseError,
  splitCsv,
  type StatementFormat,
} from "./statement.rules";

const sample = (name: string) => readFileSync(path.join("db/demo/statements", `${name}.csv`), "utf8");

const GENERIC_MAPPING: CsvMapping = {
  delimiter: ";",
  date_column: "Booked",
  date_format: "YYYY-MM-DD",
  description_column: "Memo",
  amount_column: "Amount (IDR)",
  credit_column: null,
  decimal: ",",
  currency: "IDR",
};

/** A generic CSV of days written DD/MM/YYYY, read with the generic mapping changed by `mapping`. */
const dayFirstCsv = (text: string, mapping: Partial<CsvMapping>) =>
  parseStatement("csv", text, { ...GENERIC_MAPPING, date_format: "DD/MM/YYYY", ...mapping });

describe("amounts and days as banks print them", () => {
  it("reads Indonesian and English number formats to minor units without floating point", () => {
    expect(parseAmount("1.234.567,00", ",")).toBe(123_456_700);
    expect(parseAmount("1,234,567.89", ".")).toBe(123_456_789);
    expect(parseAmount("Rp 50.000", ",")).toBe(5_000_000);
    expect(parseAmount("1,250.37+", ".")).toBe(125_037);
    expect(parseAmount("50.00-", ".")).toBe(-5_000);
    expect(parseAmount("-15.000,00", ",")).toBe(-1_500_000);
    expect(parseAmount("(75.00)", ".")).toBe(-7_500);
    expect(parseAmount(".00", ".")).toBe(0);
    expect(parseAmount("0.10", ".")).toBe(10);
    expect(parseAmount("12,5", ",")).toBe(1_250);
    // The wrong decimal mark is not silently read as a thousand times more.
    expect(parseAmount("1.234.567,00", ".")).toBeNull();
    expect(parseAmount("abc", ".")).toBeNull();
    expect(parseAmount("1,23,4", ".")).toBeNull();
  });

  it("reads days in each format and refuses days that do not exist", () => {
    expect(parseDay("10/11/2026", "DD/MM/YYYY")).toBe("2026-11-10");
    expect(parseDay("10/11/2026 10:22:41", "DD/MM/YYYY")).toBe("2026-11-10");
    expect(parseDay("'10/11/2026", "DD/MM/YYYY")).toBe("2026-11-10");
    expect(parseDay("10/11/26", "DD/MM/YY")).toBe("2026-11-10");
    expect(parseDay("2026-11-10", "YYYY-MM-DD")).toBe("2026-11-10");
    expect(parseDay("11/10/2026", "MM/DD/YYYY")).toBe("2026-11-10");
    expect(parseDay("10-11-2026", "DD-MM-YYYY")).toBe("2026-11-10");
    expect(parseDay("10.11.2026", "DD.MM.YYYY")).toBe("2026-11-10");
    expect(parseDay("31/02/2026", "DD/MM/YYYY")).toBeNull();
    expect(parseDay("PEND", "DD/MM/YYYY")).toBeNull();
  });

  it("splits quoted CSV fields holding the delimiter and quotes", () => {
    expect(splitCsv('a,"1,000.00","say ""hi"""\r\nb,2,3', ",")).toEqual([
      ["a", "1,000.00", 'say "hi"'],
      ["b", "2", "3"],
    ]);
  });
});

describe("every format's sample: credits only, in order, in its currency", () => {
  // Every sample's credits fall on the same five days, in rupiah or in ringgit.
  const credits = (amounts: number[]) =>
    ["2026-11-10", "2026-11-12", "2026-11-13", "2026-11-14", "2026-11-15"].map((posted_on, i) => ({
      posted_on,
      amount: amounts[i],
    }));
  const idr = credits([2_500_012_300, 1_250_045_700, 100_000_000, 730_078_900, 730_078_900]);
  const myr = credits([850_037, 320_055, 15_000, 100_012, 100_012]);
  const cases: [StatementFormat, string, "IDR" | "MYR", typeof idr, number][] = [
    ["bca", "bca", "IDR", idr, 7],
    ["mandiri", "mandiri", "IDR", idr, 7],
    ["bri", "bri", "IDR", idr, 7],
    ["bni", "bni", "IDR", idr, 7],
    ["maybank", "maybank", "MYR", myr, 7],
    ["cimb", "cimb", "MYR", myr, 7],
    ["csv", "generic", "IDR", idr, 7],
  ];
  for (const [format, file, currency, want, rows] of cases)
    it(`${format}: ${want.length} credits of ${rows} rows`, () => {
      const got = parseStatement(format, sample(file), format === "csv" ? GENERIC_MAPPING : null);
      expect(got.currency).toBe(currency);
      expect(got.rows).toBe(rows);
      expect(got.lines.map((l) => ({ posted_on: l.posted_on, amount: l.amount }))).toEqual(want);
      expect(got.lines.every((l) => l.description.length > 0)).toBe(true);
    });

  it("BCA: a pending (PEND) row is not imported, the totals after the table are not rows", () => {
    const got = parseStatement("bca", sample("bca"));
    expect(got.lines.some((l) => l.description.includes("ANISA"))).toBe(false);
    expect(got.lines[0].description).toContain("SITI AMINAH");
  });

  it("Mandiri: its two description columns are joined", () => {
    expect(parseStatement("mandiri", sample("mandiri")).lines[0].description).toBe(
      "TRANSFER DARI SITI AMINAH UMRAH DESEMBER",
    );
  });

  it("a generic CSV with separate credit and debit columns", () => {
    const text = "Date,Details,Debit,Credit\n05/11/2026,Fee,10.00,\n06/11/2026,Transfer A,,1250.37\n";
    const got = dayFirstCsv(text, {
      delimiter: ",",
      date_column: "Date",
      description_column: "Details",
      amount_column: null,
      credit_column: "Credit",
      decimal: ".",
      currency: "MYR",
    });
    expect(got).toEqual({
      currency: "MYR",
      rows: 2,
      lines: [{ posted_on: "2026-11-06", description: "Transfer A", amount: 125_037 }],
    });
  });

  it("a generic CSV amount with a CR/DB marker", () => {
    const text = "Tgl;Ket;Jumlah\n05/11/2026;Biaya;15.000,00 DB\n06/11/2026;Transfer;25.000.123,00 CR\n";
    const got = dayFirstCsv(text, { date_column: "Tgl", description_column: "Ket", amount_column: "Jumlah" });
    expect(got.lines).toEqual([{ posted_on: "2026-11-06", description: "Transfer", amount: 2_500_012_300 }]);
  });

  it("a file of another format or a broken row is refused with where and why", () => {
    expect(() => parseStatement("maybank", sample("bca"))).toThrow(StatementParseError);
    try {
      parseStatement("bni", "Tanggal Transaksi;Keterangan;No. Referensi;Nominal;D/K;Saldo\n03-11-2026;X;J;abc;K;0\n");
      expect.unreachable();
    } catch (err) {
      expect((err as StatementParseError).key).toBe("statement_bad_row");
      expect((err as StatementParseError).row).toBe(2);
    }
    expect(() => parseStatement("cimb", "Transaction Date,Description,Withdrawal,Deposits\n")).toThrow(
      "statement_empty",
    );
    expect(() => parseStatement("csv", sample("generic"), null)).toThrow(StatementParseError);
  });
});

describe("line identity: the same file twice is the same lines", () => {
  it("identical lines get their occurrence; the same file gives the same identities", () => {
    const lines = [
      { posted_on: "2026-11-14", description: "TRF", amount: 100 },
      { posted_on: "2026-11-14", description: "TRF", amount: 100 },
      { posted_on: "2026-11-15", description: "TRF", amount: 100 },
    ];
    const a = lineIdentities("bca", lines);
    expect(new Set(a).size).toBe(3);
    expect(lineIdentities("bca", lines)).toEqual(a);
  });

  it("the account chosen at import is no part of it; white space runs and text past 500 characters are not either", () => {
    // Issue 26: the same file imported under another account choice showed the same credits as new.
    const line = { posted_on: "2026-11-14", description: "TRF  BUDI\tAB12CD34", amount: 100 };
    expect(lineIdentities("bca", [line])).toEqual(["bca|2026-11-14|TRF BUDI AB12CD34|100|0"]);
    const long = { ...line, description: `${"x".repeat(500)}tail` };
    expect(lineIdentities("bca", [long])).toEqual(lineIdentities("bca", [{ ...line, description: "x".repeat(500) }]));
  });
});

describe("matching a credit to an open transfer (decisions 040, 058)", () => {
  const t = (id: number, transfer_amount: number, issued_on: string, over: Partial<OpenTransfer> = {}) => ({
    id,
    currency: "IDR",
    amount: 2_500_000_000,
    transfer_amount,
    booking_code: `BK${id}X7QZ`,
    issued_on,
    due_on: null,
    bank_account_id: 1,
    ...over,
  });
  const line = { posted_on: "2026-11-10", amount: 2_500_012_300, currency: "IDR", description: "TRSF E-BANKING SITI" };

  it("the window: from the day the amount was issued to 14 days after it, or after its due date when later", () => {
    expect(inWindow("2026-11-10", "2026-11-10")).toBe(true);
    expect(inWindow("2026-10-27", "2026-11-10")).toBe(true);
    expect(inWindow("2026-10-26", "2026-11-10")).toBe(false);
    expect(inWindow("2026-11-11", "2026-11-10")).toBe(false);
    // A balance shown in January, due in May, paid in May: still its money.
    expect(inWindow("2026-01-05", "2026-05-02", "2026-05-01")).toBe(true);
    expect(inWindow("2026-01-05", "2026-05-16", "2026-05-01")).toBe(false);
    // A due date before the issue day does not open the window earlier.
    expect(inWindow("2026-11-10", "2026-11-09", "2026-11-01")).toBe(false);
  });

  it("exactly one open transfer of that exact amount and currency in the window is a match", () => {
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-09"), t(8, 2_500_012_400, "2026-11-09")], null)).toEqual({
      payment_id: 7,
      by: "amount",
    });
  });

  it("a credit made before the customer told us matches: the window counts from the issue day", () => {
    // Issued on the 9th (checkout), paid on the 10th, told on the 12th: the told day plays no part.
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-09")], null)).toEqual({ payment_id: 7, by: "amount" });
  });

  it("the round amount due with the booking code in the text matches that booking", () => {
    const round = { ...line, amount: 2_500_000_000, description: "TRSF E-BANKING CR 1011/FTSCY BK7X7QZ SITI" };
    expect(matchCredit(round, [t(7, 2_500_012_300, "2026-11-09"), t(8, 2_500_045_600, "2026-11-09")], null)).toEqual({
      payment_id: 7,
      by: "booking_code",
    });
    // Written with a space or a dash, in lower case: still the code.
    expect(mentionsBookingCode("pembayaran bk7x-7qz umrah", "BK7X7QZ")).toBe(true);
    // No code in the text, or another amount: nothing.
    expect(matchCredit({ ...round, description: "SITI" }, [t(7, 2_500_012_300, "2026-11-09")], null)).toEqual({
      reason: "no_match",
    });
    expect(matchCredit({ ...round, amount: 2_400_000_000 }, [t(7, 2_500_012_300, "2026-11-09")], null)).toEqual({
      reason: "no_match",
    });
    expect(creditPays(round, t(7, 2_500_012_300, "2026-11-09", { currency: "MYR" }), null)).toBeNull();
  });

  it("no transfer of the amount: no_match; one only outside the window: out_of_window", () => {
    expect(matchCredit(line, [t(8, 2_500_012_400, "2026-11-09")], null)).toEqual({ reason: "no_match" });
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-11")], null)).toEqual({ reason: "out_of_window" });
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-10-01")], null)).toEqual({ reason: "out_of_window" });
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-09", { currency: "MYR" })], null)).toEqual({
      reason: "no_match",
    });
  });

  it("a statement of one account matches only transfers to that account", () => {
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-09", { bank_account_id: 2 })], 1)).toEqual({
      reason: "no_match",
    });
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-09", { bank_account_id: 2 })], null)).toEqual({
      payment_id: 7,
      by: "amount",
    });
    // An amount issued before any account was chosen fits every account.
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-09", { bank_account_id: null })], 1)).toEqual({
      payment_id: 7,
      by: "amount",
    });
  });

  it("several candidates are ambiguous", () => {
    expect(matchCredit(line, [t(7, 2_500_012_300, "2026-11-09"), t(9, 2_500_012_300, "2026-11-08")], null)).toEqual({
      reason: "ambiguous",
    });
  });

  it("two credits fitting one transfer: neither takes it; a transfer another line holds is claimed", () => {
    const open = [t(7, 730_078_900, "2026-11-13"), t(8, 2_500_012_300, "2026-11-09")];
    const credit = (posted_on: string, amount: number) => ({ posted_on, amount, currency: "IDR", description: "" });
    const two = [credit("2026-11-14", 730_078_900), credit("2026-11-15", 730_078_900), line];
    expect(matchCredits(two, open, null)).toEqual([
      { reason: "ambiguous" },
      { reason: "ambiguous" },
      { payment_id: 8, by: "amount" },
    ]);
    expect(matchCredits([line], open, null, new Set([8]))).toEqual([{ reason: "claimed" }]);
  });
});
