import { lazy, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BookingReportDto } from "#app/modules/report/report.contract";
import { ChartArea } from "#app/shared/ui/chart-frame";
import type { ReportChartPoint } from "./report-chart";
import type { ReportFilters, ReportFormat } from "./report-kit";

// Recharts is loaded by this screen only, once it is interactive.
const ReportChart = lazy(() => import("./report-chart"));

export function ReportChartCard({
  report,
  fmt,
  dateBy,
}: {
  report: BookingReportDto | undefined;
  fmt: ReportFormat;
  dateBy: ReportFilters["date_by"];
}) {
  const { t } = useTranslation("report");
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
        <ChartArea
          className="h-64 sm:h-72 print:h-56"
          testId="report-chart-area"
          loading={!chart}
          empty={
            points.length === 0 ? (
              <div className="flex h-full items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600">
                {t("chart.empty")}
              </div>
            ) : undefined
          }
        >
          <ReportChart
            data={points}
            labels={{ bookings: t("chart.bookings"), paid: t("chart.paid") }}
            money={fmt.money}
            moneyCompact={fmt.moneyCompact}
          />
        </ChartArea>
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
