import { localeTag, type Locale } from "./i18n/config";

export const currencies = ["IDR", "MYR", "SGD"] as const;
export type Currency = (typeof currencies)[number];

/** ISO 4217 minor-unit exponent: all three site currencies have 2 (sen / cents). */
export const MINOR_DIGITS: Record<Currency, number> = { IDR: 2, MYR: 2, SGD: 2 };

/** Major units typed by staff (e.g. 25000000 rupiah) to the integer minor units stored. */
export function toMinor(major: number, currency: Currency): number {
  return Math.round(major * 10 ** MINOR_DIGITS[currency]);
}

export function toMajor(minor: number, currency: Currency): number {
  return minor / 10 ** MINOR_DIGITS[currency];
}

// Building an Intl formatter costs far more than using one (a tour list formats dozens of
// prices per render): one per locale, currency and shape, kept for the life of the process.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats minor units for the visitor's locale. Rupiah prices are shown without decimals,
 * as everyone writes them; ringgit and dollars keep their cents when there are any.
 */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  const major = toMajor(minor, currency);
  const fraction = currency === "IDR" || Number.isInteger(major) ? 0 : 2;
  const key = `${locale}|${currency}|${fraction}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag[locale], {
      style: "currency",
      currency,
      minimumFractionDigits: fraction,
      maximumFractionDigits: currency === "IDR" ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(major);
}
