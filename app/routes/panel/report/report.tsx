import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  Banknote,
  CalendarRange,
  FileSpreadsheet,
  FileText,
  Printer,
  ReceiptText,
  RotateCcw,
  Users,
  Wallet,
} from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CategoryDto, TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import {
  type BookingReportDto,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportRowDto,
} from "#app/modules/report/report.contract";
import { useRootData } from "#app/root";
import { serverT } from "#app/shared/i18n/server";
import { FilterDate } from "#app/modules/booking/ui/booking-kit";
import { type ColumnDef, DataTable, EmptyState, Pagination, type SortingState } from "#app/shared/ui/data-table";
import { FilterSelect } from "#app/shared/ui/list-controls";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { panelGet, toQuery } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import type { Route } from "./+types/report";
import type { ReportChartPoint } from "./report-chart";
import {
  filterQuery,
  PRESETS,
  PRINT_CSS,
  presetRange,
  type ReportFilters,
  type ReportFormat,
  readFilters,
  StatusBadge,
  useReportFormat,
} from "./report-kit";
import { DownloadLink, ManifestSection } from "./report-manifest";

// Recharts is loaded by this screen only, once it is interactive.
const ReportChart = lazy(() => import("./report-chart"));

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "report")("title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/report (admin): the booking report. Filters (a booking- or departure-date range, status,
 * package, category) live in the URL; totals, the chart and a page of rows come from GET
 * /report/booking; the export buttons download every matching row of the same filters; the
 * manifest section downloads one departure's passenger list.
 */
export default function Report() {
  const { t } = useTranslation(["report", "catalog_admin"]);
  const { locale } = useRootData();
  const list = useListParams();
  const filters = readFilters(list);
  const query = { ...filterQuery(filters), page: list.page, limit: list.limit };
  const report = useQuery({
    queryKey: ["panel", "report", "booking", query, locale],
    queryFn: ({ signal }) => panelGet<BookingReportDto>(`/report/booking${toQuery(query)}`, signal),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  useClampPage(list, data?.meta);
  const fmt = useReportFormat(data?.currency ?? "IDR");

  const tours = useQuery({
    queryKey: ["panel", "tour", "all-for-filter"],
    queryFn: ({ signal }) => panelGet<{ data: TourSummaryDto[] }>("/tour?limit=-1&status=all", signal),
    select: (r) => r.data,
  });
  const categories = useQuery({
    queryKey: ["panel", "category", "all-for-filter", locale],
    queryFn: ({ signal }) => panelGet<{ categories: { data: CategoryDto[] } }>("/category?limit=-1", signal),
    select: (r) => r.categories.data,
  });

  const exportHref = (format: "csv" | "xlsx") =>
    `/api/report/booking${toQuery({ ...filterQuery(filters), format, lang: locale })}`;
  const filtered = Boolean(
    filters.date_from || filters.date_to || filters.status !== "active" || filters.tour_id || filters.category_id,
  );
  const reset = () =>
    list.set({ date_by: null, date_from: null, date_to: null, status: null, tour_id: null, category_id: null });

  return (
    <div className="mx-auto max-w-7xl" id="report-print" data-testid="report">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <div className="no-print flex flex-wrap gap-2">
            <DownloadLink href={exportHref("xlsx")} testId="export-xlsx">
              <FileSpreadsheet aria-hidden className="size-4" />
              {t("export.excel")}
            </DownloadLink>
            <DownloadLink href={exportHref("csv")} testId="export-csv">
              <FileText aria-hidden className="size-4" />
              {t("export.csv")}
            </DownloadLink>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => window.print()}
              data-testid="report-print-button"
            >
              <Printer aria-hidden className="size-4" />
              {t("print")}
            </button>
          </div>
        }
      />
      <Filters
        filters={filters}
        set={list.set}
        tours={tours.data ?? []}
        categories={categories.data ?? []}
        filtered={filtered}
        onReset={reset}
      />
      <FilterSummary filters={filters} tours={tours.data} categories={categories.data} fmt={fmt} />
      <div className={report.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
        <Totals report={data} fmt={fmt} status={filters.status} />
        <ChartCard report={data} fmt={fmt} dateBy={filters.date_by} />
        <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">{t("table.title")}</h2>
        <RowsTable
          report={data}
          fmt={fmt}
          filters={filters}
          set={list.set}
          filtered={filtered}
          onReset={reset}
          loading={!data}
        />
      </div>
      {report.isError && !data ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t("load_failed")}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void report.refetch()}>
            {t("catalog_admin:ui.retry")}
          </button>
        </p>
      ) : null}
      {data && data.meta.total > 0 ? (
        <p className="mt-2 hidden text-xs text-slate-700 print:block" data-testid="report-print-rows">
          {t("table.print_rows", {
            from: fmt.number((data.meta.page - 1) * data.meta.limit + 1),
            to: fmt.number(Math.min(data.meta.total, data.meta.page * data.meta.limit)),
            total: fmt.number(data.meta.total),
          })}
        </p>
      ) : null}
      {data ? (
        <div className="no-print">
          <Pagination
            page={data.meta.page}
            lastPage={data.meta.last_page}
            limit={data.meta.limit}
            total={data.meta.total}
            onPage={(page) => list.set({ page })}
            onLimit={(limit) => list.set({ limit })}
          />
        </div>
      ) : null}
      <ManifestSection tours={tours.data ?? NO_TOURS} fmt={fmt} />
    </div>
  );
}

const NO_TOURS: TourSummaryDto[] = [];
const NO_ROWS: ReportRowDto[] = [];

function Filters({
  filters,
  set,
  tours,
  categories,
  filtered,
  onReset,
}: {
  filters: ReportFilters;
  set: ReturnType<typeof useListParams>["set"];
  tours: TourSummaryDto[];
  categories: CategoryDto[];
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
  return (
    <section aria-label={t("filters.label")} className="no-print mb-6" data-testid="report-filters">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:items-end">
        <FilterSelect
          label={t("filters.date_by")}
          value={filters.date_by}
          onChange={(v) => set({ date_by: v === "booking" ? null : v })}
          options={dateByOptions}
          testId="filter-date-by"
          className="col-span-2 lg:col-span-1"
        />
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
        <FilterSelect
          label={t("filters.status")}
          value={filters.status}
          onChange={(v) => set({ status: v === "active" ? null : v })}
          options={statusOptions}
          testId="filter-status"
          className="col-span-2 lg:col-span-1"
        />
        <FilterSelect
          label={t("filters.package")}
          value={filters.tour_id}
          onChange={(v) => set({ tour_id: v })}
          options={tourOptions}
          testId="filter-tour"
          className="col-span-2 lg:col-span-1"
        />
        <FilterSelect
          label={t("filters.category")}
          value={filters.category_id}
          onChange={(v) => set({ category_id: v })}
          options={categoryOptions}
          testId="filter-category"
          className="col-span-2 lg:col-span-1"
        />
        <FilterSelect
          label={t("filters.sort")}
          value={filters.sort}
          onChange={(v) => set({ sort: v === "created_at" ? null : v })}
          options={sortOptions}
          testId="filter-sort"
        />
        <FilterSelect
          label={t("filters.order")}
          value={filters.order}
          onChange={(v) => set({ order: v === "desc" ? null : v })}
          options={orderOptions}
          testId="filter-order"
        />
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
function FilterSummary({
  filters,
  tours,
  categories,
  fmt,
}: {
  filters: ReportFilters;
  tours: TourSummaryDto[] | undefined;
  categories: CategoryDto[] | undefined;
  fmt: ReportFormat;
}) {
  const { t } = useTranslation("report");
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
  return (
    <p className="mb-4 text-sm text-slate-700" data-testid="report-summary">
      <span className="font-medium text-slate-900">{t("summary.label")}</span> {parts.join(" · ")}
    </p>
  );
}

function Totals({
  report,
  fmt,
  status,
}: {
  report: BookingReportDto | undefined;
  fmt: ReportFormat;
  status: ReportFilters["status"];
}) {
  const { t } = useTranslation("report");
  const totals = report?.totals;
  const value = (s: string | undefined) => s ?? "…";
  return (
    <section aria-labelledby="report-totals" aria-busy={!report || undefined}>
      <h2 id="report-totals" className="sr-only">
        {t("totals.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4 print:grid-cols-4">
        <Card
          icon={<ReceiptText aria-hidden className="size-5" />}
          label={t("totals.bookings")}
          value={value(totals && fmt.number(totals.bookings))}
          hint={totals ? t("totals.pax", { count: totals.pax, pax: fmt.number(totals.pax) }) : ""}
          testId="total-bookings"
        />
        <Card
          icon={<Banknote aria-hidden className="size-5" />}
          label={t("totals.total")}
          value={value(totals && fmt.money(totals.total))}
          hint={t("totals.total_hint")}
          testId="total-amount"
        />
        <Card
          icon={<Wallet aria-hidden className="size-5" />}
          label={t("totals.paid")}
          value={value(totals && fmt.money(totals.paid))}
          hint={t("totals.paid_hint")}
          testId="total-paid"
        />
        <Card
          icon={<Users aria-hidden className="size-5" />}
          label={t("totals.outstanding")}
          value={value(totals && fmt.money(totals.outstanding))}
          hint={t("totals.outstanding_hint")}
          testId="total-outstanding"
          attention={Boolean(totals && totals.outstanding > 0)}
        />
      </dl>
      {totals && status === "active" && totals.canceled > 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="total-canceled">
          {t("totals.canceled_left_out", { count: totals.canceled, n: fmt.number(totals.canceled) })}
        </p>
      ) : null}
    </section>
  );
}

function Card({
  icon,
  label,
  value,
  hint,
  testId,
  attention = false,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  hint: string;
  testId: string;
  attention?: boolean;
}) {
  return (
    <div
      className={`flex min-w-0 flex-col rounded-xl border bg-white p-3 shadow-sm sm:p-5 print:p-2 print:shadow-none ${
        attention ? "border-amber-300" : "border-slate-200"
      }`}
      data-testid={testId}
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span
          className={`no-print flex size-8 shrink-0 items-center justify-center rounded-lg ${
            attention ? "bg-amber-50 text-amber-800" : "bg-brand-50 text-brand-700"
          }`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 min-w-0">
        <span
          className="block text-lg font-semibold text-slate-900 tabular-nums sm:text-2xl xl:text-xl 2xl:text-2xl print:text-base"
          data-testid="total-value"
        >
          {value}
        </span>
        {hint ? <span className="mt-1 block text-xs text-slate-600 sm:text-sm">{hint}</span> : null}
      </dd>
    </div>
  );
}

/** Whether the page has hydrated: server rendering and the first client render agree on false. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function ChartCard({
  report,
  fmt,
  dateBy,
}: {
  report: BookingReportDto | undefined;
  fmt: ReportFormat;
  dateBy: ReportFilters["date_by"];
}) {
  const { t } = useTranslation("report");
  const hydrated = useHydrated();
  const chart = report?.chart;
  const points = useMemo<ReportChartPoint[]>(
    () =>
      (chart?.points ?? []).map((p) => ({
        label: fmt.periodShort(p.period),
        name: fmt.periodLong(p.period),
        bookings: p.bookings,
        paid: p.paid,
      })),
    [chart, fmt],
  );
  const per = chart?.interval === "day" ? "day" : "month";
  const title = t(`chart.title_${per}`);
  const placeholder = <div className="h-full rounded-lg bg-slate-50" />;
  return (
    <section
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:break-inside-avoid print:p-2 print:shadow-none"
      aria-labelledby="report-chart-title"
      data-testid="report-chart"
    >
      <h2 id="report-chart-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {dateBy === "departure" ? t("chart.by_departure") : t("chart.by_booking")}
      </p>
      <figure className="mt-4">
        {/* The table below carries the figures for assistive technology; the drawing is for the eye. */}
        <div className="h-64 sm:h-72 print:h-56" aria-hidden="true" data-testid="report-chart-area">
          {!chart ? (
            placeholder
          ) : points.length === 0 ? (
            <div className="flex h-full items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600">
              {t("chart.empty")}
            </div>
          ) : hydrated ? (
            <Suspense fallback={placeholder}>
              <ReportChart
                data={points}
                labels={{ bookings: t("chart.bookings"), paid: t("chart.paid") }}
                money={fmt.money}
                moneyCompact={fmt.moneyCompact}
              />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </figure>
      {/* A table ignores the 1px box of sr-only: the wrapper clips it instead. */}
      <div className="sr-only">
        <table data-testid="report-chart-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`chart.period_${per}`)}</th>
              <th scope="col">{t("chart.bookings")}</th>
              <th scope="col">{t("chart.total")}</th>
              <th scope="col">{t("chart.paid")}</th>
            </tr>
          </thead>
          <tbody>
            {(chart?.points ?? []).map((p) => (
              <tr key={p.period}>
                <th scope="row">{fmt.periodLong(p.period)}</th>
                <td>{fmt.number(p.bookings)}</td>
                <td>{fmt.money(p.total)}</td>
                <td>{fmt.money(p.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

// Column ids are the API's sort keys.
const SORTABLE = new Set<string>(REPORT_SORTS);

function RowsTable({
  report,
  fmt,
  filters,
  set,
  filtered,
  onReset,
  loading,
}: {
  report: BookingReportDto | undefined;
  fmt: ReportFormat;
  filters: ReportFilters;
  set: ReturnType<typeof useListParams>["set"];
  filtered: boolean;
  onReset: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation(["report", "catalog_admin"]);
  const columns = useMemo<ColumnDef<ReportRowDto>[]>(() => {
    const money =
      (pick: (r: ReportRowDto) => number): ColumnDef<ReportRowDto>["cell"] =>
      ({ row }) => (
        <span className="block text-right whitespace-nowrap tabular-nums">{fmt.money(pick(row.original))}</span>
      );
    const cols: ColumnDef<ReportRowDto>[] = [
      {
        // The booking, sorted by its booking date: code, booking name, customer and date.
        id: "created_at",
        header: () => t("column.booking"),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="min-w-0 sm:max-w-52 sm:min-w-36 print:max-w-none">
              <Link
                to={`/panel/booking-history/${r.id}`}
                className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
                data-testid="row-code"
              >
                {r.code}
              </Link>
              <span className="block text-sm text-slate-900" data-testid="row-name">
                {r.booking_name}
              </span>
              <span className="block text-xs text-slate-600">{r.customer.name}</span>
              <span className="block text-xs text-slate-600">{fmt.dateTime(r.created_at)}</span>
              {/* Phones have no room for the other columns: the essentials come under the code. */}
              <span className="mt-1 block text-xs text-slate-600 md:hidden print:hidden">
                {r.tour?.name ?? t("package_removed")}
                {r.time ? ` · ${fmt.range(r.time.start_date, r.time.end_date)}` : ""}
                {` · ${t("totals.pax", { count: r.pax, pax: fmt.number(r.pax) })}`}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden print:hidden">
                <span className="font-medium text-slate-900 tabular-nums">{fmt.money(r.total)}</span>
                <StatusBadge status={r.status} />
              </span>
            </div>
          );
        },
        meta: { rowHeader: true, className: "whitespace-normal" },
      },
      {
        id: "departure",
        header: () => t("column.package_departure"),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <span className="block max-w-56 whitespace-normal">
              <span className="block text-slate-900" data-testid="row-package">
                {r.tour ? r.tour.name : <span className="text-slate-600">{t("package_removed")}</span>}
              </span>
              <span className="block text-xs text-slate-600">
                {r.time ? (
                  <span className="whitespace-nowrap">{fmt.range(r.time.start_date, r.time.end_date)}</span>
                ) : null}
                <span className="2xl:hidden print:hidden">
                  {r.time ? " · " : ""}
                  {t("totals.pax", { count: r.pax, pax: fmt.number(r.pax) })}
                </span>
              </span>
            </span>
          );
        },
        meta: { className: "hidden md:table-cell print:table-cell" },
      },
      {
        id: "pax",
        header: () => t("column.pax"),
        cell: ({ row }) => <span className="block text-right tabular-nums">{fmt.number(row.original.pax)}</span>,
        meta: { className: "hidden 2xl:table-cell print:table-cell text-right" },
      },
      {
        id: "status",
        header: () => t("column.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} testId="row-status" />,
        meta: { className: "hidden sm:table-cell print:table-cell" },
      },
      {
        id: "total",
        header: () => t("column.total"),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <span className="block text-right whitespace-nowrap tabular-nums">
              <span className="font-medium text-slate-900" data-testid="row-total">
                {fmt.money(r.total)}
              </span>
              <span className="block text-xs text-slate-600 2xl:hidden print:hidden">
                {t("table.paid_amount", { amount: fmt.money(r.paid) })}
              </span>
              <span className="block text-xs text-slate-600 xl:hidden print:hidden">
                {t("table.remaining_amount", { amount: fmt.money(r.remaining) })}
              </span>
            </span>
          );
        },
        meta: { className: "hidden sm:table-cell print:table-cell text-right" },
      },
      {
        id: "paid",
        header: () => t("column.paid"),
        cell: money((r) => r.paid),
        meta: { className: "hidden 2xl:table-cell print:table-cell text-right" },
      },
      {
        id: "remaining",
        header: () => t("column.remaining"),
        cell: money((r) => r.remaining),
        meta: { className: "hidden xl:table-cell print:table-cell text-right" },
      },
    ];
    return cols.map((c) => ({ ...c, enableSorting: SORTABLE.has(c.id ?? "") }));
  }, [t, fmt]);
  const sorting = useMemo<SortingState>(
    () => [{ id: filters.sort, desc: filters.order === "desc" }],
    [filters.sort, filters.order],
  );
  return (
    <DataTable
      data={report?.data ?? NO_ROWS}
      columns={columns}
      caption={t("table.title")}
      loading={loading}
      getRowId={(r) => r.id}
      sorting={sorting}
      onSortingChange={(next) => {
        const s = next[0];
        if (s) set({ sort: s.id === "created_at" ? null : s.id, order: s.desc ? null : "asc" });
      }}
      testId="report-table"
      empty={
        <EmptyState
          icon={<ReceiptText aria-hidden className="size-6" />}
          title={filtered ? t("catalog_admin:ui.no_results") : t("table.empty")}
          text={filtered ? t("catalog_admin:ui.no_results_hint") : t("table.empty_hint")}
          action={
            filtered ? (
              <button type="button" className={buttonClass.secondary} onClick={onReset}>
                {t("catalog_admin:ui.clear_filters")}
              </button>
            ) : undefined
          }
        />
      }
    />
  );
}
