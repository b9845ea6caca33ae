import { Banknote, CalendarCheck, Clock, HandCoins, Minus, TrendingDown, TrendingUp, Wallet } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminDashboardDto } from "#app/modules/dashboard/dashboard.contract";
import type { ChartPoint } from "./dashboard-chart";
import { DashboardBookingItem, DashboardCard, type DashboardFormat, useDashboardFormat } from "./dashboard-kit";
import { ChartArea } from "#app/shared/ui/chart-frame";
import { Badge } from "#app/shared/ui/page-header";
import { OverdueDashboardCard } from "#app/modules/payment/ui/overdue-list";
import { READINESS_HORIZON_DAYS } from "#app/modules/document/document.rules";
import { boardPath } from "#app/modules/document/ui/readiness-index";
import { useCan } from "#app/modules/account/ui/use-can";

// Recharts is loaded only once the page is interactive: it has no part in the first paint.
const BookingsChart = lazy(() => import("./dashboard-chart"));

/** The admin's dashboard: this month's figures, bookings per month, departures, latest bookings. */
export function AdminDashboard({ data }: { data: AdminDashboardDto }) {
  const fmt = useDashboardFormat(data.currency, data.time_zone);
  return (
    <>
      <Figures data={data} fmt={fmt} />
      <OverdueDashboardCard />
      <DocumentsCard data={data} fmt={fmt} />
      <ChartCard data={data} fmt={fmt} className="mt-6" />
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <DeparturesCard data={data} fmt={fmt} />
        <LatestBookings data={data} fmt={fmt} />
      </div>
    </>
  );
}

function Figures({ data, fmt }: { data: AdminDashboardDto; fmt: DashboardFormat }) {
  const { t } = useTranslation("dashboard");
  const canRefunds = useCan("refunds");
  // A plan's page asks bookings_view (docs/product.md §Savings plans).
  const canPlans = useCan("bookings_view");
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        {t("figures")}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        <Figure
          icon={<Clock aria-hidden className="size-5" />}
          label={t("pending.label")}
          value={fmt.number(data.pending_bookings)}
          hint={t("pending.hint")}
          testId="figure-pending"
          tone={data.pending_bookings > 0 ? "attention" : "plain"}
        >
          <Link
            to="/panel/booking-history?status=pending"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            data-testid="figure-pending-link"
          >
            {t("pending.action")}
          </Link>
        </Figure>
        <Figure
          icon={<CalendarCheck aria-hidden className="size-5" />}
          label={t("bookings_month.label")}
          value={fmt.number(data.bookings.current)}
          hint={t("bookings_month.hint")}
          testId="figure-bookings"
        >
          <Compare current={data.bookings.current} previous={data.bookings.previous} text={fmt.number} />
        </Figure>
        <Figure
          icon={<Banknote aria-hidden className="size-5" />}
          label={t("revenue_month.label")}
          value={fmt.money(data.revenue.current)}
          hint={t("revenue_month.hint")}
          testId="figure-revenue"
        >
          <Compare current={data.revenue.current} previous={data.revenue.previous} text={(n) => fmt.money(n)} />
        </Figure>
        <Figure
          icon={<Wallet aria-hidden className="size-5" />}
          label={t("outstanding.label")}
          value={fmt.money(data.outstanding.amount)}
          hint={t("outstanding.hint", { count: data.outstanding.bookings })}
          testId="figure-outstanding"
        >
          {data.awaiting_review.payments > 0 ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="figure-awaiting">
              {t("outstanding.awaiting", {
                count: data.awaiting_review.payments,
                amount: fmt.money(data.awaiting_review.amount),
              })}
            </p>
          ) : null}
          {canPlans && data.savings_awaiting_review.length > 0 ? (
            <ul
              className="mt-1 text-sm"
              aria-label={t("outstanding.savings_label")}
              data-testid="figure-savings-awaiting"
            >
              {data.savings_awaiting_review.map((p) => (
                <li key={p.plan_id}>
                  <Link
                    to={`/panel/savings/${p.plan_id}`}
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {t("outstanding.savings_plan", { code: p.code, amount: fmt.money(p.amount) })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Figure>
        <Figure
          icon={<HandCoins aria-hidden className="size-5" />}
          label={t("refunds_due.label")}
          value={fmt.money(data.refunds_due.amount)}
          hint={t("refunds_due.hint", { count: data.refunds_due.refunds })}
          testId="figure-refunds-due"
          tone={data.refunds_due.refunds > 0 ? "attention" : "plain"}
        >
          {canRefunds ? (
            <Link
              to="/panel/refunds"
              className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              data-testid="figure-refunds-link"
            >
              {t("refunds_due.action")}
            </Link>
          ) : null}
        </Figure>
      </dl>
    </section>
  );
}

function Figure({
  icon,
  label,
  value,
  hint,
  children,
  tone = "plain",
  testId,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  hint: string;
  children?: React.ReactNode;
  tone?: "plain" | "attention";
  testId: string;
}) {
  return (
    <div
      className={`flex min-w-0 flex-col rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${
        tone === "attention" ? "border-amber-300" : "border-slate-200"
      }`}
      data-testid={testId}
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span
          className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${
            tone === "attention" ? "bg-amber-50 text-amber-800" : "bg-brand-50 text-brand-700"
          }`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-3 min-w-0">
        <span
          className="block text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl xl:text-xl 2xl:text-2xl"
          data-testid="figure-value"
        >
          {value}
        </span>
        <span className="mt-1 block text-sm text-slate-600">{hint}</span>
        {children}
      </dd>
    </div>
  );
}

/** This month's figure against last month's: an arrow (named for screen readers) and the figure. */
function Compare({ current, previous, text }: { current: number; previous: number; text: (n: number) => string }) {
  const { t } = useTranslation("dashboard");
  const [Icon, label, color] =
    current > previous
      ? [TrendingUp, t("compare.up"), "text-emerald-700"]
      : current < previous
        ? [TrendingDown, t("compare.down"), "text-red-700"]
        : [Minus, t("compare.same"), "text-slate-500"];
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700" data-testid="figure-previous">
      <Icon aria-hidden className={`size-4 shrink-0 ${color}`} />
      <span className="sr-only">{label}.</span>
      {t("compare.last_month", { value: text(previous) })}
    </p>
  );
}

function ChartCard({ data, fmt, className }: { data: AdminDashboardDto; fmt: DashboardFormat; className: string }) {
  const { t } = useTranslation("dashboard");
  const total = data.bookings_per_month.reduce((sum, m) => sum + m.count, 0);
  const points: ChartPoint[] = data.bookings_per_month.map((m) => ({
    label: fmt.monthShort(m.month),
    name: fmt.month(m.month),
    count: m.count,
  }));
  return (
    <DashboardCard title={t("chart.title")} description={t("chart.description")} className={className} testId="chart">
      <figure>
        {/* The table below carries the figures for assistive technology; the bars are for the eye. */}
        <ChartArea className="h-56 sm:h-64" testId="chart-area">
          <BookingsChart data={points} seriesLabel={t("chart.bookings")} />
        </ChartArea>
        <figcaption className="mt-2 text-sm text-slate-600" data-testid="chart-summary">
          {t("chart.summary", { count: total })}
        </figcaption>
      </figure>
      <table className="sr-only" data-testid="chart-table">
        <caption>{t("chart.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.month")}</th>
            <th scope="col">{t("chart.bookings")}</th>
          </tr>
        </thead>
        <tbody>
          {data.bookings_per_month.map((m) => (
            <tr key={m.month}>
              <th scope="row">{fmt.month(m.month)}</th>
              <td>{fmt.number(m.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  );
}

function DeparturesCard({ data, fmt }: { data: AdminDashboardDto; fmt: DashboardFormat }) {
  const { t } = useTranslation("dashboard");
  return (
    <DashboardCard
      title={t("departures.title")}
      description={t("departures.description")}
      action={{ to: "/panel/tour", label: t("departures.all") }}
      testId="departures"
    >
      {data.upcoming_departures.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{t("departures.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.upcoming_departures.map((d) => {
            const used = d.capacity > 0 ? Math.min(100, Math.round((d.booked / d.capacity) * 100)) : 100;
            return (
              <li
                key={d.id}
                className="py-3 first:pt-0 last:pb-0"
                data-testid="upcoming-departure"
                data-seats-left={d.seats_left}
              >
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/panel/booking-history?tour_id=${d.tour.id}&time_id=${d.id}`}
                    className="min-w-0 font-medium break-words text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
                  >
                    {d.tour.name}
                  </Link>
                  <span className="flex shrink-0 flex-wrap justify-end gap-1">
                    {d.start_date === data.today ? <Badge tone="blue">{t("departures.today")}</Badge> : null}
                    {d.full_booked ? (
                      <Badge tone="red" testId="departure-full">
                        {t("departures.full")}
                      </Badge>
                    ) : null}
                    {!d.is_open ? <Badge tone="slate">{t("departures.closed")}</Badge> : null}
                  </span>
                </div>
                <p className="mt-0.5 text-sm text-slate-600">{fmt.range(d.start_date, d.end_date)}</p>
                <div className="mt-2 flex items-center gap-3">
                  <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                    <span
                      className={`block h-full rounded-full ${d.full_booked ? "bg-red-600" : "bg-brand-600"}`}
                      style={{ width: `${used}%` }}
                    />
                  </span>
                  <span className="shrink-0 text-sm text-slate-700 tabular-nums" data-testid="departure-seats">
                    {t("departures.seats_left", { left: fmt.number(d.seats_left), count: d.capacity })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}

/**
 * Departures within the readiness horizon whose documents are not all verified, each linking to its
 * board for staff with the documents permission (the others see the names only).
 */
function DocumentsCard({ data, fmt }: { data: AdminDashboardDto; fmt: DashboardFormat }) {
  const { t } = useTranslation("readiness");
  const canDocuments = useCan("documents");
  return (
    <DashboardCard
      title={t("dashboard_title")}
      description={t("dashboard_hint", { count: READINESS_HORIZON_DAYS })}
      action={canDocuments ? { to: "/panel/readiness", label: t("title") } : undefined}
      className="mt-6"
      testId="documents-not-ready"
    >
      {data.documents_not_ready.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">
          {t("dashboard_none", { count: READINESS_HORIZON_DAYS })}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.documents_not_ready.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                {canDocuments ? (
                  <Link
                    to={boardPath(d)}
                    className="font-medium break-words text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
                    data-testid="documents-not-ready-link"
                  >
                    {d.tour.name}
                  </Link>
                ) : (
                  <p className="font-medium break-words text-slate-900">{d.tour.name}</p>
                )}
                <p className="text-sm text-slate-600">{fmt.range(d.start_date, d.end_date)}</p>
              </div>
              <Badge tone="amber">
                {t("dashboard_counts", {
                  missing: fmt.number(d.counts.missing),
                  waiting: fmt.number(d.counts.submitted),
                })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function LatestBookings({ data, fmt }: { data: AdminDashboardDto; fmt: DashboardFormat }) {
  const { t } = useTranslation("dashboard");
  return (
    <DashboardCard
      title={t("latest.title")}
      action={{ to: "/panel/booking-history", label: t("latest.all") }}
      testId="latest-bookings"
    >
      {data.latest_bookings.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{t("latest.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.latest_bookings.map((b) => (
            <DashboardBookingItem
              key={b.id}
              booking={b}
              fmt={fmt}
              testId="latest-booking"
              name={
                <>
                  {b.booking_name}
                  <span className="text-slate-600"> · {b.customer.name}</span>
                </>
              }
              detail={
                <>
                  {b.tour ? `${b.tour.name} · ` : ""}
                  {fmt.madeOn(b.created_at)}
                </>
              }
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
