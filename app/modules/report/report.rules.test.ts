import { describe, expect, it } from "vitest";
import {
  addCash,
  cashPart,
  chartInterval,
  csvField,
  csvLine,
  fillSeries,
  type Figures,
  groupCash,
  noCash,
  guardFormula,
  localDateTime,
  periodsBetween,
  roomNumbersLabel,
  safeFilename,
} from "./report.rules";

const f = (bookings: number): Figures => ({ bookings, pax: bookings, total: bookings * 10, paid: bookings * 5 });

describe("chart intervals and series", () => {
  it("charts up to 62 days per day, longer or open ranges per month", () => {
    expect(chartInterval("2025-01-01", "2025-03-03")).toBe("day");
    expect(chartInterval("2025-01-01", "2025-03-04")).toBe("month");
    expect(chartInterval("2025-01-01")).toBe("month");
    expect(chartInterval()).toBe("month");
  });

  it("lists periods across year ends", () => {
    expect(periodsBetween("2024-11", "2025-02", "month")).toEqual(["2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(periodsBetween("2024-02-28", "2024-03-01", "day")).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(periodsBetween("2025-02", "2025-01", "month")).toEqual([]);
  });

  it("fills the range with empty periods, or spans the data without a range", () => {
    const values = new Map([
      ["2025-03", f(2)],
      ["2025-01", f(1)],
    ]);
    expect(fillSeries(values, "month", {}).map((p) => [p.period, p.bookings])).toEqual([
      ["2025-01", 1],
      ["2025-02", 0],
      ["2025-03", 2],
    ]);
    expect(fillSeries(values, "month", { from: "2024-12-15", to: "2025-03-31" }).map((p) => p.period)).toEqual([
      "2024-12",
      "2025-01",
      "2025-02",
      "2025-03",
    ]);
    expect(fillSeries(new Map(), "month", {})).toEqual([]);
    expect(fillSeries(new Map(), "day", { from: "2025-01-30", to: "2025-02-01" })).toEqual([
      { period: "2025-01-30", bookings: 0, pax: 0, total: 0, paid: 0 },
      { period: "2025-01-31", bookings: 0, pax: 0, total: 0, paid: 0 },
      { period: "2025-02-01", bookings: 0, pax: 0, total: 0, paid: 0 },
    ]);
  });

  it("shows an instant in the agency's calendar", () => {
    expect(localDateTime("2025-01-31T20:00:00.000Z", "Asia/Jakarta")).toBe("2025-02-01 03:00");
    expect(localDateTime("2025-06-01T00:05:00.000Z", "Asia/Kuala_Lumpur")).toBe("2025-06-01 08:05");
  });
});

describe("manifest room", () => {
  it("writes a room's numbers per hotel city in the package's city order", () => {
    expect(roomNumbersLabel({ Madinah: "811", Makkah: "1204" }, ["Makkah", "Madinah"])).toBe(
      "Makkah 1204 · Madinah 811",
    );
    expect(roomNumbersLabel({ Madinah: "811", Makkah: "1204" }, ["Madinah", "Makkah"])).toBe(
      "Madinah 811 · Makkah 1204",
    );
  });

  it("skips empty numbers and has no label without any", () => {
    expect(roomNumbersLabel({ Makkah: " ", Madinah: "811" }, ["Makkah", "Madinah"])).toBe("Madinah 811");
    expect(roomNumbersLabel({}, ["Makkah"])).toBeNull();
    expect(roomNumbersLabel(null)).toBeNull();
  });
});

describe("spreadsheet cells", () => {
  it("guards text that a spreadsheet would run as a formula", () => {
    for (const bad of ["=1+1", "+1", "-2+3", "@SUM(A1)", "\t=x", "\r=x"]) expect(guardFormula(bad)).toBe(`'${bad}`);
    for (const ok of ["Ahmad", "1+1", "a=b", " =x"]) expect(guardFormula(ok)).toBe(ok);
  });

  it("quotes what needs quoting and doubles quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(1234.5)).toBe("1234.5");
    expect(csvField(-5)).toBe("-5");
    expect(csvField(null)).toBe("");
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });

  it("makes safe file names", () => {
    expect(safeFilename(["manifest", "UMR-01", "2025-03-10"], "xlsx")).toBe("manifest_UMR-01_2025-03-10.xlsx");
    expect(safeFilename(["a/../b", 'x"y', null], "csv")).toBe("a-.-b_x-y.csv");
    expect(safeFilename([], "csv")).toBe("report.csv");
  });
});

describe("daily cash report figures", () => {
  const line = (branchId: number | null, cashierId: number | null, status: string, amount: number) => ({
    branchId,
    cashierId,
    status,
    amount,
  });

  it("counts every payment as recorded and in exactly one of its parts", () => {
    expect(cashPart("confirmed")).toBe("confirmed");
    expect(cashPart("pending")).toBe("pending");
    expect(cashPart("rejected")).toBe("rejected");
    const f = addCash(addCash(noCash(), { status: "rejected", amount: 5 }), { status: "pending", amount: 7 });
    expect(f).toEqual({
      recorded: { count: 2, amount: 12 },
      confirmed: { count: 0, amount: 0 },
      pending: { count: 1, amount: 7 },
      rejected: { count: 1, amount: 5 },
    });
  });

  it("groups per branch (head office first) and cashier, with branch figures and the day's totals", () => {
    const { branches, totals } = groupCash([
      line(3, 10, "confirmed", 100),
      line(2, 11, "pending", 50),
      line(3, 10, "rejected", 30),
      line(null, 1, "pending", 20),
      line(3, 12, "confirmed", 5),
    ]);
    expect(branches.map((b) => b.branchId)).toEqual([null, 2, 3]);
    const three = branches[2];
    expect(three.cashiers.map((c) => [c.cashierId, c.figures.recorded])).toEqual([
      [10, { count: 2, amount: 130 }],
      [12, { count: 1, amount: 5 }],
    ]);
    expect(three.figures.confirmed).toEqual({ count: 2, amount: 105 });
    expect(totals.recorded).toEqual({ count: 5, amount: 205 });
    expect(totals.pending).toEqual({ count: 2, amount: 70 });
    expect(groupCash([])).toEqual({ branches: [], totals: noCash() });
  });
});
