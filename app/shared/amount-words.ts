import { ToWords as English } from "to-words/en-US";
import { ToWords as Indonesian } from "to-words/id-ID";
import { ToWords as Malay } from "to-words/ms-MY";
import type { Locale } from "./i18n/config";
import { type Currency, MINOR_DIGITS } from "./money";

/**
 * An amount in words, as a receipt (kwitansi) writes it under its figures ("terbilang";
 * docs/product.md §Receipts): in the reader's language, naming the booking's currency and its sen
 * or cents when there are any ("Satu Juta Dua Ratus Lima Puluh Ribu Rupiah", "Seven Hundred
 * Ringgit And Fifty Sen"). The words are to-words' (its id-ID, ms-MY and en-US rules); the
 * currency is the booking's, never the language's.
 */
const converters = { id: new Indonesian(), my: new Malay(), en: new English() } as const;

/** Each currency's unit and its hundredth, in each language (the same words in all three). */
const UNITS: Record<Currency, { name: string; plural: string; fraction: string; fractions: string }> = {
  IDR: { name: "Rupiah", plural: "Rupiah", fraction: "Sen", fractions: "Sen" },
  MYR: { name: "Ringgit", plural: "Ringgit", fraction: "Sen", fractions: "Sen" },
  SGD: { name: "Singapore Dollar", plural: "Singapore Dollars", fraction: "Cent", fractions: "Cents" },
};

export function amountInWords(minor: number, currency: Currency, locale: Locale): string {
  const digits = MINOR_DIGITS[currency];
  const scale = 10 ** digits;
  const whole = Math.trunc(minor / scale);
  const part = Math.abs(minor % scale);
  // As a string: a float would round large amounts (billions of rupiah in sen).
  const value = part ? `${whole}.${String(part).padStart(digits, "0")}` : String(whole);
  const unit = UNITS[currency];
  return converters[locale].convert(value, {
    currency: true,
    doNotAddOnly: true,
    currencyOptions: {
      name: unit.name,
      plural: unit.plural,
      symbol: "",
      fractionalUnit: { name: unit.fraction, plural: unit.fractions, symbol: "" },
    },
  });
}
