/*
 * Calendar rules of the dashboards (pure, unit-tested beside). "This month" and "today" are the
 * agency's: its calendar in its own time zone, not the server's nor UTC (see README).
 */

import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { wallClock } from "#app/shared/zoned-time";

export { AGENCY_TIME_ZONE };

/** Months of the bookings-per-month chart, the current one included. */
export const CHART_MONTHS = 12;

/** An interval of instants, start included, end excluded. */
export interface Period {
  start: Date;
  end: Date;
}

/** A calendar month of the agency with its bounds as instants. */
export interface MonthPeriod extends Period {
  /** YYYY-MM */
  month: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (+7 h for Jakarta). */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the zone's day `year-month-day` starts (month 1-12; out-of-range months roll over,
 * as with Date.UTC). Two passes settle zones whose offset changes around that midnight.
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let t = guess - offsetAt(new Date(guess), timeZone);
  t = guess - offsetAt(new Date(t), timeZone);
  return new Date(t);
}

/** The zone's calendar date at `now` (YYYY-MM-DD). */
export function zonedToday(now: Date, timeZone: string = AGENCY_TIME_ZONE): string {
  const w = wallClock(now, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * The zone's calendar month `offset` months from the one `now` is in (0 = this month, -1 = last
 * month), with its bounds as instants.
 */
export function monthPeriod(now: Date, offset = 0, timeZone: string = AGENCY_TIME_ZONE): MonthPeriod {
  const w = wallClock(now, timeZone);
  const first = new Date(Date.UTC(w.year, w.month - 1 + offset, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  return {
    month: `${y}-${pad(m)}`,
    start: zonedMidnight(y, m, 1, timeZone),
    end: zonedMidnight(y, m + 1, 1, timeZone),
  };
}

/** The last `count` months of the zone, oldest first, ending with the current one. */
export function recentMonths(now: Date, count = CHART_MONTHS, timeZone: string = AGENCY_TIME_ZONE): MonthPeriod[] {
  return Array.from({ length: count }, (_, i) => monthPeriod(now, i - count + 1, timeZone));
}

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 the same day, negative when past. */
export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
