import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-words";

/* "Terbilang": an amount in words on a receipt (docs/product.md §Receipts). Amounts in minor units. */

const rp = (major: number) => major * 100;

describe("amountInWords in Indonesian (terbilang)", () => {
  it.each([
    [0, "Nol Rupiah"],
    [1, "Satu Rupiah"],
    [11, "Sebelas Rupiah"],
    [100, "Seratus Rupiah"],
    [1_000, "Seribu Rupiah"],
    [1_001, "Seribu Satu Rupiah"],
    [12_345, "Dua Belas Ribu Tiga Ratus Empat Puluh Lima Rupiah"],
    [1_000_000, "Satu Juta Rupiah"],
    [5_250_000, "Lima Juta Dua Ratus Lima Puluh Ribu Rupiah"],
    [2_000_000_000, "Dua Miliar Rupiah"],
    [35_750_000_000, "Tiga Puluh Lima Miliar Tujuh Ratus Lima Puluh Juta Rupiah"],
  ])("%i rupiah", (major, words) => {
    expect(amountInWords(rp(major), "IDR", "id")).toBe(words);
  });

  it("names the sen when there are any, and keeps large amounts exact", () => {
    expect(amountInWords(750_000_050, "IDR", "id")).toBe("Tujuh Juta Lima Ratus Ribu Rupiah Dan Lima Puluh Sen");
    expect(amountInWords(123_456_789_012_345, "IDR", "id")).toBe(
      "Satu Triliun Dua Ratus Tiga Puluh Empat Miliar Lima Ratus Enam Puluh Tujuh Juta Delapan Ratus Sembilan " +
        "Puluh Ribu Seratus Dua Puluh Tiga Rupiah Dan Empat Puluh Lima Sen",
    );
  });
});

describe("amountInWords in English and Malay, in the booking's currency", () => {
  it.each([
    ["en", "IDR", rp(1_250_000), "One Million Two Hundred Fifty Thousand Rupiah"],
    ["en", "MYR", 70_050, "Seven Hundred Ringgit And Fifty Sen"],
    ["en", "MYR", 100, "One Ringgit"],
    ["my", "MYR", rp(8_000), "Lapan Ribu Ringgit"],
    ["my", "MYR", 1_250, "Dua Belas Ringgit Dan Lima Puluh Sen"],
    ["my", "IDR", rp(2_000_000_000), "Dua Bilion Rupiah"],
    ["my", "MYR", 0, "Sifar Ringgit"],
    ["en", "IDR", 0, "Zero Rupiah"],
  ] as const)("%s %s %i", (locale, currency, minor, words) => {
    expect(amountInWords(minor, currency, locale)).toBe(words);
  });
});
