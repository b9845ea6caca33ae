import { ReceiptText } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type BookingReportDto, REPORT_SORTS, type ReportRowDto } from "#app/modules/report/report.contract";
import type { ListMeta } from "#app/shared/list";
import { type ColumnDef, DataTable, type SortingState } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { ListEmpty } from "#app/shared/ui/list-kit";
import type { useListParams } from "#app/shared/ui/use-list-params";
import { type ReportFilters, type ReportFormat, StatusBadge } from "./report-kit";
import { BookingCodeLink } from "#app/modules/booking/ui/booking-link";

const NO_ROWS: ReportRowDto[] = [];

// Column ids are the API's sort keys.
const SORTABLE = new Set<string>(REPORT_SORTS);

export function ReportTable({
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
    const money = (pick: (r: ReportRowDto) => number) => (r: ReportRowDto) => (
      <span className="block text-right whitespace-nowrap tabular-nums">{fmt.money(pick(r))}</span>
    );
    const cols: ColumnDef<ReportRowDto>[] = [
      // The booking, sorted by its booking date: code, booking name, customer and date.
      recordColumn(
        "created_at",
        () => t("column.booking"),
        (r) => (
          <div className="min-w-0 sm:max-w-52 sm:min-w-36 print:max-w-none">
            <BookingCodeLink id={r.id} code={r.code} testId="row-code" />
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
        ),
        { rowHeader: true, className: "whitespace-normal" },
      ),
      recordColumn(
        "departure",
        () => t("column.package_departure"),
        (r) => (
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
        ),
        { className: "hidden md:table-cell print:table-cell" },
      ),
      recordColumn(
        "pax",
        () => t("column.pax"),
        (r) => <span className="block text-right tabular-nums">{fmt.number(r.pax)}</span>,
        { className: "hidden 2xl:table-cell print:table-cell text-right" },
      ),
      recordColumn(
        "status",
        () => t("column.status"),
        (r) => <StatusBadge status={r.status} testId="row-status" />,
        { className: "hidden sm:table-cell print:table-cell" },
      ),
      recordColumn(
        "total",
        () => t("column.total"),
        (r) => (
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
        ),
        { className: "hidden sm:table-cell print:table-cell text-right" },
      ),
      recordColumn(
        "paid",
        () => t("column.paid"),
        money((r) => r.paid),
        { className: "hidden 2xl:table-cell print:table-cell text-right" },
      ),
      recordColumn(
        "remaining",
        () => t("column.remaining"),
        money((r) => r.remaining),
        { className: "hidden xl:table-cell print:table-cell text-right" },
      ),
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
        <ListEmpty
          icon={<ReceiptText aria-hidden className="size-6" />}
          filtered={filtered}
          title={t("table.empty")}
          text={t("table.empty_hint")}
          onClear={onReset}
        />
      }
    />
  );
}

/** On paper only: which rows of how many the printed page holds. */
export function ReportPrintRows({ meta, fmt }: { meta: ListMeta; fmt: ReportFormat }) {
  const { t } = useTranslation("report");
  if (meta.total === 0) return null;
  return (
    <p className="mt-2 hidden text-xs text-slate-700 print:block" data-testid="report-print-rows">
      {t("table.print_rows", {
        from: fmt.number((meta.page - 1) * meta.limit + 1),
        to: fmt.number(Math.min(meta.total, meta.page * meta.limit)),
        total: fmt.number(meta.total),
      })}
    </p>
  );
}
