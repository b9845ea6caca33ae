import { type Locale, localeTag } from "./i18n/config";

/**
 * The agency's time zone: Western Indonesian Time (UTC+7, no daylight saving). Its calendar is
 * the one of the dashboards, reports, invoices and mails, and of the storefront header until the
 * visitor's browser shows its own day. The one place it is written.
 */
export const AGENCY_TIME_ZONE = "Asia/Jakarta";

const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (date and time of day) in the reader's language, with its zone named ("26 November
 * 2026 pukul 14.30 Waktu Indonesia Barat"): a reader in Kuala Lumpur is an hour ahead of Jakarta
 * and must not guess which clock a deadline is on.
 */
export function formatMoment(instant: Date, locale: Locale, timeZone: string = AGENCY_TIME_ZONE): string {
  const key = `${locale}|${timeZone}`;
  let format = moments.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
      timeZoneName: "long",
    });
    moments.set(key, format);
  }
  return format.format(instant);
}

const agencyDay = new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, dateStyle: "short" });

/** The agency's calendar date at `now` (YYYY-MM-DD): at 06:00 in Jakarta that is already today, not UTC's yesterday. */
export function agencyToday(now: Date): string {
  return agencyDay.format(now);
}
