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

/**
 * The marks of an amount typed in the screen's language: Indonesian groups thousands with dots
 * and writes decimals after a comma (40.375.000,50); English and Malay the other way round
 * (40,375,000.50), as the amounts printed beside the field.
 */
export function moneyMarks(locale: Locale): { group: string; decimal: string } {
  return locale === "id" ? { group: ".", decimal: "," } : { group: ",", decimal: "." };
}

/** Minor units as a money field shows them: grouped in the screen's language, cents only when there are any. */
export function formatMoneyField(minor: number, currency: Currency, locale: Locale): string {
  const major = toMajor(minor, currency);
  const { group, decimal } = moneyMarks(locale);
  const [whole, cents] = Math.abs(major).toFixed(MINOR_DIGITS[currency]).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${major < 0 ? "-" : ""}${grouped}${cents && /[1-9]/.test(cents) ? decimal + cents : ""}`;
}

const escapeMark = (mark: string) => `\\${mark}`;

/**
 * Reads an amount typed in major units in the screen's language: undefined when empty, NaN when
 * it cannot be read for sure. Spaces are ignored; thousands marks must group by three; at most
 * the currency's minor digits follow the decimal mark. So an Indonesian habit on an English
 * screen ("40.375.000", or "40.375") is refused instead of read as forty rupiah.
 */
export function parseMoneyField(text: string, currency: Currency, locale: Locale): number | undefined {
  const raw = text.replace(/[\s\u00a0\u202f]/g, "");
  if (raw === "") return undefined;
  const g = escapeMark(moneyMarks(locale).group);
  const d = escapeMark(moneyMarks(locale).decimal);
  const digits = MINOR_DIGITS[currency];
  const shape = new RegExp(`^(\\d+|\\d{1,3}(${g}\\d{3})+)(${d}\\d{0,${digits}})?$`);
  if (!shape.test(raw)) return Number.NaN;
  const [whole, fraction = ""] = raw.split(moneyMarks(locale).decimal);
  const n = Number(`${whole.split(moneyMarks(locale).group).join("")}.${fraction || "0"}`);
  return Number.isFinite(n) ? n : Number.NaN;
}
