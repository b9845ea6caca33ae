import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { recordColumn } from "#app/shared/ui/record-column";
import { CalendarCheck, CalendarClock } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OverdueBookingDto } from "#app/modules/booking/schedule.contract";
import { scheduleQueries } from "#app/modules/payment/payment.api-client";
import { useCan } from "#app/modules/account/ui/use-can";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { PageTable } from "#app/shared/ui/page-table";
import { ListEmpty, ListResults, ListSearch } from "#app/shared/ui/list-kit";
import { PageHeader } from "#app/shared/ui/page-header";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { OverdueBadge } from "#app/modules/payment/ui/payment-schedule";

/**
 * /panel/payments/overdue (admins): bookings past a due date with money owed, the longest overdue
 * first (GET /booking/overdue), with what is owed and how to reach the customer. Search and page
 * live in the URL.
 */
export function OverdueList() {
  const { t } = useTranslation("schedule");
  const fmt = useBookingFormat();
  const list = useListParams();
  const params = { page: list.page, limit: list.limit, search: list.search };
  const query = useQuery({ ...scheduleQueries.overdue(params), placeholderData: keepPreviousData });
  const rows = query.data?.data;
  useClampPage(list, query.data?.meta);

  const columns = useMemo<ColumnDef<OverdueBookingDto>[]>(
    () => [
      recordColumn<OverdueBookingDto>(
        "booking",
        () => t("list.col_booking"),
        (b) => (
          <span className="block min-w-0">
            <Link
              to={`/panel/booking-history/${b.id}`}
              className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              aria-label={t("list.open", { code: b.code })}
              data-testid="overdue-link"
            >
              {b.code}
            </Link>
            <span className="block text-slate-900">{b.booking_name}</span>
            {b.tour ? <span className="block text-sm text-slate-600">{b.tour.name}</span> : null}
            {b.time ? (
              <span className="block text-sm text-slate-600">{fmt.range(b.time.start_date, b.time.end_date)}</span>
            ) : null}
            {/* Phones: the contact here, its own column from md up. */}
            <span className="mt-2 block md:hidden">
              <Contact customer={b.customer} />
            </span>
          </span>
        ),
      ),
      recordColumn<OverdueBookingDto>(
        "customer",
        () => t("list.col_customer"),
        (r) => <Contact customer={r.customer} />,
        { className: "hidden md:table-cell" },
      ),
      recordColumn<OverdueBookingDto>(
        "due",
        () => t("list.col_due"),
        (b) => (
          <span className="block space-y-1 text-sm">
            <span className="block">
              {t(b.due === "deposit" ? "list.due_deposit" : "list.due_full", { date: fmt.date(b.due_on) })}
            </span>
            <OverdueBadge days={b.days_overdue} testId="overdue-days" />
            {/* Phones: what is owed here, its own column from sm up. */}
            <span className="block font-semibold text-slate-900 sm:hidden">{fmt.money(b.amount_owed, b.currency)}</span>
          </span>
        ),
      ),
      recordColumn<OverdueBookingDto>(
        "owed",
        () => <span className="block text-right">{t("list.col_owed")}</span>,
        (b) => (
          <span className="block text-right text-sm whitespace-nowrap">
            <span className="block font-semibold text-slate-900" data-testid="overdue-owed">
              {fmt.money(b.amount_owed, b.currency)}
            </span>
            <span className="block text-slate-600">
              {t("list.of_total", { total: fmt.money(b.total, b.currency) })}
            </span>
          </span>
        ),
        { className: "hidden sm:table-cell" },
      ),
    ],
    [t, fmt],
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("list.title")}
        description={query.data ? t("list.total", { count: query.data.meta.total }) : t("list.intro")}
      />
      <p className="mb-4 text-sm text-slate-700">{t("list.intro")}</p>
      <ListSearch list={list} label={t("list.search")} className="mb-4 sm:max-w-sm" />
      <ListResults query={query} list={list} loadFailed={t("list.error")} pagingWhenEmpty={false}>
        <PageTable
          rows={rows}
          columns={columns}
          caption={t("list.title")}
          testId="overdue-table"
          empty={
            <ListEmpty
              icon={<CalendarCheck aria-hidden className="size-6" />}
              filtered={Boolean(list.search)}
              title={t("list.title")}
              text={t("list.empty")}
              onClear={() => list.set({ search: "" })}
            />
          }
        />
      </ListResults>
    </div>
  );
}

/**
 * The staff dashboard's "overdue" card: how many bookings are past a due date with money owed,
 * and the way to the list. Shown only when there are some (read after hydration, like the badge),
 * and only to staff who follow overdue payments up (payments_confirm: the API refuses the others).
 */
export function OverdueDashboardCard() {
  const { t } = useTranslation("schedule");
  const fmt = useBookingFormat();
  const allowed = useCan("payments_confirm");
  const { data } = useQuery({ ...scheduleQueries.overdueCount(), enabled: allowed });
  const count = allowed ? (data?.booking_count ?? 0) : 0;
  if (count === 0) return null;
  return (
    <section
      className="mt-6 flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="figure-overdue"
    >
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <h2 className="font-semibold">
            {t("dashboard.overdue")}: <span data-testid="figure-overdue-count">{fmt.number(count)}</span>
          </h2>
          <p className="text-sm">{t("dashboard.overdue_hint")}</p>
        </div>
      </div>
      <Link
        to="/panel/payments/overdue"
        className="inline-flex min-h-11 items-center text-sm font-medium text-red-900 underline underline-offset-2"
      >
        {t("list.total", { count })}
      </Link>
    </section>
  );
}

/** The customer's name, email and phone, each a link to write or call. */
function Contact({ customer: c }: { customer: OverdueBookingDto["customer"] }) {
  return (
    <span className="block min-w-0 text-sm">
      <span className="block font-medium text-slate-900">{c.name}</span>
      <a href={`mailto:${c.email}`} className="block break-all text-brand-700 underline underline-offset-2">
        {c.email}
      </a>
      {c.phone ? (
        <a href={`tel:${c.phone.replace(/[^+\d]/g, "")}`} className="block text-brand-700 underline underline-offset-2">
          {c.phone}
        </a>
      ) : null}
    </span>
  );
}
