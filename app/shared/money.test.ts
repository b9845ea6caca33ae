import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyField, parseMoneyField } from "./money";

describe("money fields follow the screen's language", () => {
  it("formats with Indonesian marks in id and English marks in en and my", () => {
    expect(formatMoneyField(40_375_000_00, "IDR", "id")).toBe("40.375.000");
    expect(formatMoneyField(40_375_000_00, "IDR", "en")).toBe("40,375,000");
    expect(formatMoneyField(40_375_000_00, "IDR", "my")).toBe("40,375,000");
    expect(formatMoneyField(1_250_50, "MYR", "id")).toBe("1.250,50");
    expect(formatMoneyField(1_250_50, "MYR", "en")).toBe("1,250.50");
    expect(formatMoneyField(1_250_50, "MYR", "my")).toBe("1,250.50");
    expect(formatMoneyField(999_00, "SGD", "my")).toBe("999");
    expect(formatMoneyField(5, "SGD", "en")).toBe("0.05");
  });

  it("groups like the amounts printed beside the field", () => {
    for (const locale of ["id", "en", "my"] as const)
      expect(formatMoney(40_375_000_00, "IDR", locale)).toContain(formatMoneyField(40_375_000_00, "IDR", locale));
  });

  it("reads what it writes, in each language", () => {
    for (const locale of ["id", "en", "my"] as const)
      for (const minor of [0, 5, 1_250_50, 40_375_000_00, 123_456_789_01])
        for (const currency of ["IDR", "MYR", "SGD"] as const)
          expect(parseMoneyField(formatMoneyField(minor, currency, locale), currency, locale)).toBeCloseTo(
            minor / 100,
            2,
          );
  });

  it("reads Indonesian amounts: dots group, a comma starts the cents", () => {
    expect(parseMoneyField("40.375.000", "IDR", "id")).toBe(40_375_000);
    expect(parseMoneyField("40375000", "IDR", "id")).toBe(40_375_000);
    expect(parseMoneyField(" 40 375 000 ", "IDR", "id")).toBe(40_375_000);
    expect(parseMoneyField("1.250,5", "MYR", "id")).toBe(1250.5);
    expect(parseMoneyField("1250,50", "MYR", "id")).toBe(1250.5);
    expect(parseMoneyField("40,375,000", "IDR", "id")).toBeNaN();
  });

  it("reads English and Malay amounts: commas group, a point starts the cents", () => {
    for (const locale of ["en", "my"] as const) {
      expect(parseMoneyField("40,375,000", "IDR", locale)).toBe(40_375_000);
      expect(parseMoneyField("40375000", "IDR", locale)).toBe(40_375_000);
      expect(parseMoneyField("1,250.50", "MYR", locale)).toBe(1250.5);
      expect(parseMoneyField("1250.5", "SGD", locale)).toBe(1250.5);
      // The Indonesian habit is refused, never read as forty rupiah.
      expect(parseMoneyField("40.375.000", "IDR", locale)).toBeNaN();
      expect(parseMoneyField("40.375", "IDR", locale)).toBeNaN();
    }
  });

  it("is empty for blank text and unreadable for anything else", () => {
    for (const locale of ["id", "en", "my"] as const) {
      expect(parseMoneyField("  ", "IDR", locale)).toBeUndefined();
      for (const bad of ["abc", "12a", "-5", "1,2,3", "1.2.3", "1e6", ",", "."])
        expect(parseMoneyField(bad, "MYR", locale), `${bad} (${locale})`).toBeNaN();
    }
  });
});
