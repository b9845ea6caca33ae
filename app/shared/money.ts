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

/**
 * Formats minor units for the visitor's locale. Rupiah prices are shown without decimals,
 * as everyone writes them; ringgit and dollars keep their cents when there are any.
 */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  const major = toMajor(minor, currency);
  const whole = Number.isInteger(major);
  return new Intl.NumberFormat(localeTag[locale], {
    style: "currency",
    currency,
    minimumFractionDigits: currency === "IDR" || whole ? 0 : 2,
    maximumFractionDigits: currency === "IDR" ? 0 : 2,
  }).format(major);
}
