import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { reportQueries } from "#app/modules/report/report.api-client";
import { ReportActions } from "./report-actions";
import { ReportChartCard } from "./report-chart-card";
import { ReportFilterBar, ReportFilterSummary } from "./report-filters";
import { filterQuery, PRINT_CSS, readFilters, useReportFormat } from "./report-kit";
import { ManifestSection } from "./report-manifest";
import { ReportRoomTypes } from "./report-room-types";
import { ReportOrigins } from "./report-origins";
import { ReportPrintRows, ReportTable } from "./report-table";
import { ReportTotals } from "./report-totals";
import type { TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { useBookingTakers, useBranchFilter } from "#app/modules/booking/ui/booking-origin-filters";
import { Pagination } from "#app/shared/ui/data-table";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { PageHeader } from "#app/shared/ui/page-header";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";

/**
 * The booking report screen (admin). Filters (a booking- or departure-date range, status,
 * package, category) live in the URL; totals, the chart and a page of rows come from GET
 * /report/booking; the export buttons download every matching row of the same filters; the
 * manifest section (staff with the manifests permission) downloads one departure's passenger list.
 */
export function ReportScreen() {
  const { t } = useTranslation(["report", "catalog_admin"]);
  const { locale } = useRootData();
  const canManifests = useCan("manifests");
  const list = useListParams();
  // Staff of every branch who may read the branches' names also filter by branch.
  const byBranch = useBranchFilter();
  const filters = readFilters(list, { byBranch });
  const query = { ...filterQuery(filters), page: list.page, limit: list.limit };
  const report = useQuery({ ...reportQueries.booking(query, locale), placeholderData: keepPreviousData });
  const data = report.data;
  useClampPage(list, data?.meta);
  const fmt = useReportFormat(data?.currency ?? "IDR");
  const tours = useQuery(reportQueries.filterTours());
  const categories = useQuery(reportQueries.filterCategories(locale));
  const takers = useBookingTakers(true);

  const filtered = Boolean(
    filters.date_from ||
      filters.date_to ||
      filters.status !== "active" ||
      filters.tour_id ||
      filters.category_id ||
      filters.channel ||
      filters.branch_id ||
      filters.taken_by,
  );
  const reset = () =>
    list.set({
      date_by: null,
      date_from: null,
      date_to: null,
      status: null,
      tour_id: null,
      category_id: null,
      channel: null,
      branch_id: null,
      taken_by: null,
    });

  return (
    <div className="mx-auto max-w-7xl" id="report-print" data-testid="report">
      <style>{PRINT_CSS}</style>
      <PageHeader title={t("title")} description={t("intro")} actions={<ReportActions filters={filters} />} />
      <ReportFilterBar
        filters={filters}
        set={list.set}
        tours={tours.data ?? []}
        categories={categories.data ?? []}
        byBranch={byBranch}
        filtered={filtered}
        onReset={reset}
      />
      <ReportFilterSummary
        filters={filters}
        tours={tours.data}
        categories={categories.data}
        takers={takers.data}
        fmt={fmt}
      />
      <div className={report.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
        <ReportTotals report={data} fmt={fmt} status={filters.status} />
        <ReportChartCard report={data} fmt={fmt} dateBy={filters.date_by} />
        <ReportRoomTypes report={data} fmt={fmt} />
        <ReportOrigins report={data} fmt={fmt} />
        <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">{t("table.title")}</h2>
        <ReportTable
          report={data}
          fmt={fmt}
          filters={filters}
          set={list.set}
          filtered={filtered}
          onReset={reset}
          loading={!data}
        />
      </div>
      {report.isError && !data ? <LoadFailed text={t("load_failed")} onRetry={report.refetch} /> : null}
      {data ? <ReportPrintRows meta={data.meta} fmt={fmt} /> : null}
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
      {canManifests ? <ManifestSection tours={tours.data ?? NO_TOURS} fmt={fmt} /> : null}
    </div>
  );
}

const NO_TOURS: TourSummaryDto[] = [];
