import { dateTimeFormat } from "#app/shared/dates";
import { CheckCircle2, Clock3, Hourglass, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type BookingDto, paymentMethod } from "#app/modules/booking/booking.contract";
import { useCatalogFormat } from "#app/modules/catalog/ui/format";
import { type Locale, localeTag } from "#app/shared/i18n/config";
import { formatMoney } from "#app/shared/money";
import { TransferAmount } from "#app/modules/payment/ui/transfer-amount";
import { ctaClass } from "#app/shared/ui/site/cta-class";

/** What the page shows of a booking: no guests, no payment files. */
export function slim(b: BookingDto) {
  // The newest payment told and not reviewed yet: its method decides the words (decision 013).
  const waiting = b.payments.filter((p) => p.status === "pending").at(-1);
  return {
    id: b.id,
    code: b.code,
    status: b.status,
    tour: b.tour ? { name: b.tour.name } : null,
    time: b.time,
    currency: b.currency as "IDR" | "MYR" | "SGD",
    total: b.total,
    paid_total: b.paid_total,
    remaining: b.remaining,
    awaiting_confirmation: b.awaiting_confirmation,
    awaiting_method: waiting?.method ?? null,
    payment_method: b.payment_method,
    // An online checkout was started for it (whatever became of it): paying online again is a way.
    tried_online: b.payments.some((p) => paymentMethod(p.method).paidAt === "provider"),
    card_payment_link: b.card_payment_link,
    expires_at: b.expires_at,
    can_pay: b.next_payment !== null,
    // The next payment may be less than what is open (a deposit's first, or any later one): instalments.
    pay_in_parts: b.next_payment !== null && b.next_payment.min < b.next_payment.max,
    // An open unique-code transfer (decision 035): the exact amount to send, told or, before
    // anything is told, the one issued at checkout or after the last confirmation (decision 058).
    awaiting_transfer:
      waiting?.transfer_amount != null
        ? {
            amount: waiting.amount,
            unique_code: waiting.unique_code,
            transfer_amount: waiting.transfer_amount,
            currency: waiting.currency,
            status: waiting.status,
          }
        : null,
    transfer_due: b.transfer_due ? { ...b.transfer_due, status: "pending" } : null,
  };
}

/** An instant in the visitor's language and time zone (the server renders it in its own: the browser corrects it). */
const moment = (iso: string, locale: Locale) =>
  dateTimeFormat(localeTag[locale], { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export function BookingResult({
  booking,
  online = false,
}: {
  booking: ReturnType<typeof slim>;
  /** Back from an online checkout: its own status box above says what happened to the payment. */
  online?: boolean;
}) {
  const { t } = useTranslation("booking");
  const { t: ts } = useTranslation("payment");
  const { locale, dateRange } = useCatalogFormat();
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  const awaiting = booking.awaiting_confirmation > 0;
  const fullyPaid = booking.status === "paid" || booking.status === "processed";
  const canceled = booking.status === "canceled";
  const paysAt = paymentMethod(booking.payment_method).paidAt;
  // Back from the card payment page with nothing told yet: ask, never assume it was paid.
  const cardAsk = !awaiting && booking.can_pay && paysAt === "card_link" && Boolean(booking.card_payment_link);
  const detailHref = `/panel/booking-history/${booking.id}`;
  const statusLabel = {
    // Pending with a payment submitted: what the customer waits for is the admin, not the money.
    pending: awaiting ? t("success.status_awaiting") : t("success.status_pending"),
    processing: t("success.status_processing"),
    paid: t("success.status_paid"),
    processed: t("success.status_processed"),
    canceled: t("success.status_canceled"),
  }[booking.status];
  const row = "flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4";
  // How the customer pays what is still owed, by the booking's own method; a customer who paid
  // (or tried to pay) online though the booking said otherwise may pay online again, or the other way.
  const payStep =
    paysAt === "provider"
      ? t("success.next_pay_online")
      : online || booking.tried_online
        ? t("success.next_pay_online_or_transfer")
        : paysAt === "card_link" && booking.card_payment_link
          ? t("success.next_pay_card")
          : t("success.next_pay_transfer");
  const told =
    booking.awaiting_method && paymentMethod(booking.awaiting_method).paidAt === "card_link" ? "card" : "transfer";
  // The amount told, or before anything is told the amount issued (decision 058).
  const transfer = booking.awaiting_transfer ?? (awaiting || online ? null : booking.transfer_due);
  const issuedOnly = transfer !== null && booking.awaiting_transfer === null;
  const title = transfer
    ? ts("transfer.result_title")
    : awaiting
      ? t(`success.title_${told}`)
      : fullyPaid
        ? t("success.title_full")
        : cardAsk
          ? t("success.title_card_ask")
          : t("success.title_unpaid");
  const text = transfer
    ? ts(issuedOnly ? "transfer.due_text" : "transfer.result_text")
    : awaiting
      ? t(`success.${told}_text`)
      : fullyPaid
        ? t("success.full_text")
        : canceled
          ? t("success.canceled_text")
          : cardAsk
            ? t("success.card_ask_text")
            : t("success.unpaid_text");

  return (
    <div
      className="space-y-6"
      data-testid="payment-success"
      data-state={awaiting ? `awaiting-${told}` : cardAsk ? "card-ask" : booking.status}
    >
      {online ? null : (
        <header className="text-center">
          {fullyPaid ? (
            <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-700" />
          ) : awaiting ? (
            <Hourglass aria-hidden="true" className="mx-auto size-14 text-brand-700" />
          ) : (
            <Clock3 aria-hidden="true" className="mx-auto size-14 text-amber-600" />
          )}
          <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="payment-success-title">
            {title}
          </h1>
          <p className="mt-2 text-lg text-slate-700" data-testid="payment-success-message">
            {text}
          </p>
          {cardAsk && booking.expires_at ? (
            <p className="mt-2 text-sm text-slate-700" suppressHydrationWarning>
              {t("success.card_ask_before", { date: moment(booking.expires_at, locale) })}
            </p>
          ) : null}
          {transfer ? (
            <div className="mx-auto mt-4 max-w-md text-left">
              <TransferAmount payment={transfer} />
            </div>
          ) : null}
        </header>
      )}

      <section aria-labelledby="success-booking" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="success-booking" className="text-lg font-semibold text-slate-900">
          {t("success.booking_title")}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100 text-slate-800">
          <div className={row}>
            <dt className="text-sm text-slate-600">{t("success.code")}</dt>
            <dd className="font-mono text-lg font-bold tracking-wider text-slate-900" data-testid="success-code">
              {booking.code}
            </dd>
          </div>
          {booking.tour ? (
            <div className={row}>
              <dt className="text-sm text-slate-600">{t("success.package")}</dt>
              <dd className="font-medium sm:text-right">{booking.tour.name}</dd>
            </div>
          ) : null}
          {booking.time ? (
            <div className={row}>
              <dt className="text-sm text-slate-600">{t("success.departure")}</dt>
              <dd className="font-medium sm:text-right" suppressHydrationWarning>
                {dateRange(booking.time.start_date, booking.time.end_date)}
              </dd>
            </div>
          ) : null}
          <div className={row}>
            <dt className="text-sm text-slate-600">{t("success.status")}</dt>
            <dd className="font-medium sm:text-right">{statusLabel}</dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-600">{t("success.total")}</dt>
            <dd className="font-semibold sm:text-right">{money(booking.total)}</dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-600">{t("success.paid")}</dt>
            <dd className="font-medium sm:text-right">{money(booking.paid_total)}</dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-600">{t("success.remaining")}</dt>
            <dd className="font-semibold text-brand-800 sm:text-right">{money(booking.remaining)}</dd>
          </div>
        </dl>
        {awaiting ? <p className="mt-2 text-xs text-slate-600">{t("success.paid_note")}</p> : null}
      </section>

      {!canceled ? (
        <section aria-labelledby="success-next" className="rounded-xl bg-brand-50 p-5">
          <h2 id="success-next" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Info aria-hidden="true" className="size-5 text-brand-700" />
            {t("success.next_title")}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
            {awaiting ? <li>{t("success.next_review")}</li> : null}
            {awaiting ? <li>{t("success.next_email")}</li> : null}
            {cardAsk ? <li>{t("success.next_card")}</li> : null}
            {booking.can_pay && !cardAsk ? <li>{payStep}</li> : null}
            {booking.can_pay && booking.pay_in_parts ? <li>{t("success.next_parts")}</li> : null}
            {booking.remaining <= 0 ? <li>{t("success.next_nothing_left")}</li> : null}
            <li>{t("success.next_detail")}</li>
          </ol>
        </section>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link
          to={!awaiting && booking.can_pay ? `${detailHref}?pay=1` : detailHref}
          className={ctaClass.primary}
          data-testid="success-detail"
        >
          {cardAsk
            ? t("success.card_told")
            : !awaiting && booking.can_pay
              ? t("success.pay_now")
              : t("success.to_detail")}
        </Link>
        {cardAsk ? (
          <a href={booking.card_payment_link ?? undefined} className={ctaClass.outline} data-testid="success-card-link">
            {t("success.card_open")}
          </a>
        ) : (
          <Link to="/tour" className={ctaClass.outline}>
            {t("success.more_packages")}
          </Link>
        )}
      </div>
    </div>
  );
}
