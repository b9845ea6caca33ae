import { useMutation, useQuery } from "@tanstack/react-query";
import {
  CheckCircle2,
  CreditCard,
  ExternalLink,
  Hourglass,
  Landmark,
  LoaderCircle,
  ShieldAlert,
  XCircle,
} from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { z } from "zod";
import {
  type BookingDto,
  type BookingEventDto,
  onlinePaymentInput,
  type PaymentDto,
  paymentMethod,
  type PaymentRefreshDto,
  type ProviderNameDto,
} from "#app/modules/booking/booking.contract";
import { onlinePaymentClient, onlinePaymentQueries } from "#app/modules/gateway/gateway.api-client";
import {
  onlineAmountProblem,
  type PaymentFailedReason,
  type PaymentLateReason,
  paymentFailedReason,
  paymentLateReason,
  providerBrand,
} from "#app/modules/booking/online-payment.rules";
import { handleWriteError } from "#app/shared/http/panel-api";
import { type Currency, formatMoneyField, parseMoneyField, toMinor } from "#app/shared/money";
import { buttonClass } from "#app/shared/ui/page-header";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useRootData } from "#app/modules/account/ui/root-data";
import {
  Detail,
  DialogButtons,
  PaymentAmountField,
  submitInDialog,
  useBookingFormat,
  usePaymentAmountHint,
} from "#app/modules/booking/ui/booking-kit";
import { RadioCardGroup } from "#app/shared/ui/choice-group";

/*
 * Online payments on the screens (docs/product.md §Online payments): "pay online" in the pay
 * dialog, an online payment's provider and "continue paying" in the payments list, the result
 * page's check on return, and the offline sandbox's payment page.
 */

/** A provider's name as payers know it (the sandbox's in the reader's language). */
export function useProviderLabel() {
  const { t } = useTranslation("payment");
  return (name: string) => (name === "sandbox" ? t("provider.sandbox") : providerBrand(name));
}

// Written out in full: test/i18n-keys.test.ts finds every key the code uses.
const FAILED_REASONS = {
  declined: "history.failed_reason.declined",
  expired: "history.failed_reason.expired",
  provider_unavailable: "history.failed_reason.provider_unavailable",
  provider_refused: "history.failed_reason.provider_refused",
} as const satisfies Record<PaymentFailedReason, string>;

/**
 * Why an online payment did not complete, in the reader's language, from its "payment failed"
 * event's reason (a code; older events kept the payment's status word). An unknown word: null,
 * never shown raw.
 */
export function useFailedReason() {
  const { t } = useTranslation("booking_panel");
  return (stored: string | null): string | null => {
    const code = paymentFailedReason(stored);
    return code ? t(FAILED_REASONS[code]) : null;
  };
}

const LATE_REASONS = {
  booking_cancelled: "history.late_reason.booking_cancelled",
  booking_expired: "history.late_reason.booking_expired",
  booking_processed: "history.late_reason.booking_processed",
  checkout_closed: "history.late_reason.checkout_closed",
  more_than_owed: "history.late_reason.more_than_owed",
} as const satisfies Record<PaymentLateReason, string>;

/**
 * Why money an online payment brought was received but not counted, in the reader's language,
 * from its "late payment" event's reason (a code; older events kept the booking's status word,
 * read with whether the history closed that checkout first). An unknown word: null, never shown raw.
 */
export function useLateReason() {
  const { t } = useTranslation("booking_panel");
  return (e: BookingEventDto, history: readonly BookingEventDto[]): string | null => {
    const closed = history.some((h) => h.kind === "payment_failed" && h.payment_id === e.payment_id && h.id < e.id);
    const code = paymentLateReason(e.reason, closed);
    return code ? t(LATE_REASONS[code]) : null;
  };
}

/** The providers on for the booking's currency (empty while loading, when none, or not asked). */
export function useOnlineProviders(currency: string, enabled = true) {
  const q = useQuery({ ...onlinePaymentQueries.providers(currency), enabled });
  return q.data?.data ?? [];
}

/** The pay dialog's two ways: pay online now, or report a transfer or card payment. */
export type PayMode = "online" | "report";

/**
 * The pay dialog's first choice when a provider is on: pay online now (confirmed by the
 * provider), or report a transfer or card payment made elsewhere (the `report` form). The
 * dialog holds the choice (`mode`): its subtitle says who confirms the way chosen.
 */
export function PayChoice({
  booking,
  window: win,
  providers,
  mode,
  onModeChange: setMode,
  onDone,
  report,
}: {
  booking: BookingDto;
  window: NonNullable<BookingDto["next_payment"]>;
  /** The providers on for the booking's currency (useOnlineProviders): none, only the report form. */
  providers: { name: string; label: string }[];
  mode: PayMode;
  onModeChange: (mode: PayMode) => void;
  onDone: () => void;
  report: ReactNode;
}) {
  const { t } = useTranslation("payment");
  if (providers.length === 0) return <>{report}</>;
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("choice.legend")}</legend>
        <div className="grid gap-2 sm:grid-cols-2" role="radiogroup">
          <ModeOption
            checked={mode === "online"}
            onSelect={() => setMode("online")}
            icon={<CreditCard aria-hidden className="size-5 text-slate-600" />}
            title={t("choice.online")}
            hint={t("choice.online_hint")}
            testId="pay-mode-online"
          />
          <ModeOption
            checked={mode === "report"}
            onSelect={() => setMode("report")}
            icon={<Landmark aria-hidden className="size-5 text-slate-600" />}
            title={t("choice.report")}
            hint={t("choice.report_hint")}
            testId="pay-mode-report"
          />
        </div>
      </fieldset>
      {mode === "online" ? (
        <PayOnlineForm booking={booking} window={win} providers={providers} onDone={onDone} />
      ) : (
        report
      )}
    </div>
  );
}

function ModeOption(props: {
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 ${props.checked ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
      data-testid={props.testId}
    >
      <input
        type="radio"
        name="pay-mode"
        className="mt-1 size-5 accent-brand-700"
        checked={props.checked}
        onChange={props.onSelect}
      />
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-medium text-slate-900">
          {props.icon}
          {props.title}
        </span>
        <span className="block text-sm text-slate-600">{props.hint}</span>
      </span>
    </label>
  );
}

/** A key for one start: a double click or a retry answers the same checkout. */
function startKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function PayOnlineForm({
  booking,
  window: win,
  providers,
  onDone,
}: {
  booking: BookingDto;
  window: NonNullable<BookingDto["next_payment"]>;
  providers: { name: string; label: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation(["payment", "booking_panel", "catalog_admin"]);
  const { t: te } = useTranslation("errors");
  const fmt = useBookingFormat();
  const label = useProviderLabel();
  const currency = booking.currency as Currency;
  const exact = win.min === win.max;
  const amountHint = usePaymentAmountHint(win, currency);
  const [key] = useState(startKey);

  const schema = useMemo(
    () =>
      z
        .object({ provider: z.string(), amount: z.string() })
        .transform((v): z.input<typeof onlinePaymentInput> => {
          const major = parseMoneyField(v.amount, currency, fmt.locale);
          return {
            provider: v.provider as ProviderNameDto,
            amount: major === undefined || Number.isNaN(major) ? (major as number) : toMinor(major, currency),
            idempotency_key: key,
          };
        })
        .pipe(onlinePaymentInput)
        .superRefine((v, ctx) => {
          // The server checks the same window; saying it here saves a round trip.
          const amount = fmt.money(exact ? win.max : v.amount < win.min ? win.min : win.max, currency);
          const unpayable = onlineAmountProblem(currency, v.amount);
          if (unpayable) ctx.addIssue({ code: "custom", path: ["amount"], message: te(unpayable) });
          else if (exact && v.amount !== win.max)
            ctx.addIssue({ code: "custom", path: ["amount"], message: te("payment_amount_exact", { amount }) });
          else if (v.amount < win.min)
            ctx.addIssue({ code: "custom", path: ["amount"], message: te("payment_amount_min", { amount }) });
          else if (v.amount > win.max)
            ctx.addIssue({ code: "custom", path: ["amount"], message: te("payment_amount_max", { amount }) });
        }),
    [currency, win, exact, fmt, te, key],
  );
  const form = useContractForm(schema, {
    defaultValues: {
      provider: providers[0]?.name ?? "",
      amount: formatMoneyField(win.first && !exact ? win.min : win.max, currency, fmt.locale),
    },
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const [leaving, setLeaving] = useState(false);

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await onlinePaymentClient.start(booking.id, input);
      setLeaving(true);
      // The provider's page (or the sandbox's, on this site): a full navigation.
      window.location.assign(res.checkout_url);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <form onSubmit={submitInDialog(submit)} noValidate className="space-y-5" data-testid="pay-online-form">
      {providers.length > 1 ? (
        <RadioCardGroup
          legend={t("online.provider")}
          registration={form.register("provider")}
          cards={providers.map((p) => ({
            value: p.name,
            testId: `pay-provider-${p.name}`,
            content: <span className="font-medium text-slate-900">{label(p.name)}</span>,
          }))}
        />
      ) : (
        <p className="text-sm text-slate-700" data-testid="pay-provider-only">
          {t("online.via", { name: label(providers[0].name) })}
        </p>
      )}
      <PaymentAmountField
        label={t("online.amount")}
        error={errors.amount?.message}
        hint={amountHint}
        registration={form.register("amount")}
        exact={exact}
        testId="pay-online-amount"
      />
      <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">{t("online.note")}</p>
      <DialogButtons
        onCancel={onDone}
        loading={isSubmitting || leaving}
        loadingLabel={t("online.sending")}
        data-testid="pay-online-submit"
      >
        {t("online.submit")}
      </DialogButtons>
    </form>
  );
}

/** A return address on this site as a path: the visitor stays on the host (and session) they use. */
const sitePath = (url: string) => {
  const u = new URL(url, "http://site.invalid");
  return `${u.pathname}${u.search}`;
};

/**
 * An online payment in the booking's payments list (docs/product.md §Online payments): its
 * provider and, as it stands, the open checkout's "continue paying" link and until when, who paid
 * once it is confirmed, or when and why it closed without money (`closing`: its "payment failed"
 * event). Nothing of a transfer: no payment date or proof, and no payer while nothing is paid.
 */
export function OnlinePaymentInfo({ payment: p, closing }: { payment: PaymentDto; closing?: BookingEventDto }) {
  const { t } = useTranslation(["payment", "booking_panel"]);
  const label = useProviderLabel();
  const failedReason = useFailedReason();
  const fmt = useBookingFormat();
  // Staff read where the checkout stands; "continue paying" is the customer's button.
  const staff = useRootData().user?.role === "admin";
  if (paymentMethod(p.method).paidAt !== "provider") return null;
  const closed = p.status === "failed" || p.status === "expired" ? closing : undefined;
  const reason = closed ? failedReason(closed.reason) : null;
  return (
    <div className="mt-3 space-y-2 text-sm" data-testid="online-payment-info">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Detail label={t("booking_panel:payments.method")}>{t("booking_panel:payment_method.online")}</Detail>
        <Detail label={t("online.provider")} testId="payment-provider">
          {p.provider ? label(p.provider) : null}
        </Detail>
        {p.status === "confirmed" ? (
          <Detail label={t("booking_panel:payments.payer")} testId="payment-payer">
            {p.payer_name}
          </Detail>
        ) : null}
        {closed ? (
          <Detail label={t("booking_panel:payments.closed")} testId="payment-closed">
            <span suppressHydrationWarning>{fmt.dateTime(closed.created_at)}</span>
          </Detail>
        ) : null}
      </dl>
      {reason ? (
        <p className="text-slate-800" data-testid="payment-closed-reason">
          <span className="font-semibold">{t("booking_panel:history.reason")}</span> {reason}
        </p>
      ) : null}
      {p.checkout_url ? (
        <div className="flex flex-wrap items-center gap-3">
          {staff ? null : (
            <a href={p.checkout_url} className={buttonClass.primary} data-testid="online-continue">
              <ExternalLink aria-hidden className="size-4" />
              {t("info.continue")}
            </a>
          )}
          {p.expires_at ? (
            <span className="text-slate-600" suppressHydrationWarning>
              {t("info.open_until", { date: fmt.dateTime(p.expires_at) })}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** How often and how many times the result page asks again while the provider has not answered. */
const POLL_MS = 2_500;
const POLL_TIMES = 8;

/**
 * The result page back from a checkout: asks the server to refresh the payment from its
 * provider, then says confirmed, not completed, or still processing (asking again a few times).
 * A change reloads the page's booking figures below.
 */
export function OnlinePaymentStatus({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation("payment");
  const fmt = useBookingFormat();
  // The stable function only: useRevalidator's object changes with each idle/loading switch, and
  // an effect depending on it would reload the page's data again and again, without end.
  const { revalidate } = useRevalidator();
  const [result, setResult] = useState<PaymentRefreshDto | null>(null);
  const [tries, setTries] = useState(0);
  const seen = useRef<string | null>(null);
  const refresh = useMutation({
    mutationFn: () => onlinePaymentClient.refresh(paymentId),
    onSuccess: (r) => {
      setResult(r);
      setTries((n) => n + 1);
      if (seen.current !== null && seen.current !== r.data.status) void revalidate();
      seen.current = r.data.status;
    },
    onError: () => setTries((n) => n + 1),
  });
  const { mutate } = refresh;
  const status = result?.data.status ?? null;
  // Declined at the provider, the checkout still open: nothing to wait for, the payer tries again.
  const declined = status === "pending" && Boolean(result?.attempt_declined);
  useEffect(() => {
    if (tries === 0) {
      mutate();
      return;
    }
    if ((status !== "pending" && status !== null) || declined) return;
    if (tries >= POLL_TIMES) return;
    const timer = setTimeout(() => mutate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [tries, status, declined, mutate]);
  // The first answer may already differ from what the page was rendered with.
  useEffect(() => {
    if (tries === 1 && status && status !== "pending") void revalidate();
  }, [tries, status, revalidate]);

  const box = "rounded-xl border p-5 text-center shadow-sm";
  if (!result)
    return (
      <section
        className={`${box} border-slate-200 bg-white`}
        data-testid="online-status"
        data-state="checking"
        aria-live="polite"
      >
        <LoaderCircle aria-hidden className="mx-auto size-10 animate-spin text-brand-700" />
        <h1 className="mt-2 font-medium text-slate-800">{t("status.checking")}</h1>
      </section>
    );
  const amount = fmt.money(result.data.amount, result.data.currency);
  const state =
    status === "confirmed" ? "confirmed" : declined ? "declined" : status === "pending" ? "processing" : "failed";
  const red = state === "failed" || state === "declined";
  const retry = state === "declined" ? result.data.checkout_url : null;
  return (
    <section
      className={`${box} ${state === "confirmed" ? "border-green-300 bg-green-50" : red ? "border-red-200 bg-red-50" : "border-amber-300 bg-amber-50"}`}
      data-testid="online-status"
      data-state={state}
      aria-live="polite"
    >
      {state === "confirmed" ? (
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-green-700" />
      ) : red ? (
        <XCircle aria-hidden className="mx-auto size-12 text-red-700" />
      ) : (
        <Hourglass aria-hidden className="mx-auto size-12 text-amber-700" />
      )}
      {/* The result page's heading: the booking summary below drops its own (BookingResult online). */}
      <h1 className="mt-2 text-xl font-bold text-slate-900" data-testid="online-status-title">
        {state === "confirmed"
          ? t("status.confirmed_title")
          : state === "failed"
            ? t("status.failed_title")
            : state === "declined"
              ? t("status.declined_title")
              : t("status.processing_title")}
      </h1>
      <p className="mt-1 text-slate-800">
        {state === "confirmed"
          ? t("status.confirmed_text", { amount, code: result.booking.code })
          : state === "failed"
            ? t("status.failed_text")
            : state === "declined"
              ? t("status.declined_text")
              : t("status.processing_text")}
      </p>
      {retry ? (
        <div className="mt-3 flex flex-col items-center gap-2">
          <a href={retry} className={buttonClass.primary} data-testid="online-status-retry">
            <ExternalLink aria-hidden className="size-4" />
            {t("status.try_again")}
          </a>
          {result.data.expires_at ? (
            <span className="text-sm text-slate-700" suppressHydrationWarning>
              {t("info.open_until", { date: fmt.dateTime(result.data.expires_at) })}
            </span>
          ) : null}
        </div>
      ) : null}
      {state === "processing" && tries >= POLL_TIMES ? (
        <button
          type="button"
          className={`${buttonClass.secondary} mt-3`}
          onClick={() => {
            setTries(1);
            mutate();
          }}
          disabled={refresh.isPending}
          data-testid="online-status-again"
        >
          {t("status.check_again")}
        </button>
      ) : null}
    </section>
  );
}

/**
 * The offline sandbox's payment page (decision 037): what is paid, for whom, and approve or
 * decline. The decision is sent as the sandbox's signed notification; the payer then goes back
 * to the result page as from a real provider.
 */
export function SandboxCheckout({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation("payment");
  const fmt = useBookingFormat();
  const q = useQuery(onlinePaymentQueries.sandbox(checkoutId));
  const decide = useMutation({
    mutationFn: (approve: boolean) => onlinePaymentClient.sandboxDecide(checkoutId, approve),
    onSuccess: (r) => {
      window.location.assign(sitePath(r.data.return_url));
    },
  });
  if (q.isPending)
    return (
      <p className="flex items-center justify-center gap-2 py-12 text-slate-700">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t("sandbox.loading")}
      </p>
    );
  if (q.isError || !q.data)
    return (
      <section className="rounded-xl border border-slate-200 bg-white p-6 text-center" data-testid="sandbox-missing">
        <ShieldAlert aria-hidden className="mx-auto size-10 text-slate-500" />
        <p className="mt-2 text-slate-800">{t("sandbox.missing")}</p>
      </section>
    );
  const c = q.data.data;
  const open = c.status === "pending";
  const busy = decide.isPending || decide.isSuccess;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="sandbox-checkout"
      data-status={c.status}
    >
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("sandbox.notice")}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("sandbox.title")}</h1>
      <dl className="mt-4 divide-y divide-slate-100">
        <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-sm text-slate-600">{t("sandbox.for")}</dt>
          <dd className="font-medium text-slate-900 sm:text-right" data-testid="sandbox-description">
            {c.description}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-sm text-slate-600">{t("sandbox.amount")}</dt>
          <dd className="text-2xl font-bold text-brand-800 tabular-nums sm:text-right" data-testid="sandbox-amount">
            {fmt.money(c.amount, c.currency)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-sm text-slate-600">{t("sandbox.expires")}</dt>
          <dd className="text-slate-800 sm:text-right" suppressHydrationWarning>
            {fmt.dateTime(c.expires_at)}
          </dd>
        </div>
      </dl>
      {open ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={busy}
            onClick={() => decide.mutate(false)}
            data-testid="sandbox-decline"
          >
            {t("sandbox.decline")}
          </button>
          <button
            type="button"
            className={buttonClass.primary}
            disabled={busy}
            onClick={() => decide.mutate(true)}
            data-testid="sandbox-approve"
          >
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {t("sandbox.approve")}
          </button>
        </div>
      ) : (
        <div className="mt-6 space-y-3">
          <p className="font-medium text-slate-900" data-testid="sandbox-decided">
            {c.status === "paid"
              ? t("sandbox.decided_paid")
              : c.status === "failed"
                ? t("sandbox.decided_failed")
                : t("sandbox.decided_expired")}
          </p>
          <a href={sitePath(c.return_url)} className={buttonClass.primary} data-testid="sandbox-back">
            {t("sandbox.back")}
          </a>
        </div>
      )}
    </section>
  );
}
