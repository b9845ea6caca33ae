import { AlertTriangle, CreditCard, Plane } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CustomerDashboardDto } from "#app/modules/dashboard/dashboard.contract";
import { DashboardBookingItem, DashboardCard, type DashboardFormat, useDashboardFormat } from "./dashboard-kit";
import { buttonClass } from "#app/shared/ui/page-header";

/** The customer's dashboard: what to pay now, the next trip, and their latest bookings. */
export function CustomerDashboard({ data }: { data: CustomerDashboardDto }) {
  const fmt = useDashboardFormat(data.currency, data.time_zone);
  return (
    <>
      {data.outstanding ? <OutstandingBanner outstanding={data.outstanding} fmt={fmt} /> : null}
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <NextDeparture data={data} fmt={fmt} />
        <MyBookings data={data} fmt={fmt} />
      </div>
    </>
  );
}

/** "You have outstanding payments, please continue" (docs/product.md §Reports and dashboard), with the way to pay. */
function OutstandingBanner({
  outstanding,
  fmt,
}: {
  outstanding: NonNullable<CustomerDashboardDto["outstanding"]>;
  fmt: DashboardFormat;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <section
      aria-labelledby="dashboard-outstanding"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5"
      data-testid="dashboard-outstanding"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <h2 id="dashboard-outstanding" className="font-semibold text-amber-950">
            {t("customer.outstanding.title")}
          </h2>
          {outstanding.amount > 0 ? (
            <p className="mt-1 text-sm text-amber-950" data-testid="outstanding-amount">
              {t("customer.outstanding.amount", { count: outstanding.bookings, amount: fmt.money(outstanding.amount) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/panel/booking-history/${outstanding.booking_id}?pay=1`}
          className={buttonClass.primary}
          data-testid="outstanding-pay"
        >
          <CreditCard aria-hidden className="size-4" />
          {t("customer.outstanding.pay")}
        </Link>
        {outstanding.bookings > 1 ? (
          <Link to="/panel/booking-history" className={buttonClass.secondary}>
            {t("customer.outstanding.all")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function NextDeparture({ data, fmt }: { data: CustomerDashboardDto; fmt: DashboardFormat }) {
  const { t } = useTranslation("dashboard");
  const next = data.next_departure;
  return (
    <DashboardCard title={t("customer.next.title")} className="lg:col-span-2" testId="next-departure">
      {next ? (
        <div className="flex items-start gap-4">
          <div
            className="flex size-24 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 p-2 text-center text-brand-800"
            data-testid="next-countdown"
            data-days={next.days_left}
          >
            {next.days_left === 0 ? (
              <span className="text-sm font-semibold">{t("customer.next.today")}</span>
            ) : (
              <>
                <span className="text-3xl leading-none font-bold tabular-nums">{fmt.number(next.days_left)}</span>
                <span className="mt-1 text-xs font-medium">{t("customer.next.days", { count: next.days_left })}</span>
              </>
            )}
          </div>
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900" data-testid="next-tour">
              {next.tour.name}
            </p>
            <p className="mt-0.5 text-sm text-slate-700">{fmt.range(next.start_date, next.end_date)}</p>
            <p className="text-sm text-slate-600">{t("customer.next.pax", { count: next.pax })}</p>
            <Link
              to={`/panel/booking-history/${next.booking_id}`}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t("customer.next.view", { code: next.code })}
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3 py-2">
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Plane aria-hidden className="size-5 text-slate-500" />
            {t("customer.next.empty")}
          </p>
          {/* Without any booking, "My bookings" already offers the packages. */}
          {data.bookings.total > 0 ? (
            <Link to="/tour" className={buttonClass.secondary}>
              {t("customer.next.browse")}
            </Link>
          ) : null}
        </div>
      )}
    </DashboardCard>
  );
}

function MyBookings({ data, fmt }: { data: CustomerDashboardDto; fmt: DashboardFormat }) {
  const { t } = useTranslation("dashboard");
  const { latest, total } = data.bookings;
  return (
    <DashboardCard
      title={t("customer.bookings.title")}
      action={
        total > 0 ? { to: "/panel/booking-history", label: t("customer.bookings.all", { count: total }) } : undefined
      }
      className="lg:col-span-3"
      testId="my-bookings"
    >
      {latest.length === 0 ? (
        <div className="flex flex-col items-start gap-3 py-2">
          <p className="text-sm text-slate-600">{t("customer.bookings.empty")}</p>
          <Link to="/tour" className={buttonClass.primary}>
            {t("customer.next.browse")}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {latest.map((b) => (
            <DashboardBookingItem
              key={b.id}
              booking={b}
              fmt={fmt}
              testId="my-booking"
              name={b.tour?.name ?? b.booking_name}
              detail={b.time ? fmt.range(b.time.start_date, b.time.end_date) : t("customer.bookings.no_date")}
              textRight
            >
              {b.remaining > 0 ? (
                <span className="text-xs text-slate-600 tabular-nums">
                  {t("customer.bookings.remaining", { amount: fmt.money(b.remaining, b.currency) })}
                </span>
              ) : null}
            </DashboardBookingItem>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
