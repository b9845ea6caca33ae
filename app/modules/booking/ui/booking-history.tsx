import { FilterDate } from "#app/shared/ui/list-controls";
import { recordColumn } from "#app/shared/ui/record-column";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Compass, ReceiptText } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BOOKING_SORTS, BOOKING_STATUSES, type BookingSummaryDto } from "#app/modules/booking/booking.contract";
import { useCan } from "#app/modules/account/ui/use-can";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { PageTable } from "#app/shared/ui/page-table";
import { FilterSelect } from "#app/shared/ui/list-controls";
import { ListEmpty, ListResults, ListSearch, ParamSelect, SortSelect } from "#app/shared/ui/list-kit";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { pickParam, useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { BookingStatusBadge, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { bookingQueries } from "#app/modules/booking/booking.api-client";
import { BookingCodeLink } from "#app/modules/booking/ui/booking-link";
import { useBookingSummaryColumns } from "./booking-columns";
import {
  BranchFilter,
  ChannelFilter,
  pickChannel,
  pickId,
  TakenByFilter,
  useBranchFilter,
} from "./booking-origin-filters";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d+$/;

/**
 * A customer's own bookings, or every booking for staff (bookings_view), searched, filtered, sorted and paged
 * by the server (GET /booking). The whole state lives in the URL.
 */
export function BookingHistory() {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  // Staff who read every booking get the staff list (its filters, the customer column).
  const isAdmin = useCan("bookings_view");
  // Staff of every branch who may read the branches' names filter by branch.
  const byBranch = useBranchFilter();
  const fmt = useBookingFormat();
  const list = useListParams();

  const status = pickParam(list, "status", BOOKING_STATUSES, "");
  const sort = pickParam(list, "sort", BOOKING_SORTS, "latest");
  // Package, departure and dates are admin filters; a customer's list only filters by status and code.
  const tourId = isAdmin && ID.test(list.get("tour_id")) ? list.get("tour_id") : "";
  const timeId = tourId && ID.test(list.get("time_id")) ? list.get("time_id") : "";
  const dateFrom = isAdmin && ISO_DAY.test(list.get("date_from")) ? list.get("date_from") : "";
  const dateTo = isAdmin && ISO_DAY.test(list.get("date_to")) ? list.get("date_to") : "";
  // Where it came from: channel, branch, the member of staff who took it.
  const channel = isAdmin ? pickChannel(list.get("channel")) : "";
  const branchId = byBranch ? pickId(list.get("branch_id")) : "";
  const takenBy = isAdmin ? pickId(list.get("taken_by")) : "";

  const params = {
    page: list.page,
    limit: list.limit,
    search: list.search,
    status,
    tour_id: tourId,
    time_id: timeId,
    date_from: dateFrom,
    date_to: dateTo,
    channel,
    branch_id: branchId,
    taken_by: takenBy,
    sort: sort === "latest" ? "" : sort,
  };
  const query = useQuery({
    ...bookingQueries.list(params),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data;
  useClampPage(list, query.data?.meta);
  const filtered = Boolean(
    list.search || status || tourId || timeId || dateFrom || dateTo || channel || branchId || takenBy,
  );

  // Admin filters: every package whatever its status, then the chosen package's departures.
  const tours = useQuery({
    ...bookingQueries.filterTours(),
    select: (r) => r.data,
    enabled: isAdmin,
  });
  const departures = useQuery({
    ...bookingQueries.departures(Number(tourId)),
    select: (r) => [...r.data].sort((a, b) => a.start_date.localeCompare(b.start_date)),
    enabled: isAdmin && tourId !== "",
  });

  const shared = useBookingSummaryColumns({ wide: true, packageWidth: "max-w-56" });
  const columns = useMemo<ColumnDef<BookingSummaryDto>[]>(() => {
    const cols: ColumnDef<BookingSummaryDto>[] = [
      recordColumn<BookingSummaryDto>(
        "code",
        () => t("column.booking"),
        (b) => (
          <div className="min-w-0 sm:min-w-36">
            <BookingCodeLink id={b.id} code={b.code} testId="row-code" />
            <span className="block text-sm text-slate-900 sm:max-w-48 sm:truncate">{b.booking_name}</span>
            <span className="block text-xs text-slate-600 2xl:hidden">
              {t("list.booked_on", { date: fmt.dateTime(b.created_at) })}
            </span>
            {/* Phones have no room for the other columns: what matters comes under the code. */}
            <span className="mt-1 block text-sm text-slate-700 md:hidden">
              {b.tour?.name ?? t("detail.package_removed")}
              {b.time ? (
                <span className="block text-xs text-slate-600">
                  {fmt.range(b.time.start_date, b.time.end_date)} · {t("list.pax", { count: b.pax })}
                </span>
              ) : null}
            </span>
            {isAdmin ? (
              <span className="block text-xs text-slate-600 lg:hidden">
                {b.customer.name} · {t(`channel.${b.channel}`)}
              </span>
            ) : null}
            <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
              <span className="font-medium text-slate-900 tabular-nums">{fmt.money(b.total, b.currency)}</span>
              <BookingStatusBadge status={b.status} />
              <AwaitingBadge count={b.awaiting_confirmation} admin={isAdmin} />
            </span>
          </div>
        ),
        { rowHeader: true, className: "whitespace-normal" },
      ),
      shared.package,
      recordColumn<BookingSummaryDto>(
        "departure",
        () => t("column.departure"),
        (b) =>
          b.time ? (
            <span className="whitespace-nowrap">{fmt.date(b.time.start_date)}</span>
          ) : (
            <span className="text-slate-600">—</span>
          ),
        { className: "hidden 2xl:table-cell" },
      ),
      recordColumn<BookingSummaryDto>(
        "pax",
        () => t("column.pax"),
        (r) => <span className="block text-right tabular-nums">{fmt.number(r.pax)}</span>,
        { className: "hidden 2xl:table-cell" },
      ),
      shared.total,
      recordColumn<BookingSummaryDto>(
        "paid",
        () => t("column.paid"),
        (b) => (
          <span className="block text-right whitespace-nowrap tabular-nums">
            {fmt.money(b.paid_total, b.currency)}
            {b.remaining > 0 ? (
              <span className="block text-xs text-slate-600">
                {t("list.remaining_amount", { amount: fmt.money(b.remaining, b.currency) })}
              </span>
            ) : null}
          </span>
        ),
        { className: "hidden 2xl:table-cell" },
      ),
      {
        id: "status",
        header: () => t("column.status"),
        cell: ({ row }) => (
          <span className="flex flex-col items-start gap-1">
            <BookingStatusBadge status={row.original.status} testId="row-status" />
            <AwaitingBadge count={row.original.awaiting_confirmation} admin={isAdmin} />
          </span>
        ),
        meta: { className: "hidden sm:table-cell" },
      },
      shared.created,
    ];
    if (isAdmin)
      cols.push(
        recordColumn<BookingSummaryDto>(
          "customer",
          () => t("column.customer"),
          (r) => <span className="block max-w-40 truncate">{r.customer.name}</span>,
          { className: "hidden lg:table-cell" },
        ),
        recordColumn<BookingSummaryDto>(
          "channel",
          () => t("column.channel"),
          (r) => (
            <Badge tone="slate" testId="row-channel">
              {t(`channel.${r.channel}`)}
            </Badge>
          ),
          { className: "hidden lg:table-cell" },
        ),
      );
    return cols;
  }, [t, fmt, isAdmin, shared]);

  const statusOptions = useMemo(
    () => [
      { value: "", label: t("list.all_statuses") },
      ...BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    ],
    [t],
  );
  const sortOptions = useMemo(() => BOOKING_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })), [t]);
  const tourOptions = useMemo(
    () => [
      { value: "", label: t("list.all_packages") },
      ...(tours.data ?? []).map((tour) => ({ value: String(tour.id), label: `${tour.name} (${tour.code})` })),
    ],
    [t, tours.data],
  );
  const departureOptions = useMemo(
    () => [
      { value: "", label: tourId ? t("list.all_departures") : t("list.choose_package_first") },
      ...(departures.data ?? []).map((d) => ({ value: String(d.id), label: fmt.range(d.start_date, d.end_date) })),
    ],
    [t, fmt, tourId, departures.data],
  );

  const clearFilters = () =>
    list.set({
      search: null,
      status: null,
      tour_id: null,
      time_id: null,
      date_from: null,
      date_to: null,
      channel: null,
      branch_id: null,
      taken_by: null,
    });

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t("list.title")}
        description={isAdmin ? t("list.intro_admin") : t("list.intro_customer")}
        actions={isAdmin ? null : <BrowseToursLink className={buttonClass.secondary} />}
      />
      <div
        className={`mb-4 grid grid-cols-2 gap-3 lg:items-end ${isAdmin ? "lg:grid-cols-4" : "lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]"}`}
        data-testid="booking-filters"
      >
        <ListSearch
          list={list}
          label={isAdmin ? t("list.search_admin") : t("list.search_customer")}
          className={`col-span-2 ${isAdmin ? "" : "lg:col-span-1"}`}
        />
        <ParamSelect
          set={list.set}
          param="status"
          label={t("column.status")}
          value={status}
          options={statusOptions}
          testId="filter-status"
        />
        <SortSelect list={list} label={t("list.sort_label")} value={sort} options={sortOptions} />
        {isAdmin ? (
          <>
            <FilterSelect
              label={t("column.package")}
              value={tourId}
              onChange={(v) => list.set({ tour_id: v, time_id: null })}
              options={tourOptions}
              testId="filter-tour"
              className="col-span-2 lg:col-span-1"
            />
            <DepartureFilter
              label={t("column.departure")}
              value={timeId}
              disabled={!tourId}
              onChange={(v) => list.set({ time_id: v })}
              options={departureOptions}
            />
            <FilterDate
              label={t("list.date_from")}
              value={dateFrom}
              max={dateTo}
              onChange={(v) => list.set({ date_from: v })}
              testId="filter-date-from"
            />
            <FilterDate
              label={t("list.date_to")}
              value={dateTo}
              min={dateFrom}
              onChange={(v) => list.set({ date_to: v })}
              testId="filter-date-to"
            />
            <ChannelFilter
              value={channel}
              onChange={(v) => list.set({ channel: v })}
              className="col-span-2 lg:col-span-1"
            />
            {byBranch ? (
              <BranchFilter
                value={branchId}
                onChange={(v) => list.set({ branch_id: v })}
                className="col-span-2 lg:col-span-1"
              />
            ) : null}
            <TakenByFilter
              value={takenBy}
              onChange={(v) => list.set({ taken_by: v })}
              className="col-span-2 lg:col-span-1"
            />
          </>
        ) : null}
      </div>
      <ListResults query={query} list={list} loadFailed={t("list.load_failed")}>
        <PageTable
          rows={rows}
          columns={columns}
          caption={t("list.title")}
          testId="booking-table"
          empty={
            <ListEmpty
              icon={<ReceiptText aria-hidden className="size-6" />}
              filtered={filtered}
              title={isAdmin ? t("list.empty_admin") : t("list.empty_customer")}
              text={isAdmin ? t("list.empty_admin_hint") : t("list.empty_customer_hint")}
              onClear={clearFilters}
              action={isAdmin ? undefined : <BrowseToursLink className={buttonClass.primary} />}
            />
          }
        />
      </ListResults>
    </div>
  );
}

/** "Browse packages" of a customer's list: in the page header, and in the empty state. */
function BrowseToursLink({ className }: { className: string }) {
  const { t } = useTranslation("booking_panel");
  return (
    <Link to="/tour" className={className}>
      <Compass aria-hidden className="size-5" />
      {t("list.browse_tours")}
    </Link>
  );
}

/** "2 payments to review" (admin) or "awaiting confirmation" (customer) beside the status. */
function AwaitingBadge({ count, admin }: { count: number; admin: boolean }) {
  const { t } = useTranslation("booking_panel");
  if (count <= 0) return null;
  return (
    <Badge tone="amber" testId="row-awaiting">
      {admin ? t("list.to_review", { count }) : t("payment_status.pending")}
    </Badge>
  );
}

/** The departure filter: a select that waits for a package to be chosen. */
function DepartureFilter({
  label,
  value,
  disabled,
  onChange,
  options,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <fieldset disabled={disabled} className="col-span-2 min-w-0 disabled:opacity-70 lg:col-span-1">
      <FilterSelect label={label} value={value} onChange={onChange} options={options} testId="filter-departure" />
    </fieldset>
  );
}
