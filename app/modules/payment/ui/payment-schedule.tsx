import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { BookingScheduleDto } from "#app/modules/booking/schedule.contract";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { Detail, useBookingFormat } from "#app/modules/booking/ui/booking-kit";

/** Whether a booking has anything to show in its schedule. */
export function hasSchedule(s: BookingScheduleDto): boolean {
  return s.deposit_due_on !== null || s.full_due_on !== null;
}

/** "Overdue · 3 days" (red): the earliest due date already past with money owed. */
export function OverdueBadge({ days, testId = "overdue-badge" }: { days: number; testId?: string }) {
  const { t } = useTranslation("schedule");
  return (
    <Badge tone="red" testId={testId}>
      {t("overdue_days", { count: days })}
    </Badge>
  );
}

/**
 * The booking's due dates (docs/product.md §Payment schedule) on its page, for the customer and
 * the admin: the deposit (a moment: when the booking would expire) and the full payment (a
 * calendar day), each with what it asks for, and the overdue badge.
 */
export function ScheduleCard({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation("schedule");
  const fmt = useBookingFormat();
  const s = booking.schedule;
  if (!hasSchedule(s)) return null;
  return (
    <FormSection
      title={t("card.title")}
      testId="booking-schedule"
      actions={s.overdue ? <OverdueBadge days={s.overdue.days} /> : null}
    >
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {s.deposit_due_on ? (
          <Detail
            label={t(booking.payment_type === "deposit" ? "card.deposit_due" : "card.first_due")}
            testId="schedule-deposit"
          >
            <span className="flex items-start gap-2">
              <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span>
                <span className="block font-medium">
                  {s.deposit_due_at ? fmt.dateTime(s.deposit_due_at) : fmt.date(s.deposit_due_on)}
                </span>
                {s.deposit_amount !== null ? (
                  <span className="block text-slate-600">{fmt.money(s.deposit_amount, booking.currency)}</span>
                ) : null}
              </span>
            </span>
          </Detail>
        ) : null}
        {s.full_due_on ? (
          <Detail label={t("card.full_due")} testId="schedule-full">
            <span className="flex items-start gap-2">
              <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span>
                <span className="block font-medium">{fmt.date(s.full_due_on)}</span>
                {s.full_amount !== null ? (
                  <span className="block text-slate-600">
                    {t("card.still_owed", { amount: fmt.money(s.full_amount, booking.currency) })}
                  </span>
                ) : null}
              </span>
            </span>
          </Detail>
        ) : null}
      </dl>
      {s.overdue ? (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="schedule-overdue">
          {t(s.overdue.due === "deposit" ? "card.overdue_deposit" : "card.overdue_full", {
            date: fmt.date(s.overdue.due_on),
            count: s.overdue.days,
          })}
        </p>
      ) : null}
    </FormSection>
  );
}

/**
 * The invoice's due-date rows (inside its heading's <dl>): calendar days written out, the
 * deposit's moment on the agency's clock (the invoice's formatters are handed in).
 */
export function InvoiceDueRows({
  booking,
  calendar,
  moment,
}: {
  booking: BookingDto;
  calendar: (iso: string) => string;
  moment: (iso: string) => string;
}) {
  const { t } = useTranslation("schedule");
  const s = booking.schedule;
  return (
    <>
      {s.deposit_due_on ? (
        <>
          <dt className="text-slate-600">
            {t(booking.payment_type === "deposit" ? "card.deposit_due" : "card.first_due")}
          </dt>
          <dd data-testid="invoice-deposit-due">
            {s.deposit_due_at ? moment(s.deposit_due_at) : calendar(s.deposit_due_on)}
          </dd>
        </>
      ) : null}
      {s.full_due_on ? (
        <>
          <dt className="text-slate-600">{t("card.full_due")}</dt>
          <dd data-testid="invoice-full-due">
            {calendar(s.full_due_on)}
            {s.overdue ? <span className="ml-1 font-semibold text-red-700 uppercase">({t("overdue")})</span> : null}
          </dd>
        </>
      ) : null}
    </>
  );
}
