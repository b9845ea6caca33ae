import type { Locale } from "#app/shared/i18n/config";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";

/*
 * Local wall-clock times of a named zone: a flight's times at each airport, a manasik session on
 * the agency's clock (decision 081). Apart from dates.ts, which every storefront page loads: only
 * the panel's operations screens and the server read these.
 */

/** The wall clock of a time zone at an instant, as numbers (24-hour). */
export function wallClock(instant: Date, timeZone: string) {
  const f = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An instant as the wall-clock "YYYY-MM-DD HH:mm" of a time zone (the agency's, in exports); an unreadable one as given. */
export function localDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const w = wallClock(date, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `zone` is an IANA time zone name ("Asia/Jakarta") this runtime knows; offsets and "UTC" are not. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    dateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (Asia/Jakarta: +7 h). */
function zoneOffset(ms: number, zone: string): number {
  const w = wallClock(new Date(ms), zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("2027-01-10T10:25") is in a zone: a flight's departure at its
 * airport. Null for an unreadable time or zone, and for a time the zone's clocks skip (the hour
 * a daylight-saving zone springs forward); a time they pass twice (falling back) is the first.
 */
export function zonedInstant(local: string, zone: string = AGENCY_TIME_ZONE): Date | null {
  const m = LOCAL_PATTERN.exec(local);
  if (!m || !isTimeZone(zone)) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offsets around that day (a zone changes its offset at most once a day): each one
  // that gives back the same wall clock is a reading of the time; none is a skipped hour.
  const offsets = new Set([-1, 0, 1].map((d) => zoneOffset(asUtc + d * 86_400_000, zone)));
  const readings = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((ms) => zonedLocal(new Date(ms), zone) === local)
    .sort((a, b) => a - b);
  return readings.length > 0 ? new Date(readings[0]) : null;
}

/** An instant as the wall clock of a zone, "YYYY-MM-DDTHH:mm" (a datetime-local field's value). */
export function zonedLocal(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * An instant on a zone's clock in the reader's language, with the zone's name as the language
 * abbreviates it ("10 Jan 2027, 10.25 WIB", "10 Jan 2027, 10:25 GMT+7"): a flight's time at its
 * airport. 24-hour clock; `withYear: false` for a line that names the year elsewhere.
 */
export function formatZoned(instant: Date, locale: Locale, zone: string, { withYear = true } = {}): string {
  return dateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
    timeZoneName: "short",
  }).format(instant);
}

/** The time of day on a zone's clock with the zone's short name ("10.25 WIB", "16:05 GMT+3"). */
export function formatZonedTime(instant: Date, locale: Locale, zone: string): string {
  return dateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
    timeZoneName: "short",
  }).format(instant);
}
