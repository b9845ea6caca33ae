import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ReceiptText } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserRole } from "#app/modules/account/customer.contract";
import type { BookingSummaryDto } from "#app/modules/booking/booking.contract";
import { BookingStatusBadge, useBookingFormat } from "./booking-kit";
import { type ColumnDef, DataTable, EmptyState, Pagination } from "#app/shared/ui/data-table";
import { FormSection } from "#app/shared/ui/page-header";
import { bookingQueries } from "#app/modules/booking/booking.http-client";

/**
 * A user's bookings on their edit screen, newest first (GET /booking?customer_id=, admins only),
 * each linking to its detail in the booking history. Paged here, not in the URL: the URL is the
 * user's.
 */
export function CustomerBookings({ customerId, role }: { customerId: number; role: UserRole }) {
  const { t } = useTranslation(["customer_admin", "booking_panel", "catalog_admin"]);
  const fmt = useBookingFormat();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const params = { customer_id: customerId, page, limit };
  const query = useQuery({
    // Under the booking keys: a booking write elsewhere refreshes this list too.
    ...bookingQueries.list(params),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data;
  const meta = query.data?.meta;

  const columns = useMemo<ColumnDef<BookingSummaryDto>[]>(
    () => [
      {
        id: "code",
        header: () => t("booking_panel:column.booking"),
        cell: ({ row }) => {
          const b = row.original;
          return (
            <div className="min-w-0">
              <Link
                to={`/panel/booking-history/${b.id}`}
                className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
                data-testid="customer-booking-code"
              >
                {b.code}
              </Link>
              <span className="block text-sm text-slate-900 sm:max-w-48 sm:truncate">{b.booking_name}</span>
              <span className="block text-xs text-slate-600 2xl:hidden">
                {t("booking_panel:list.booked_on", { date: fmt.dateTime(b.created_at) })}
              </span>
              {/* Phones: the package, the money and the status under the code. */}
              <span className="mt-1 block text-sm text-slate-700 md:hidden">
                {b.tour?.name ?? t("booking_panel:detail.package_removed")}
                {b.time ? (
                  <span className="block text-xs text-slate-600">{fmt.range(b.time.start_date, b.time.end_date)}</span>
                ) : null}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                <span className="font-medium text-slate-900 tabular-nums">{fmt.money(b.total, b.currency)}</span>
                <BookingStatusBadge status={b.status} />
              </span>
            </div>
          );
        },
        meta: { rowHeader: true, className: "whitespace-normal" },
      },
      {
        id: "package",
        header: () => t("booking_panel:column.package"),
        cell: ({ row }) => {
          const b = row.original;
          return (
            <span className="block max-w-64 whitespace-normal">
              <span className="block font-medium text-slate-900">
                {b.tour?.name ?? t("booking_panel:detail.package_removed")}
              </span>
              {b.time ? (
                <span className="block text-xs text-slate-600">
                  {fmt.range(b.time.start_date, b.time.end_date)} · {t("booking_panel:list.pax", { count: b.pax })}
                </span>
              ) : null}
            </span>
          );
        },
        meta: { className: "hidden md:table-cell" },
      },
      {
        id: "total",
        header: () => t("booking_panel:column.total"),
        cell: ({ row }) => {
          const b = row.original;
          return (
            <span className="block text-right whitespace-nowrap tabular-nums">
              <span className="font-medium text-slate-900">{fmt.money(b.total, b.currency)}</span>
              <span className="block text-xs text-slate-600">
                {t("booking_panel:list.paid_amount", { amount: fmt.money(b.paid_total, b.currency) })}
              </span>
            </span>
          );
        },
        meta: { className: "hidden sm:table-cell" },
      },
      {
        id: "status",
        header: () => t("booking_panel:column.status"),
        cell: ({ row }) => <BookingStatusBadge status={row.original.status} testId="customer-booking-status" />,
        meta: { className: "hidden sm:table-cell" },
      },
      {
        id: "created",
        header: () => t("booking_panel:column.created"),
        cell: ({ row }) => <span className="whitespace-nowrap">{fmt.dateTime(row.original.created_at)}</span>,
        meta: { className: "hidden 2xl:table-cell" },
      },
    ],
    [t, fmt],
  );

  return (
    <FormSection
      title={t("bookings.title")}
      description={meta ? t("bookings.count", { count: meta.total }) : undefined}
      testId="customer-bookings"
    >
      <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
        <DataTable
          data={rows ?? NO_ROWS}
          columns={columns}
          caption={t("bookings.title")}
          loading={!rows}
          skeletonRows={3}
          getRowId={(row) => row.id}
          testId="customer-booking-table"
          empty={
            <EmptyState
              icon={<ReceiptText aria-hidden className="size-6" />}
              title={t("bookings.empty")}
              text={role === "admin" ? t("bookings.empty_admin") : t("bookings.empty_hint")}
            />
          }
        />
      </div>
      {query.isError && !rows ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t("bookings.load_failed")}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            {t("catalog_admin:ui.retry")}
          </button>
        </p>
      ) : null}
      {meta && meta.total > 0 ? (
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          limit={meta.limit}
          total={meta.total}
          onPage={setPage}
          onLimit={(n) => {
            setLimit(n);
            setPage(1);
          }}
        />
      ) : null}
    </FormSection>
  );
}

const NO_ROWS: BookingSummaryDto[] = [];
