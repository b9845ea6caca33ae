import { AGENCY_TIME_ZONE } from "#app/shared/dates";

/*
 * Pure rules of the reports: chart intervals and series, the room of a manifest row, and
 * the safe writing of spreadsheet cells. Unit-tested beside (report.rules.test.ts).
 */

/**
 * Booking dates are the agency's calendar, as on the dashboard: a booking made at 06:00 in
 * Jakarta on 1 January is January's, although it is still 31 December in UTC.
 */
export const REPORT_TIME_ZONE = AGENCY_TIME_ZONE;

/** A date range of at most this many days is charted per day, a longer one (or none) per month. */
export const DAILY_MAX_DAYS = 62;

/** Series longer than this are not padded with empty periods (they only show periods with data). */
const MAX_FILLED_POINTS = 1200;

const DAY_MS = 86_400_000;
const utc = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

export type Interval = "day" | "month";

export function chartInterval(from?: string, to?: string): Interval {
  if (!from || !to) return "month";
  return (utc(to) - utc(from)) / DAY_MS + 1 <= DAILY_MAX_DAYS ? "day" : "month";
}

/** The period (YYYY-MM or YYYY-MM-DD) a calendar day falls in. */
export function periodOf(isoDay: string, interval: Interval): string {
  return interval === "month" ? isoDay.slice(0, 7) : isoDay.slice(0, 10);
}

function nextPeriod(period: string, interval: Interval): string {
  if (interval === "day") return new Date(utc(period) + DAY_MS).toISOString().slice(0, 10);
  const [y, m] = period.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** Every period from `first` to `last` inclusive (empty when last < first or too many). */
export function periodsBetween(first: string, last: string, interval: Interval): string[] {
  const out: string[] = [];
  for (let p = first; p <= last; p = nextPeriod(p, interval)) {
    out.push(p);
    if (out.length > MAX_FILLED_POINTS) return [];
  }
  return out;
}

export interface Figures {
  bookings: number;
  pax: number;
  total: number;
  paid: number;
}

const zero = (): Figures => ({ bookings: 0, pax: 0, total: 0, paid: 0 });

/**
 * The chart's points in period order: every period of the filter's range (or, without one, from
 * the first to the last period with data), empty periods included so the chart has no gaps.
 */
export function fillSeries(
  values: Map<string, Figures>,
  interval: Interval,
  range: { from?: string; to?: string },
): ({ period: string } & Figures)[] {
  const keys = [...values.keys()].sort();
  const first = range.from ? periodOf(range.from, interval) : keys[0];
  const last = range.to ? periodOf(range.to, interval) : keys.at(-1);
  let periods = first && last ? periodsBetween(first, last, interval) : [];
  if (periods.length === 0 || keys.some((k) => k < periods[0] || k > periods[periods.length - 1])) {
    // Data outside the range (or no range at all with no data): keep what there is, in order.
    periods = [...new Set([...periods, ...keys])].sort();
  }
  return periods.map((period) => ({ period, ...(values.get(period) ?? zero()) }));
}

/** Adds figures into a map entry (creating it). */
export function addTo(map: Map<string, Figures>, key: string, f: Figures) {
  const cur = map.get(key) ?? zero();
  map.set(key, {
    bookings: cur.bookings + f.bookings,
    pax: cur.pax + f.pax,
    total: cur.total + f.total,
    paid: cur.paid + f.paid,
  });
}

/** Kept here for the report's readers; the one implementation is in app/shared/dates.ts. */
export { localDateTime } from "#app/shared/zoned-time";

// ---------- manifest ----------

/**
 * A room of the rooming list as the manifest writes it: its numbers at the package's hotel
 * cities ("Makkah 1204 · Madinah 811"), in the cities' order when known; null when it has none
 * yet (the caller then names the room by its place).
 */
export function roomNumbersLabel(
  numbers: Record<string, string> | null,
  cities: readonly string[] = [],
): string | null {
  const entries = Object.entries(numbers ?? {}).filter(([, n]) => typeof n === "string" && n.trim() !== "");
  if (entries.length === 0) return null;
  const rank = (city: string) => {
    const i = cities.indexOf(city);
    return i === -1 ? cities.length : i;
  };
  entries.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return entries.map(([city, n]) => `${city} ${n.trim()}`).join(" · ");
}

// ---------- spreadsheet cells ----------

// A spreadsheet runs a cell that starts like a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would read as a formula gets a leading apostrophe, so it stays text. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): text is formula-guarded, quoted when needed, quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = guardFormula(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A file name safe in a Content-Disposition header and on every file system. */
export function safeFilename(parts: (string | undefined | null)[], extension: string): string {
  const base = parts
    .filter((p): p is string => Boolean(p))
    .map((p) =>
      p
        .normalize("NFKD")
        .replace(/[^\w.-]+/g, "-")
        .replace(/\.{2,}/g, ".")
        .replace(/-+/g, "-")
        .replace(/^-|-$/g, ""),
    )
    .filter(Boolean)
    .join("_")
    .slice(0, 120);
  return `${base || "report"}.${extension}`;
}

// ---------- daily cash report ----------

export interface CashFigure {
  count: number;
  amount: number;
}

/** A counter payment's part of the day: confirmed, waiting for its check, or refused at it. */
export type CashPart = "confirmed" | "pending" | "rejected";

/** What was recorded, and its three parts (every payment recorded is in exactly one of them). */
export type CashFigures = Record<"recorded" | CashPart, CashFigure>;

export const noCash = (): CashFigures => ({
  recorded: { count: 0, amount: 0 },
  confirmed: { count: 0, amount: 0 },
  pending: { count: 0, amount: 0 },
  rejected: { count: 0, amount: 0 },
});

/** The part a payment's status puts it in (a counter payment is pending, confirmed or rejected). */
export function cashPart(status: string): CashPart | null {
  return status === "confirmed" || status === "rejected" || status === "pending" ? status : null;
}

/** Adds one payment into figures: to what was recorded, and to its part. */
export function addCash(figures: CashFigures, line: { status: string; amount: number }): CashFigures {
  const add = (f: CashFigure) => ({ count: f.count + 1, amount: f.amount + line.amount });
  const part = cashPart(line.status);
  return { ...figures, recorded: add(figures.recorded), ...(part ? { [part]: add(figures[part]) } : {}) };
}

export interface CashGroup {
  branchId: number | null;
  figures: CashFigures;
  cashiers: { cashierId: number | null; figures: CashFigures }[];
}

interface CashLineFacts {
  branchId: number | null;
  cashierId: number | null;
  status: string;
  amount: number;
}

/**
 * A day's counter payments per branch and, within it, per cashier, with their figures and the
 * day's totals. Branches in order (head office, null, first), cashiers as first met; the caller
 * sorts them by name.
 */
export function groupCash(lines: CashLineFacts[]): { branches: CashGroup[]; totals: CashFigures } {
  const branches = new Map<number | null, CashGroup>();
  let totals = noCash();
  for (const line of lines) {
    let branch = branches.get(line.branchId);
    if (!branch) {
      branch = { branchId: line.branchId, figures: noCash(), cashiers: [] };
      branches.set(line.branchId, branch);
    }
    let cashier = branch.cashiers.find((c) => c.cashierId === line.cashierId);
    if (!cashier) {
      cashier = { cashierId: line.cashierId, figures: noCash() };
      branch.cashiers.push(cashier);
    }
    cashier.figures = addCash(cashier.figures, line);
    branch.figures = addCash(branch.figures, line);
    totals = addCash(totals, line);
  }
  const order = (id: number | null) => (id === null ? -1 : id);
  return { branches: [...branches.values()].sort((a, b) => order(a.branchId) - order(b.branchId)), totals };
}
