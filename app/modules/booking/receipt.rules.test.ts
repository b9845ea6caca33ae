import { describe, expect, it } from "vitest";
import { needsStampDuty, receiptNumber, receiptYear } from "./receipt.rules";

describe("receipt rules (docs/product.md §Receipts)", () => {
  it("numbers a receipt by year, branch (00 the head office) and place in the series", () => {
    expect(receiptNumber(2026, 3, 12)).toBe("KW-2026-03-000012");
    expect(receiptNumber(2027, null, 1)).toBe("KW-2027-00-000001");
  });

  it("counts the year in the agency's time zone", () => {
    // 31 December 2026, 18:00 UTC is already 1 January 2027 01:00 in Jakarta.
    expect(receiptYear(new Date("2026-12-31T18:00:00Z"))).toBe(2027);
    expect(receiptYear(new Date("2026-12-31T16:59:00Z"))).toBe(2026);
  });

  it("asks for the stamp duty above Rp 5,000,000 only, and never for ringgit", () => {
    expect(needsStampDuty(5_000_000_00, "IDR")).toBe(false);
    expect(needsStampDuty(5_000_000_01, "IDR")).toBe(true);
    expect(needsStampDuty(99_000_000_00, "MYR")).toBe(false);
  });
});
