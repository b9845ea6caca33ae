import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { recordColumn } from "#app/shared/ui/record-column";
import { ReceiptText } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserRole } from "#app/modules/account/customer.contract";
import type { BookingSummaryDto } from "#app/modules/booking/booking.contract";
import { BookingStatusBadge, useBookingFormat } from "./booking-kit";
import { type ColumnDef, EmptyState } from "#app/shared/ui/data-table";
import { PageTable } from "#app/shared/ui/page-table";
import { ListResults } from "#app/shared/ui/list-kit";
import { FormSection } from "#app/shared/ui/page-header";
import { bookingQueries } from "#app/modules/booking/booking.api-client";
import { BookingCodeLink } from "#app/modules/booking/ui/booking-link";
import { useBookingSummaryColumns } from "./booking-columns";

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

  const shared = useBookingSummaryColumns({ wide: false, packageWidth: "max-w-64" });
  const columns = useMemo<ColumnDef<BookingSummaryDto>[]>(
    () => [
      recordColumn<BookingSummaryDto>(
        "code",
        () => t("booking_panel:column.booking"),
        (b) => (
          <div className="min-w-0">
            <BookingCodeLink id={b.id} code={b.code} testId="customer-booking-code" />
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
        ),
        { rowHeader: true, className: "whitespace-normal" },
      ),
      shared.package,
      shared.total,
      recordColumn<BookingSummaryDto>(
        "status",
        () => t("booking_panel:column.status"),
        (r) => <BookingStatusBadge status={r.status} testId="customer-booking-status" />,
        { className: "hidden sm:table-cell" },
      ),
      shared.created,
    ],
    [t, fmt, shared],
  );

  return (
    <FormSection
      title={t("bookings.title")}
      description={meta ? t("bookings.count", { count: meta.total }) : undefined}
      testId="customer-bookings"
    >
      <ListResults
        query={query}
        loadFailed={t("bookings.load_failed")}
        onPage={setPage}
        onLimit={(n) => {
          setLimit(n);
          setPage(1);
        }}
        pagingWhenEmpty={false}
      >
        <PageTable
          rows={rows}
          columns={columns}
          caption={t("bookings.title")}
          skeletonRows={3}
          testId="customer-booking-table"
          empty={
            <EmptyState
              icon={<ReceiptText aria-hidden className="size-6" />}
              title={t("bookings.empty")}
              text={role === "admin" ? t("bookings.empty_admin") : t("bookings.empty_hint")}
            />
          }
        />
      </ListResults>
    </FormSection>
  );
}
