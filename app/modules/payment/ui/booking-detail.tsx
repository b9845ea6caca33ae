import {
  AlertTriangle,
  Ban,
  CircleCheck,
  Clock,
  CreditCard,
  HandCoins,
  Info,
  Pencil,
  UserCheck,
  XCircle,
} from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { type BookingDto, type ChargeDto, type PaymentDto, paymentMethod } from "#app/modules/booking/booking.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { BookingStatusBadge, Detail, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { PayDialog } from "#app/modules/payment/ui/pay-dialog";
import { CounterPaymentDialog, canRecordCounterPayment } from "#app/modules/payment/ui/counter-payment-dialog";
import { TransferAmount } from "#app/modules/payment/ui/transfer-amount";
import {
  AddChargeButton,
  AddChargeDialog,
  ReverseChargeButton,
  ReverseChargeDialog,
  useMayCharge,
} from "#app/modules/payment/ui/charge-dialogs";
import { RejectDialog, StatusActions, useConfirmPayment } from "#app/modules/payment/ui/booking-review";
import {
  GuestsSection,
  HistorySection,
  PaymentsSection,
  PriceCard,
  PrintLink,
} from "#app/modules/payment/ui/booking-sections";
import { ChannelNote, ConsentNote } from "#app/modules/booking/ui/consent-note";
import { AgreementNote } from "#app/modules/booking/ui/agreement";
import { AgentNote } from "#app/modules/booking/ui/booking-agent";
import { RefundsSection } from "#app/modules/payment/ui/refund-sections";
import { CancelDialog } from "#app/modules/payment/ui/cancel-dialog";
import { paidWith } from "#app/modules/booking/booking.rules";
import { ScheduleCard } from "#app/modules/payment/ui/payment-schedule";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
export function HeaderActions({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation("booking_panel");
  return (
    <>
      <PrintLink bookingId={booking.id} />
      {booking.can_edit ? (
        <Link
          to={`/panel/booking-history/${booking.id}/edit`}
          className={buttonClass.secondary}
          data-testid="booking-edit"
        >
          <Pencil aria-hidden className="size-4" />
          {t("detail.edit")}
        </Link>
      ) : null}
    </>
  );
}

/**
 * What a later module shows on the booking (composed in by the route: the document module's
 * rejected documents): `page` at the top, `pay` at the top of the payment dialog (`close` closes it).
 */
export interface BookingNotices {
  page?: React.ReactNode;
  pay?: (close: () => void) => React.ReactNode;
}

export function BookingDetail({ booking, notices }: { booking: BookingDto; notices?: BookingNotices }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const { user } = useRootData();
  // Staff read the booking in staff words; what they may do on it follows their role's permissions.
  const isAdmin = user?.role === "admin";
  const mayConfirm = useCan("payments_confirm");
  const mayManage = useCan("bookings_manage");
  const mayRecord = useCan("payments_record");
  const fmt = useBookingFormat();
  const confirmPayment = useConfirmPayment(booking);
  const [rejecting, setRejecting] = useState<PaymentDto | null>(null);
  const [params, setParams] = useSearchParams();
  const [payOpen, setPayOpen] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [recordOpen, setRecordOpen] = useState(false);
  const [chargeOpen, setChargeOpen] = useState(false);
  const [reversing, setReversing] = useState<ChargeDto | null>(null);
  const methods = paidWith(booking.payment_method, booking.payments);
  const canPay = !isAdmin && booking.next_payment !== null && booking.remaining > 0;
  const awaiting = booking.payments.filter((p) => p.status === "pending").length;
  // The server refuses a customer's cancel while a payment awaits review (cancel_payment_waiting).
  const canCancel = !isAdmin && booking.can_cancel && awaiting === 0;
  const staffMoves = isAdmin && mayManage && booking.status_actions.length > 0;
  // Money handed over at the office, written down by a cashier (decision 075).
  const canRecord = isAdmin && canRecordCounterPayment(booking, mayRecord);
  // Lines beyond the package (docs/product.md §Charges): added and reversed by staff who manage bookings or confirm payments.
  const canCharge = useMayCharge(booking) && isAdmin;
  // Maker-checker: the cashier who recorded a counter payment is never the one who confirms it.
  const recordedByMe = (p: PaymentDto) =>
    isAdmin && user !== null && paymentMethod(p.method).recordedBy === "staff" && p.recorded_by?.id === user.id;
  // What waits for this member of staff: not what they recorded themselves.
  const awaitingOthers = booking.payments.filter((p) => p.status === "pending" && !recordedByMe(p)).length;

  // The checkout lands here with ?pay=1: open the payment dialog once, then drop the flag.
  const payParam = params.get("pay") === "1";
  useEffect(() => {
    if (!payParam) return;
    if (canPay) setPayOpen(true);
    setParams(
      (p) => {
        p.delete("pay");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [payParam, canPay, setParams]);

  const payButton = (testId: string) =>
    canPay ? (
      <button type="button" className={buttonClass.primary} onClick={() => setPayOpen(true)} data-testid={testId}>
        <CreditCard aria-hidden className="size-5" />
        {t("detail.pay")}
      </button>
    ) : null;

  const recordButton = (testId: string) =>
    canRecord ? (
      <ActionButton look="primary" icon={HandCoins} onClick={() => setRecordOpen(true)} data-testid={testId}>
        {t("counter.open")}
      </ActionButton>
    ) : null;

  return (
    <div className="space-y-6" data-testid="booking-detail" data-status={booking.status}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <BookingStatusBadge status={booking.status} testId="booking-status" />
        <span>{t(`payment_type.${booking.payment_type}`)}</span>
        <span aria-hidden="true">·</span>
        {/* How it is really paid (booking.rules paidWith): an online payment after choosing a transfer says so. */}
        <span data-testid="booking-paid-with">{methods.map((m) => t(`payment_method.${m}`)).join(" + ")}</span>
        <span aria-hidden="true">·</span>
        <span>{t("detail.booked_on", { date: fmt.dateTime(booking.created_at) })}</span>
      </div>

      {/* What needs doing now. */}
      {notices?.page}
      {canPay ? (
        <Banner tone="amber" icon={AlertTriangle} testId="outstanding-banner" action={payButton("pay-open")}>
          <p className="font-semibold">{t("detail.outstanding")}</p>
          <p>
            {booking.next_payment?.first && booking.next_payment.min < booking.next_payment.max
              ? t("detail.outstanding_first", {
                  min: fmt.money(booking.next_payment.min, booking.currency),
                  total: fmt.money(booking.next_payment.max, booking.currency),
                })
              : t("detail.outstanding_amount", {
                  amount: fmt.money(booking.next_payment?.max ?? booking.remaining, booking.currency),
                })}
          </p>
          {/* Paying by transfer: the exact amount with its code, before anything is told (decision 058). */}
          {booking.transfer_due && !isAdmin ? (
            <TransferAmount payment={{ ...booking.transfer_due, status: "pending" }} />
          ) : null}
        </Banner>
      ) : null}
      {booking.status === "pending" && booking.paid_total === 0 && booking.expires_at ? (
        <Banner tone="slate" icon={Clock} testId="expiry-banner">
          <p>{t("detail.pay_before", { date: fmt.dateTime(booking.expires_at) })}</p>
        </Banner>
      ) : null}
      {(isAdmin ? awaitingOthers : awaiting) > 0 ? (
        <Banner tone="blue" icon={Info} testId="awaiting-banner">
          <p>{isAdmin ? t("detail.awaiting_admin", { count: awaitingOthers }) : t("detail.awaiting_customer")}</p>
        </Banner>
      ) : null}
      {booking.cancellation ? (
        <Banner tone="red" icon={XCircle} testId="canceled-banner">
          <CanceledNote booking={booking} cancellation={booking.cancellation} isAdmin={isAdmin} />
        </Banner>
      ) : null}

      {/* The actions of the role: the customer's cancel; staff's counter payment and the status moves of those who manage bookings. */}
      {canCancel || staffMoves || canRecord ? (
        <div className="flex flex-wrap gap-2" data-testid="booking-actions">
          {recordButton("counter-payment-open")}
          {staffMoves ? (
            <StatusActions booking={booking} />
          ) : canCancel ? (
            <ActionButton look="danger" icon={Ban} onClick={() => setCanceling(true)} data-testid="booking-cancel">
              {t("detail.cancel")}
            </ActionButton>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <SummaryCard booking={booking} isAdmin={isAdmin} />
        <PriceCard
          booking={booking}
          charges={
            canCharge
              ? {
                  add: <AddChargeButton onClick={() => setChargeOpen(true)} />,
                  reverse: (c) => <ReverseChargeButton booking={booking} charge={c} onClick={() => setReversing(c)} />,
                }
              : undefined
          }
        />
      </div>
      <ScheduleCard booking={booking} />

      <PaymentsSection
        booking={booking}
        headerAction={isAdmin ? recordButton("counter-payment-open-payments") : payButton("pay-open-payments")}
        actions={(p) =>
          // An online checkout is confirmed or closed by its provider, not by hand.
          p.status !== "pending" || paymentMethod(p.method).confirmedBy !== "staff" ? null : mayConfirm ? (
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
              {/* A cancelled booking takes no money: only a rejection is left to do. The recorder
                  of a counter payment may reject it (a mistake), never confirm it. */}
              {booking.status === "canceled" ? null : recordedByMe(p) ? (
                <OtherConfirmsNote />
              ) : (
                <ReviewButton
                  className={buttonClass.primary}
                  onClick={() => void confirmPayment(p)}
                  icon={CircleCheck}
                  label={t("review.confirm")}
                  of={t("review.payment_of", { amount: fmt.money(p.amount, booking.currency) })}
                  testId="payment-confirm"
                />
              )}
              <ReviewButton
                className={buttonClass.danger}
                onClick={() => setRejecting(p)}
                icon={XCircle}
                label={t("review.reject")}
                of={t("review.payment_of", { amount: fmt.money(p.amount, booking.currency) })}
                testId="payment-reject"
              />
            </div>
          ) : recordedByMe(p) ? (
            // A cashier without payments_confirm learns from here that someone else confirms it.
            <div className="mt-3 border-t border-slate-200 pt-3">
              <OtherConfirmsNote />
            </div>
          ) : null
        }
      />
      <RefundsSection booking={booking} />
      <GuestsSection booking={booking} />
      <HistorySection booking={booking} />

      {isAdmin ? (
        <>
          {mayConfirm ? (
            <RejectDialog booking={booking} payment={rejecting} onClose={() => setRejecting(null)} />
          ) : null}
          {canRecord ? <CounterPaymentDialog booking={booking} open={recordOpen} onOpenChange={setRecordOpen} /> : null}
          {canCharge ? (
            <>
              <AddChargeDialog booking={booking} open={chargeOpen} onOpenChange={setChargeOpen} />
              <ReverseChargeDialog booking={booking} charge={reversing} onClose={() => setReversing(null)} />
            </>
          ) : null}
        </>
      ) : (
        <>
          <PayDialog
            booking={booking}
            open={payOpen}
            onOpenChange={setPayOpen}
            notice={notices?.pay?.(() => setPayOpen(false))}
          />
          <CancelDialog booking={booking} open={canceling} onClose={() => setCanceling(false)} asAdmin={false} />
        </>
      )}
    </div>
  );
}

/**
 * What a cancelled booking came to, in the reader's role's words (decision 056): when it was
 * cancelled and that nothing more is to be paid; the penalty kept and the refund, due or paid.
 * The customer reads "you", the staff "the customer".
 */
function CanceledNote({
  booking,
  cancellation: c,
  isAdmin,
}: {
  booking: BookingDto;
  cancellation: NonNullable<BookingDto["cancellation"]>;
  isAdmin: boolean;
}) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const money = (n: number) => fmt.money(n, booking.currency);
  const who = isAdmin ? "staff" : "customer";
  const when = c.canceled_at ? t(`canceled.${who}_on`, { date: fmt.dateTime(c.canceled_at) }) : t(`canceled.${who}`);
  const kept = c.penalty + c.admin_fee;
  // Nothing kept: the whole of it goes back ("no penalty"), not "we keep Rp 0".
  const refund = c.refund_status
    ? t(`canceled.${who}_${kept > 0 ? "refund" : "all"}_${c.refund_status}`, {
        penalty: money(kept),
        refund: money(c.refund),
      })
    : kept > 0
      ? t(`canceled.${who}_kept`, { penalty: money(kept) })
      : null;
  return (
    <>
      <p className="font-semibold">{when}</p>
      {refund ? <p data-testid="canceled-refund">{refund}</p> : null}
    </>
  );
}

/** In place of "Confirm" for the cashier who recorded the payment (decision 075: maker-checker). */
function OtherConfirmsNote() {
  const { t } = useTranslation("booking_panel");
  return (
    <p className="flex min-h-11 items-center gap-2 text-sm text-slate-700" data-testid="payment-other-confirms">
      <UserCheck aria-hidden className="size-4 shrink-0 text-slate-500" />
      {t("review.other_confirms")}
    </p>
  );
}

/** Confirm or reject one payment; a screen reader hears which payment ("of Rp 5.000.000"). */
function ReviewButton({
  className,
  onClick,
  icon: Icon,
  label,
  of,
  testId,
}: {
  className: string;
  onClick: () => void;
  icon: typeof Info;
  label: string;
  of: string;
  testId: string;
}) {
  return (
    <button type="button" className={className} onClick={onClick} data-testid={testId}>
      <Icon aria-hidden className="size-4" />
      {label}
      <span className="sr-only"> {of}</span>
    </button>
  );
}

function SummaryCard({ booking, isAdmin }: { booking: BookingDto; isAdmin: boolean }) {
  const { t } = useTranslation("booking_panel");
  // The package's panel page is the catalog's; other staff follow the storefront's link, as customers do.
  const editsTours = useCan("catalog");
  const fmt = useBookingFormat();
  return (
    <FormSection title={t("detail.summary")} testId="booking-summary">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Detail label={t("detail.code")} testId="booking-code">
          <span className="font-mono font-semibold">{booking.code}</span>
        </Detail>
        <Detail label={t("column.booking_name")}>{booking.booking_name}</Detail>
        <Detail label={t("column.package")} className="sm:col-span-2">
          {booking.tour ? (
            <>
              {editsTours ? (
                <Link
                  to={`/panel/tour/${booking.tour.id}`}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {booking.tour.name}
                </Link>
              ) : (
                <Link
                  to={`/tour/${booking.tour.id}`}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {booking.tour.name}
                </Link>
              )}{" "}
              <span className="text-slate-600">({booking.tour.code})</span>
            </>
          ) : (
            t("detail.package_removed")
          )}
        </Detail>
        <Detail label={t("column.departure")}>
          {booking.time ? fmt.range(booking.time.start_date, booking.time.end_date) : null}
        </Detail>
        <Detail label={t("column.pax")}>{t("list.pax", { count: booking.pax })}</Detail>
        <Detail label={t("detail.special_request")} className="sm:col-span-2">
          {booking.special_request ? <span className="whitespace-pre-line">{booking.special_request}</span> : null}
        </Detail>
        {isAdmin ? (
          <div className="rounded-lg bg-slate-50 p-3 sm:col-span-2" data-testid="booking-customer">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t("column.customer")}</dt>
            <dd className="mt-1 space-y-0.5 text-slate-900">
              <span className="block font-medium">{booking.customer.name}</span>
              {booking.customer.email ? (
                <a
                  href={`mailto:${booking.customer.email}`}
                  className="block break-all text-brand-700 underline underline-offset-2"
                >
                  {booking.customer.email}
                </a>
              ) : null}
              {booking.customer.phone ? (
                <a
                  href={`tel:${booking.customer.phone.replace(/[^+\d]/g, "")}`}
                  className="block text-brand-700 underline underline-offset-2"
                >
                  {booking.customer.phone}
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
        {isAdmin ? <ChannelNote booking={booking} /> : null}
        {isAdmin ? <AgentNote booking={booking} /> : null}
        {isAdmin ? <ConsentNote booking={booking} /> : null}
        {/* The written agreement (docs/product.md §Written agreement): the customer's and staff's. */}
        {booking.tour ? <AgreementNote booking={booking} /> : null}
      </dl>
    </FormSection>
  );
}

const BANNER_TONES = {
  amber: "border-amber-300 bg-amber-50 text-amber-950",
  slate: "border-slate-300 bg-white text-slate-800",
  blue: "border-sky-300 bg-sky-50 text-sky-950",
  red: "border-red-300 bg-red-50 text-red-950",
};

function Banner({
  tone,
  icon: Icon,
  action,
  children,
  testId,
}: {
  tone: keyof typeof BANNER_TONES;
  icon: typeof Info;
  action?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center ${BANNER_TONES[tone]}`}
      data-testid={testId}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 space-y-0.5 text-sm">{children}</div>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
