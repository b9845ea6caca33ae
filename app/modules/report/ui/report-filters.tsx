import { FilterDate } from "#app/shared/ui/list-controls";
import { CalendarRange, RotateCcw } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BookingTaker } from "#app/modules/booking/booking.contract";
import { BranchFilter, BranchName, ChannelFilter, TakenByFilter } from "#app/modules/booking/ui/booking-origin-filters";
import type { CategoryDto, TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { REPORT_SORTS, REPORT_STATUSES } from "#app/modules/report/report.contract";
import { FilterSelect } from "#app/shared/ui/list-controls";
import type { useListParams } from "#app/shared/ui/use-list-params";
import { PRESETS, presetRange, type ReportFilters, type ReportFormat } from "./report-kit";

/**
 * The report's filters (kept in the URL by the screen): date range and its kind, status, package,
 * category, channel, branch (`byBranch`: for staff of every branch), who took the booking, order.
 */
export function ReportFilterBar({
  filters,
  set,
  tours,
  categories,
  byBranch,
  filtered,
  onReset,
}: {
  filters: ReportFilters;
  set: ReturnType<typeof useListParams>["set"];
  tours: TourSummaryDto[];
  categories: CategoryDto[];
  byBranch: boolean;
  filtered: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation("report");
  const statusOptions = useMemo(() => REPORT_STATUSES.map((s) => ({ value: s, label: t(`status_filter.${s}`) })), [t]);
  const tourOptions = useMemo(
    () => [
      { value: "", label: t("filters.all_packages") },
      ...tours.map((tour) => ({ value: String(tour.id), label: `${tour.name} (${tour.code})` })),
    ],
    [t, tours],
  );
  const categoryOptions = useMemo(
    () => [
      { value: "", label: t("filters.all_categories") },
      ...categories.map((c) => ({ value: String(c.id), label: c.name })),
    ],
    [t, categories],
  );
  const sortOptions = useMemo(() => REPORT_SORTS.map((k) => ({ value: k, label: t(`sort.${k}`) })), [t]);
  const orderOptions = useMemo(
    () => [
      { value: "desc", label: t("order.desc") },
      { value: "asc", label: t("order.asc") },
    ],
    [t],
  );
  const dateByOptions = useMemo(
    () => [
      { value: "booking", label: t("filters.date_by_booking") },
      { value: "departure", label: t("filters.date_by_departure") },
    ],
    [t],
  );
  // One URL parameter's select; choosing its default value takes the parameter out of the URL.
  const select = (
    key: Exclude<keyof ReportFilters, "date_from" | "date_to" | "channel" | "branch_id" | "taken_by">,
    label: string,
    options: { value: string; label: string }[],
    testId: string,
    byDefault?: string,
    wide = true,
  ) => (
    <FilterSelect
      label={label}
      value={filters[key]}
      onChange={(v) => set({ [key]: v === byDefault ? null : v })}
      options={options}
      testId={testId}
      className={wide ? "col-span-2 lg:col-span-1" : undefined}
    />
  );
  return (
    <section aria-label={t("filters.label")} className="no-print mb-6" data-testid="report-filters">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:items-end">
        {select("date_by", t("filters.date_by"), dateByOptions, "filter-date-by", "booking")}
        <FilterDate
          label={t("filters.date_from")}
          value={filters.date_from}
          max={filters.date_to}
          onChange={(v) => set({ date_from: v })}
          testId="filter-date-from"
        />
        <FilterDate
          label={t("filters.date_to")}
          value={filters.date_to}
          min={filters.date_from}
          onChange={(v) => set({ date_to: v })}
          testId="filter-date-to"
        />
        {select("status", t("filters.status"), statusOptions, "filter-status", "active")}
        {select("tour_id", t("filters.package"), tourOptions, "filter-tour")}
        {select("category_id", t("filters.category"), categoryOptions, "filter-category")}
        <ChannelFilter
          value={filters.channel}
          onChange={(v) => set({ channel: v })}
          className="col-span-2 lg:col-span-1"
        />
        {byBranch ? (
          <BranchFilter
            value={filters.branch_id}
            onChange={(v) => set({ branch_id: v })}
            className="col-span-2 lg:col-span-1"
          />
        ) : null}
        <TakenByFilter
          value={filters.taken_by}
          onChange={(v) => set({ taken_by: v })}
          className="col-span-2 lg:col-span-1"
        />
        {select("sort", t("filters.sort"), sortOptions, "filter-sort", "created_at", false)}
        {select("order", t("filters.order"), orderOptions, "filter-order", "desc", false)}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1 text-sm font-medium text-slate-700">
          <CalendarRange aria-hidden className="size-4" />
          {t("filters.quick")}
        </span>
        {PRESETS.map((p) => {
          const range = presetRange(p);
          const active = range.from === filters.date_from && range.to === filters.date_to;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              onClick={() => set({ date_from: range.from, date_to: range.to })}
              className={`min-h-11 rounded-full border px-3 text-sm font-medium ${
                active
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
              }`}
              data-testid={`preset-${p}`}
            >
              {t(`preset.${p}`)}
            </button>
          );
        })}
        {filtered ? (
          <button
            type="button"
            onClick={onReset}
            className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
            data-testid="filters-reset"
          >
            <RotateCcw aria-hidden className="size-4" />
            {t("filters.reset")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** What the figures cover, in words: on screen for screen readers and sighted users, and on paper. */
export function ReportFilterSummary({
  filters,
  tours,
  categories,
  takers,
  fmt,
}: {
  filters: ReportFilters;
  tours: TourSummaryDto[] | undefined;
  categories: CategoryDto[] | undefined;
  takers: BookingTaker[] | undefined;
  fmt: ReportFormat;
}) {
  const { t } = useTranslation(["report", "booking_panel"]);
  const parts: string[] = [];
  const by = filters.date_by === "departure" ? t("summary.by_departure") : t("summary.by_booking");
  if (filters.date_from && filters.date_to)
    parts.push(t("summary.range", { by, range: fmt.range(filters.date_from, filters.date_to) }));
  else if (filters.date_from) parts.push(t("summary.from", { by, date: fmt.date(filters.date_from) }));
  else if (filters.date_to) parts.push(t("summary.to", { by, date: fmt.date(filters.date_to) }));
  else parts.push(t("summary.all_dates"));
  parts.push(t(`status_filter.${filters.status}`));
  const tour = tours?.find((x) => String(x.id) === filters.tour_id);
  if (tour) parts.push(`${tour.name} (${tour.code})`);
  const category = categories?.find((c) => String(c.id) === filters.category_id);
  if (category) parts.push(category.name);
  if (filters.channel) parts.push(t(`booking_panel:channel.${filters.channel}`));
  const taker = takers?.find((s) => String(s.id) === filters.taken_by);
  if (taker) parts.push(t("summary.taken_by", { name: taker.name }));
  return (
    <p className="mb-4 text-sm text-slate-700" data-testid="report-summary">
      <span className="font-medium text-slate-900">{t("summary.label")}</span> {parts.join(" · ")}
      {/* Only filled in where the branch filter is (filters.branch_id is empty otherwise). */}
      {filters.branch_id ? (
        <>
          {" · "}
          <BranchName id={Number(filters.branch_id)} />
        </>
      ) : null}
    </p>
  );
}
