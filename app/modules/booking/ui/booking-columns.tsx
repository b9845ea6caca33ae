import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BookingSummaryDto } from "#app/modules/booking/booking.contract";
import { recordColumn } from "#app/shared/ui/record-column";
import { useBookingFormat } from "./booking-kit";

/**
 * The columns the booking history and a customer's bookings (on the user's edit screen) show
 * alike: the package with its dates and travellers, the total with what is paid, the booking
 * moment. `wide`: the table also has departure and paid columns from 2xl up, so these lines
 * hide there.
 */
export function useBookingSummaryColumns({ wide, packageWidth }: { wide: boolean; packageWidth: string }) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const narrowOnly = wide ? " 2xl:hidden" : "";
  return useMemo(
    () => ({
      package: recordColumn<BookingSummaryDto>(
        "package",
        () => t("column.package"),
        (b) => (
          <span className={`block ${packageWidth} whitespace-normal`}>
            <span className="block font-medium text-slate-900">{b.tour?.name ?? t("detail.package_removed")}</span>
            {b.time ? (
              <span className={`block text-xs text-slate-600${narrowOnly}`}>
                {fmt.range(b.time.start_date, b.time.end_date)} · {t("list.pax", { count: b.pax })}
              </span>
            ) : null}
          </span>
        ),
        { className: "hidden md:table-cell" },
      ),
      total: recordColumn<BookingSummaryDto>(
        "total",
        () => t("column.total"),
        (b) => (
          <span className="block text-right whitespace-nowrap tabular-nums">
            <span className="font-medium text-slate-900">{fmt.money(b.total, b.currency)}</span>
            <span className={`block text-xs text-slate-600${narrowOnly}`}>
              {t("list.paid_amount", { amount: fmt.money(b.paid_total, b.currency) })}
            </span>
          </span>
        ),
        { className: "hidden sm:table-cell" },
      ),
      created: recordColumn<BookingSummaryDto>(
        "created",
        () => t("column.created"),
        (b) => <span className="whitespace-nowrap">{fmt.dateTime(b.created_at)}</span>,
        { className: "hidden 2xl:table-cell" },
      ),
    }),
    [t, fmt, narrowOnly, packageWidth],
  );
}
