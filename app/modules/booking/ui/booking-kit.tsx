import { dateTimeFormat } from "#app/shared/dates";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDto, BookingStatus, GuestDto, PaymentDto } from "#app/modules/booking/booking.contract";
import { bookingKeys, bookingQueries } from "#app/modules/booking/booking.api-client";
import { useRootData } from "#app/modules/account/ui/root-data";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import { useFormatDate } from "#app/shared/ui/format-date";
import { Badge, buttonClass } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { type ControlA11y, controlClass, FormField } from "#app/shared/ui/form-field";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * What a guest's fare bought, in the screen's language: the room type as sold, no bed (a child)
 * or the infant fare. An adult without a room type is a booking converted from before room
 * types whose room was never chosen (decision 030).
 */
export function useGuestBed() {
  const { t } = useTranslation("booking_panel");
  return useCallback(
    (g: Pick<GuestDto, "traveller_type" | "room_type_name">) =>
      g.traveller_type === "infant"
        ? t("bed.infant")
        : (g.room_type_name ?? (g.traveller_type === "child" ? t("bed.no_bed") : t("bed.unknown"))),
    [t],
  );
}

/** One booking with everything its detail shows (GET /booking/{id}: the owner or an admin). */
export function useBooking(id: string) {
  return useQuery({
    ...bookingQueries.detail(id),
    select: (r) => r.data,
    staleTime: 0,
  });
}

/**
 * After a write answered with the booking (`{ message, data }`): the detail shows the server's
 * figures at once, the lists and the panel badge (pending count) refresh.
 */
export function useBookingChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (booking?: BookingDto, id?: string) => {
      if (booking) queryClient.setQueryData(bookingKeys.detail(booking.id), { data: booking });
      else if (id) await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.pendingCount }),
      ]);
    },
    [queryClient],
  );
}

/**
 * Money in the booking's own currency and dates in the screen's language. Calendar dates
 * (departures, birth dates, payment dates) have no time of day; moments (created, reviewed,
 * expiry) are shown in the viewer's time zone.
 */
export function useBookingFormat() {
  const { locale } = useRootData();
  const date = useFormatDate();
  return useMemo(() => {
    const tag = localeTag[locale];
    const moment = dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
    const day = dateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
    const utc = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return {
      locale,
      money: (minor: number, currency: string) => formatMoney(minor, currency as Currency, locale),
      date,
      dateTime: (iso: string) => {
        const d = new Date(iso);
        return Number.isNaN(d.getTime()) ? iso : moment.format(d);
      },
      range: (start: string, end: string) => {
        const a = utc(start);
        const b = utc(end);
        if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return `${start} – ${end}`;
        return day.formatRange(a, b);
      },
      number: (n: number) => new Intl.NumberFormat(tag).format(n),
    };
  }, [locale, date]);
}

/** The colour of each booking status, the same on every panel screen. */
export const BOOKING_STATUS_TONES = {
  pending: "amber",
  processing: "blue",
  paid: "green",
  processed: "slate",
  canceled: "red",
} as const;

/** A booking's status: pending (amber), processing (blue), paid (green), processed (grey), canceled (red). */
export function BookingStatusBadge({ status, testId }: { status: BookingStatus; testId?: string }) {
  const { t } = useTranslation("booking_panel");
  return (
    <Badge tone={BOOKING_STATUS_TONES[status]} testId={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}

const PAYMENT_TONES = {
  pending: "amber",
  confirmed: "green",
  rejected: "red",
  failed: "red",
  expired: "slate",
  issued: "blue",
} as const;

export function PaymentStatusBadge({ status, testId }: { status: PaymentDto["status"]; testId?: string }) {
  const { t } = useTranslation("booking_panel");
  return (
    <Badge tone={PAYMENT_TONES[status]} testId={testId}>
      {t(`payment_status.${status}`)}
    </Badge>
  );
}

/** A description list row of a detail card: the term and its value ("—" when there is none). */
export function Detail({
  label,
  children,
  className = "",
  testId,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900" data-testid={testId}>
        {empty ? <span className="text-slate-500">—</span> : children}
      </dd>
    </div>
  );
}

/** A local calendar date (YYYY-MM-DD) for date inputs: "today" where the user is. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The submit handler of a form in a dialog: the dialog is portalled out of the page's DOM but not
 * out of React's tree, so its submit event would also reach a form around the button that opened
 * it; it stops here.
 */
export function submitInDialog(submit: (e: React.FormEvent) => Promise<void>) {
  return (e: React.FormEvent) => {
    e.stopPropagation();
    void submit(e);
  };
}

/**
 * The foot of a dialog's form: cancel (closes the dialog) beside the submit button. Most dialogs
 * say "Cancel" and "Saving…", so those are the labels unless given; `danger` colours the submit
 * red for a step that takes something away (reject, cancel a booking).
 */
export function DialogButtons({
  onCancel,
  cancelLabel,
  cancelTestId,
  loadingLabel,
  danger = false,
  className = "",
  ...submit
}: Omit<React.ComponentProps<typeof SubmitButton>, "loadingLabel"> & {
  onCancel: () => void;
  cancelLabel?: string;
  cancelTestId?: string;
  loadingLabel?: string;
  danger?: boolean;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
      <button type="button" className={buttonClass.secondary} onClick={onCancel} data-testid={cancelTestId}>
        {cancelLabel ?? t("ui.cancel")}
      </button>
      <SubmitButton
        {...submit}
        loadingLabel={loadingLabel ?? t("ui.saving")}
        className={danger ? `bg-red-700! hover:bg-red-800! ${className}` : className}
      />
    </div>
  );
}

/**
 * The amount field's hint for a payment window, shared by the transfer form and the online
 * payment form. A later payment may be any amount up to what is left: its minimum (one cent) says
 * nothing.
 */
export function usePaymentAmountHint(win: NonNullable<BookingDto["next_payment"]>, currency: string): string {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  return win.min === win.max
    ? t("pay.amount_exact", { amount: fmt.money(win.max, currency) })
    : win.first
      ? t("pay.amount_range", { min: fmt.money(win.min, currency), max: fmt.money(win.max, currency) })
      : t("pay.amount_max", { max: fmt.money(win.max, currency) });
}

/**
 * The amount of a payment (transfer or online): typed as the customer reads money, read-only when
 * the window allows one amount only. `symbol` (the currency's) stands inside the field, in front.
 */
export function PaymentAmountField({
  label,
  error,
  hint,
  registration,
  exact,
  symbol,
  testId,
}: {
  label: string;
  error?: string;
  hint: string;
  registration: UseFormRegisterReturn;
  exact: boolean;
  symbol?: string;
  testId: string;
}) {
  const input = (a11y: ControlA11y) => (
    <input
      {...a11y}
      {...registration}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      readOnly={exact}
      className={`${controlClass} ${symbol ? "pl-14 " : ""}tabular-nums read-only:bg-slate-100`}
      data-testid={testId}
    />
  );
  return (
    <FormField label={label} error={error} hint={hint} required>
      {(a11y) =>
        symbol ? (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-medium text-slate-600"
            >
              {symbol}
            </span>
            {input(a11y)}
          </div>
        ) : (
          input(a11y)
        )
      }
    </FormField>
  );
}
