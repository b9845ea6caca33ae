import { type Locale, localeTag } from "./i18n/config";

/*
 * Every date and time the product formats goes through here: one place for the agency's time
 * zone, one cache of Intl formatters (building one costs far more than using it), and the two
 * kinds of value the API carries: calendar days ("2026-03-14", departures, filters: no time of
 * day, formatted in UTC so no zone moves them) and instants (ISO timestamps: bookings, payments,
 * formatted on the agency's clock).
 */

/**
 * The agency's time zone: Western Indonesian Time (UTC+7, no daylight saving). Its calendar is
 * the one of the dashboards, reports, invoices and mails, and of the storefront header until the
 * visitor's browser shows its own day. The one place it is written.
 */
export const AGENCY_TIME_ZONE = "Asia/Jakarta";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat for a BCP 47 tag (or a locale key) and options. */
export function dateTimeFormat(locale: Locale | string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = localeTag[locale as Locale] ?? locale;
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment (date and time of day) in the reader's language, with its zone named ("26 November
 * 2026 pukul 14.30 Waktu Indonesia Barat"): a reader in Kuala Lumpur is an hour ahead of Jakarta
 * and must not guess which clock a deadline is on.
 */
export function formatMoment(instant: Date, locale: Locale, timeZone: string = AGENCY_TIME_ZONE): string {
  return dateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "long",
  }).format(instant);
}

/** The agency's calendar date at `now` (YYYY-MM-DD): at 06:00 in Jakarta that is already today, not UTC's yesterday. */
export function agencyToday(now: Date): string {
  return dateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, dateStyle: "short" }).format(now);
}

/** A calendar day ("YYYY-MM-DD", or the date part of a timestamp) as a UTC midnight, so no time zone shifts it. */
export function utcDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** "12 Jan 2026": the storefront's and the mails' day format. */
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/** A calendar day in the reader's language (read and formatted in UTC). */
export function formatDay(isoDate: string, locale: Locale, options: Intl.DateTimeFormatOptions = DAY_FORMAT): string {
  return dateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(utcDay(isoDate));
}

/** "12–21 Jan 2026", "28 Jan – 6 Feb 2026": one departure's span, as compact as the language allows. */
export function formatDayRange(start: string, end: string, locale: Locale): string {
  const format = dateTimeFormat(locale, { ...DAY_FORMAT, timeZone: "UTC" });
  if (start.slice(0, 10) === end.slice(0, 10)) return format.format(utcDay(start));
  return format.formatRange(utcDay(start), utcDay(end));
}
