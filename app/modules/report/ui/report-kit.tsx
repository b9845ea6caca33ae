import { dateTimeFormat } from "#app/shared/dates";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BookingChannel, BookingStatus } from "#app/modules/booking/booking.contract";
import type { BookingReportQuery } from "#app/modules/report/report.api-client";
import {
  REPORT_DATE_BY,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportDateBy,
  type ReportSortKey,
  type ReportStatusFilter,
} from "#app/modules/report/report.contract";
import { BOOKING_STATUS_TONES, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { pickChannel, pickId } from "#app/modules/booking/ui/booking-origin-filters";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, toMajor } from "#app/shared/money";
import { Badge } from "#app/shared/ui/page-header";
import { type ListParams, pickParam } from "#app/shared/ui/use-list-params";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d+$/;

/** The report's filters as the URL holds them (invalid values are ignored, as if absent). */
export interface ReportFilters {
  date_by: ReportDateBy;
  date_from: string;
  date_to: string;
  status: ReportStatusFilter;
  tour_id: string;
  category_id: string;
  /** Where the bookings came from ("" = any): channel, branch, the member of staff who took them. */
  channel: BookingChannel | "";
  branch_id: string;
  taken_by: string;
  sort: ReportSortKey;
  order: "asc" | "desc";
}

/** `byBranch`: whether the reader filters by branch (useBranchFilter); otherwise a branch in the URL is ignored. */
export function readFilters(list: ListParams, { byBranch }: { byBranch: boolean }): ReportFilters {
  const dateFrom = ISO_DAY.test(list.get("date_from")) ? list.get("date_from") : "";
  const dateTo = ISO_DAY.test(list.get("date_to")) ? list.get("date_to") : "";
  return {
    date_by: pickParam(list, "date_by", REPORT_DATE_BY, "booking"),
    date_from: dateFrom,
    // A range that ends before it starts would be refused: ignore its end.
    date_to: dateFrom && dateTo && dateTo < dateFrom ? "" : dateTo,
    status: pickParam(list, "status", REPORT_STATUSES, "active"),
    tour_id: ID.test(list.get("tour_id")) ? list.get("tour_id") : "",
    category_id: ID.test(list.get("category_id")) ? list.get("category_id") : "",
    channel: pickChannel(list.get("channel")),
    branch_id: byBranch ? pickId(list.get("branch_id")) : "",
    taken_by: pickId(list.get("taken_by")),
    sort: pickParam(list, "sort", REPORT_SORTS, "created_at"),
    order: pickParam(list, "order", ["asc", "desc"] as const, "desc"),
  };
}

/** The API query of the filters, leaving out defaults (the export links carry the same). */
export function filterQuery(f: ReportFilters): BookingReportQuery {
  const q: BookingReportQuery = {};
  if (f.date_from || f.date_to) {
    if (f.date_by !== "booking") q.date_by = f.date_by;
    if (f.date_from) q.date_from = f.date_from;
    if (f.date_to) q.date_to = f.date_to;
  }
  if (f.status !== "active") q.status = f.status;
  if (f.tour_id) q.tour_id = f.tour_id;
  if (f.category_id) q.category_id = f.category_id;
  if (f.channel) q.channel = f.channel;
  if (f.branch_id) q.branch_id = f.branch_id;
  if (f.taken_by) q.taken_by = f.taken_by;
  if (f.sort !== "created_at") q.sort = f.sort;
  if (f.order !== "desc") q.order = f.order;
  return q;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Quick date ranges, in the user's own calendar. */
export const PRESETS = ["this_month", "last_month", "this_year", "last_12_months", "all"] as const;
export type Preset = (typeof PRESETS)[number];

export function presetRange(preset: Preset, today = new Date()): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case "this_month":
      return { from: iso(new Date(y, m, 1)), to: iso(new Date(y, m + 1, 0)) };
    case "last_month":
      return { from: iso(new Date(y, m - 1, 1)), to: iso(new Date(y, m, 0)) };
    case "this_year":
      return { from: `${y}-01-01`, to: `${y}-12-31` };
    case "last_12_months":
      return { from: iso(new Date(y, m - 11, 1)), to: iso(new Date(y, m + 1, 0)) };
    case "all":
      return { from: "", to: "" };
  }
}

/**
 * Money in the site's currency, dates and periods in the screen's language: the booking screens'
 * formats (`useBookingFormat`), in one currency, with the chart's compact money and periods.
 */
export function useReportFormat(currency: Currency) {
  const base = useBookingFormat();
  return useMemo(() => {
    const tag = localeTag[base.locale];
    const monthLong = dateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" });
    const monthShort = dateTimeFormat(tag, { month: "short", year: "2-digit", timeZone: "UTC" });
    const dayShort = dateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" });
    const compact = new Intl.NumberFormat(tag, { notation: "compact", maximumFractionDigits: 1 });
    const number = new Intl.NumberFormat(tag);
    const utc = (s: string) => new Date(`${s.length === 7 ? `${s}-01` : s.slice(0, 10)}T00:00:00Z`);
    return {
      locale: base.locale,
      money: (minor: number) => base.money(minor, currency),
      /** Axis labels: "Rp 1,2 M" → compact major units without the symbol. */
      moneyCompact: (minor: number) => compact.format(toMajor(minor, currency)),
      number: (n: number) => number.format(n),
      date: base.date,
      dateTime: base.dateTime,
      range: base.range,
      /** A chart period ("2025-03" or "2025-03-14"): short for the axis, long for the tooltip. */
      periodShort: (p: string) => (p.length === 7 ? monthShort : dayShort).format(utc(p)),
      periodLong: (p: string) => (p.length === 7 ? monthLong.format(utc(p)) : base.date(p, "long")),
    };
  }, [base, currency]);
}
export type ReportFormat = ReturnType<typeof useReportFormat>;

/*
 * Printing: only the report itself (no sidebar, top bar, filters or buttons), the whole table,
 * A4 landscape. The panel layout is not the report's, so elements that neither contain the report
 * nor are inside it are hidden, and the report's ancestors lose their screen layout.
 */
export const PRINT_CSS = `
@media print {
  @page { size: A4 landscape; margin: 10mm; }
  body *:not(:has(#report-print)):not(#report-print):not(#report-print *) { display: none !important; }
  *:has(#report-print) { display: block !important; position: static !important; min-height: 0 !important;
    height: auto !important; overflow: visible !important; padding: 0 !important; margin: 0 !important;
    background: #fff !important; border: 0 !important; box-shadow: none !important; }
  #report-print { max-width: none !important; font-size: 10px; }
  #report-print .no-print { display: none !important; }
  #report-print section, #report-print table { overflow: visible !important; box-shadow: none !important; }
  #report-print table { min-width: 0 !important; width: 100% !important; }
  #report-print tr { break-inside: avoid; }
  #report-print th, #report-print td { padding: 2px 4px !important; white-space: normal !important; }
}
`;

/** A booking's status with the report's short labels (the colours of the booking screens). */
export function StatusBadge({ status, testId }: { status: BookingStatus; testId?: string }) {
  const { t } = useTranslation("report");
  return (
    <Badge tone={BOOKING_STATUS_TONES[status]} testId={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}
