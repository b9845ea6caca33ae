import { useQuery } from "@tanstack/react-query";
import { CreditCard, ExternalLink, Landmark, LoaderCircle } from "lucide-react";
import { useMemo, useState } from "react";
import { type FieldError, get, type Path, type PathValue, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type BookingDto,
  type CounterMethod,
  type PaymentInput,
  paymentInput,
  paymentMethod,
  SUBMITTED_METHODS,
} from "#app/modules/booking/booking.contract";
import { paymentDateInFuture } from "#app/modules/booking/booking.rules";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { TFunction } from "i18next";
import { type Locale, localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoneyField, parseMoneyField, toMinor } from "#app/shared/money";
import { type ControlA11y, FormField } from "#app/shared/ui/form-field";
import { InputField } from "#app/shared/ui/bound-fields";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { handleWriteError } from "#app/shared/http/panel-api";
import { bankQueries, paymentClient } from "#app/modules/payment/payment.api-client";
import { accountsFor } from "#app/modules/payment/escrow.rules";
import type { PackageKind } from "#app/modules/catalog/catalog.contract";
import {
  DialogButtons,
  PaymentAmountField,
  submitInDialog,
  todayIso,
  useBookingChanged,
  useBookingFormat,
  usePaymentAmountHint,
} from "#app/modules/booking/ui/booking-kit";
import { RadioCard, RadioCardGroup } from "#app/shared/ui/choice-group";
import { TransferAmount } from "./transfer-amount";
import { RequiredMark } from "#app/shared/ui/form-field";
import { BankLogo } from "./payment-options";
import { DocumentUpload, UPLOAD_MAX_MB } from "#app/modules/booking/ui/document-upload";
import { PayChoice, type PayMode, useOnlineProviders } from "../../gateway/ui/online-payment";

/** The props of a dialog about one booking (pay, record a payment, add or reverse a charge). */
export interface BookingDialogProps {
  booking: BookingDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A key for one submission (Idempotency-Key): a retry of the same dialog never pays twice. */
export function submissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * "Pay the remaining amount" (docs/product.md §Payments): the customer chooses one of the agency's
 * bank accounts, transfers, and uploads the proof; or, when the booking is paid by card, pays on
 * the package's card payment link and then says "I have paid" here, with an optional receipt
 * (decision 013: nothing is recorded before). The amount is bounded by the booking's
 * `next_payment`. Either way the customer then lands on the payment result page. When a payment
 * provider is on, "pay online" comes first for an online booking (PayChoice); the subtitle says
 * who confirms the way chosen: the provider, automatically, or the admin after checking.
 */
export function PayDialog({
  booking,
  open,
  onOpenChange,
  notice,
}: BookingDialogProps & {
  /** Shown first (the booking's rejected documents, composed in by the route). */
  notice?: React.ReactNode;
}) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const next = booking.next_payment;
  const providers = useOnlineProviders(booking.currency, open && next !== null);
  // Online first for a booking made to be paid online; a transfer or card booking keeps its form first.
  const firstMode: PayMode = paymentMethod(booking.payment_method).paidAt === "provider" ? "online" : "report";
  const [mode, setMode] = useState<PayMode>(firstMode);
  // Each opening starts on the booking's own way to pay again.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setMode(firstMode);
  }
  const online = providers.length > 0 && mode === "online";
  const amount = fmt.money(next?.max ?? booking.remaining, booking.currency);
  return (
    <FormDialog
      open={open && next !== null}
      onOpenChange={onOpenChange}
      title={t("pay.title", { code: booking.code })}
      description={online ? t("pay.intro_online", { amount }) : t("pay.intro", { amount })}
      testId="pay-dialog"
    >
      {open && next ? notice : null}
      {open && next ? (
        <PayChoice
          booking={booking}
          window={next}
          providers={providers}
          mode={mode}
          onModeChange={setMode}
          onDone={() => onOpenChange(false)}
          report={<PayForm booking={booking} window={next} onDone={() => onOpenChange(false)} />}
        />
      ) : null}
    </FormDialog>
  );
}

/** The currency's symbol in the screen's language ("Rp", "RM", "$"). */
export function currencySymbol(currency: string, tag: string): string {
  const part = new Intl.NumberFormat(tag, { style: "currency", currency })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? currency;
}

/**
 * The amount typed in a money field, in minor units: undefined when empty, NaN when unreadable
 * (the contract then says what is wrong).
 */
export function minorFromField(text: string, currency: Currency, locale: Locale): number {
  const major = parseMoneyField(text, currency, locale);
  return major === undefined || Number.isNaN(major) ? (major as number) : toMinor(major, currency);
}

/**
 * The agency's bank accounts a payment may be made to, as both payment forms list them: for an
 * umrah booking only the escrow account when one is marked (docs/product.md §Licences, reference
 * price and escrow).
 */
export function useActiveBanks(kind: PackageKind | null = null) {
  return useQuery({
    ...bankQueries.activeBanks(),
    select: (r) =>
      accountsFor(
        kind,
        r.data.filter((b) => b.is_active),
      ),
  });
}

/**
 * The bank accounts of a payment form once they are in (`children`), else why there are none to
 * choose: `none` when the agency has none, a retry when loading failed, a spinner meanwhile.
 * `retryClassName`: the retry button's look in the form's design.
 */
export function BankChoices({
  banks,
  none,
  retryClassName,
  children,
}: {
  banks: ReturnType<typeof useActiveBanks>;
  none: string;
  retryClassName: string;
  children: (list: NonNullable<ReturnType<typeof useActiveBanks>["data"]>) => React.ReactNode;
}) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  if (banks.data)
    return banks.data.length ? (
      children(banks.data)
    ) : (
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{none}</p>
    );
  return banks.isError ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
      {t("pay.banks_failed")}{" "}
      <button type="button" className={retryClassName} onClick={() => void banks.refetch()}>
        {t("catalog_admin:ui.retry")}
      </button>
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {t("catalog_admin:ui.loading")}
    </p>
  );
}

/** A payment form: any form with these fields (the customer's and the counter's). */
type PaymentFieldsForm<T extends PaymentFields> = Pick<UseFormReturn<T>, "register" | "formState" | "setValue">;
type PaymentFields = { amount: string; payment_date: string; proof_file_id: string };
const pathOf = <T extends PaymentFields>(name: keyof PaymentFields) => name as Path<T>;

/**
 * The amount (bounded by the booking's window, in its currency) and the day it was paid, side by
 * side, as the customer's and the counter's payment forms ask them; test ids `<testId>-amount`
 * and `<testId>-date`.
 */
export function AmountAndDateFields<T extends PaymentFields>({
  form,
  booking,
  window: win,
  dateLabel,
  testId,
}: {
  form: PaymentFieldsForm<T>;
  booking: BookingDto;
  window: NonNullable<BookingDto["next_payment"]>;
  dateLabel: string;
  testId: string;
}) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const amountHint = usePaymentAmountHint(win, booking.currency as Currency);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PaymentAmountField
        label={t("pay.amount")}
        error={(get(form.formState.errors, "amount") as FieldError | undefined)?.message}
        hint={amountHint}
        registration={form.register(pathOf<T>("amount"))}
        exact={win.min === win.max}
        symbol={currencySymbol(booking.currency, localeTag[fmt.locale])}
        testId={`${testId}-amount`}
      />
      <InputField
        form={form}
        name={pathOf<T>("payment_date")}
        label={dateLabel}
        required
        type="date"
        max={todayIso()}
        data-testid={`${testId}-date`}
      />
    </div>
  );
}

/** The proof or receipt of a payment, uploaded at once; the form keeps the stored file's id. */
export function PaymentProofUpload<T extends PaymentFields>({
  form,
  a11y,
  testId,
}: {
  form: PaymentFieldsForm<T>;
  a11y: ControlA11y;
  testId: string;
}) {
  return (
    <DocumentUpload
      a11y={a11y}
      testId={testId}
      onUploaded={(id) =>
        form.setValue(pathOf<T>("proof_file_id"), id as PathValue<T, Path<T>>, {
          shouldValidate: form.formState.isSubmitted,
          shouldDirty: true,
        })
      }
    />
  );
}

/** The fields both payment forms hold as typed text, besides their own choice of method. */
export const PAYMENT_TEXT = {
  bank_account_id: z.string(),
  amount: z.string(),
  payment_date: z.string(),
  payer_name: z.string(),
  proof_file_id: z.string(),
};

/** The starting values of `PAYMENT_TEXT`. */
export type PaymentTextValues = Record<keyof typeof PAYMENT_TEXT, string>;

/** A payment form, mounted per opening of its dialog: the booking, its payment window, and closing. */
export interface PaymentFormProps {
  booking: BookingDto;
  window: NonNullable<BookingDto["next_payment"]>;
  onDone: () => void;
}

/**
 * A payment form's amount in minor units, and its bank account's id when the method is paid to
 * one (null for the others, whatever was chosen before the method changed).
 */
export function amountAndBank(
  v: { method: PaymentInput["method"] | CounterMethod; amount: string; bank_account_id: string },
  currency: Currency,
  locale: Locale,
) {
  return {
    amount: minorFromField(v.amount, currency, locale),
    bank_account_id: paymentMethod(v.method).bankAccount && v.bank_account_id ? Number(v.bank_account_id) : null,
  };
}

/**
 * The checks of a payment told or recorded against the booking's window (`next_payment`) and the
 * calendar: the server checks the same; saying it here saves a round trip.
 */
export function windowIssues(
  win: NonNullable<BookingDto["next_payment"]>,
  money: (minor: number) => string,
  te: TFunction,
) {
  const exact = win.min === win.max;
  return (v: { amount: number; payment_date: string }, ctx: z.RefinementCtx) => {
    const amount = money(exact ? win.max : v.amount < win.min ? win.min : win.max);
    if (exact && v.amount !== win.max)
      ctx.addIssue({ code: "custom", path: ["amount"], message: te("errors:payment_amount_exact", { amount }) });
    else if (v.amount < win.min)
      ctx.addIssue({ code: "custom", path: ["amount"], message: te("errors:payment_amount_min", { amount }) });
    else if (v.amount > win.max)
      ctx.addIssue({ code: "custom", path: ["amount"], message: te("errors:payment_amount_max", { amount }) });
    if (paymentDateInFuture(v.payment_date, new Date()))
      ctx.addIssue({ code: "custom", path: ["payment_date"], message: te("errors:payment_date_future") });
  };
}

type PayFormValues = PaymentTextValues & { method: PaymentInput["method"] };

function PayForm({ booking, window: win, onDone }: PaymentFormProps) {
  const { t } = useTranslation(["booking_panel", "catalog_admin", "payment"]);
  const { t: te } = useTranslation("errors");
  const { user } = useRootData();
  const fmt = useBookingFormat();
  const changed = useBookingChanged();
  const navigate = useNavigate();
  const currency = booking.currency as Currency;
  const [key] = useState(submissionKey);
  const cardOffered =
    paymentMethod(booking.payment_method).paidAt === "card_link" && booking.card_payment_link !== null;
  const exact = win.min === win.max;
  const banks = useActiveBanks(booking.tour?.kind ?? null);

  const schema = useMemo(
    () =>
      z
        .object({ method: z.enum(SUBMITTED_METHODS), ...PAYMENT_TEXT })
        .transform((v): PaymentInput => ({ ...v, ...amountAndBank(v, currency, fmt.locale) }))
        .pipe(paymentInput)
        .superRefine(windowIssues(win, (minor) => fmt.money(minor, currency), te)),
    [currency, win, fmt, te],
  );

  // The amount issued for a transfer (decision 058) first; else a deposit's first payment starts
  // at the minimum, any other payment at what is left.
  const due = booking.transfer_due;
  const startAmount =
    due && due.amount >= win.min && due.amount <= win.max ? due.amount : win.first && !exact ? win.min : win.max;
  const form = useContractForm(schema, {
    defaultValues: {
      method: cardOffered ? "card_link" : "manual",
      bank_account_id: "",
      amount: formatMoneyField(startAmount, currency, fmt.locale),
      payment_date: todayIso(),
      payer_name: user?.name ?? booking.booking_name,
      proof_file_id: "",
    } satisfies PayFormValues,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const method = useWatch({ control: form.control, name: "method" });
  const how = paymentMethod(method);
  const bankId = useWatch({ control: form.control, name: "bank_account_id" });

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await paymentClient.pay(booking.id, input, key);
      void changed(undefined, booking.id);
      // The result page says what happens next, for a transfer and a card payment alike.
      if (res.redirect_url) {
        await navigate(res.redirect_url);
        return;
      }
      toast.success(res.message);
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <form onSubmit={submitInDialog(submit)} noValidate className="space-y-5" data-testid="pay-form">
      {cardOffered ? (
        // The card first: it is offered because the package has a card payment link.
        <RadioCardGroup
          legend={t("pay.method")}
          registration={form.register("method")}
          cards={[...SUBMITTED_METHODS].reverse().map((m) => ({
            value: m,
            testId: `pay-method-${m}`,
            content: (
              <>
                {paymentMethod(m).paidAt === "card_link" ? (
                  <CreditCard aria-hidden className="size-5 text-slate-600" />
                ) : (
                  <Landmark aria-hidden className="size-5 text-slate-600" />
                )}
                <span className="font-medium text-slate-900">{t(`payment_method.${m}`)}</span>
              </>
            ),
          }))}
        />
      ) : null}

      {/* The exact amount to transfer, with its code, known since the checkout (decision 058). */}
      {how.transferCode && due ? <TransferAmount payment={{ ...due, status: "pending" }} /> : null}

      {how.bankAccount ? (
        <fieldset aria-describedby={errors.bank_account_id ? "pay-bank-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t("pay.bank")}
            <RequiredMark />
          </legend>
          <BankChoices banks={banks} none={t("pay.no_banks")} retryClassName="font-semibold underline">
            {(list) => (
              <div className="grid gap-2" data-testid="pay-banks">
                {list.map((bank) => (
                  <RadioCard
                    key={bank.id}
                    registration={form.register("bank_account_id")}
                    value={String(bank.id)}
                    className={errors.bank_account_id ? "border-red-700" : "border-slate-300"}
                    inputClassName="size-5 shrink-0 accent-brand-700"
                    testId={`pay-bank-${bank.id}`}
                  >
                    <BankLogo
                      bank={bank}
                      width={56}
                      height={32}
                      className="h-8 w-14 shrink-0 object-contain"
                      fallback={
                        <span className="flex h-8 w-14 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500">
                          <Landmark aria-hidden className="size-5" />
                        </span>
                      }
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{bank.bank_name}</span>
                      <span className="block font-mono text-base tracking-wide text-slate-900 select-all">
                        {bank.account_number}
                      </span>
                      <span className="block text-sm text-slate-600">
                        {t("pay.holder", { name: bank.account_holder })}
                      </span>
                    </span>
                  </RadioCard>
                ))}
              </div>
            )}
          </BankChoices>
          {errors.bank_account_id?.message ? (
            <p id="pay-bank-error" className="mt-1 text-sm text-red-700">
              {errors.bank_account_id.message}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <div className="space-y-3 rounded-md bg-sky-50 p-3 text-sm text-sky-900" data-testid="pay-card-intro">
          <p>{t("pay.card_intro")}</p>
          {booking.card_payment_link ? (
            <a
              href={booking.card_payment_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-sky-700 bg-white px-4 py-2 font-semibold text-sky-900 hover:bg-sky-100"
              data-testid="pay-card-link"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t("pay.card_open")}
              <span className="sr-only"> ({t("pay.new_tab")})</span>
            </a>
          ) : null}
        </div>
      )}

      <AmountAndDateFields form={form} booking={booking} window={win} dateLabel={t("pay.date")} testId="pay" />
      <InputField
        form={form}
        name="payer_name"
        label={t("pay.payer")}
        hint={how.bankAccount ? t("pay.payer_hint") : undefined}
        required
        type="text"
        autoComplete="name"
        data-testid="pay-payer"
      />
      {/* Optional for both (decision 035): a transfer's unique code confirms it from the bank statement; a card payment may add its receipt. */}
      <FormField
        label={how.proof === "transfer_proof" ? t("payment:transfer.proof_optional") : t("pay.receipt")}
        error={errors.proof_file_id?.message}
        hint={
          how.proof === "transfer_proof"
            ? t("payment:transfer.proof_hint", { max: UPLOAD_MAX_MB })
            : t("pay.receipt_hint", { max: UPLOAD_MAX_MB })
        }
        optional={how.proof !== "transfer_proof"}
      >
        {(a11y) => <PaymentProofUpload form={form} a11y={a11y} testId="pay-proof" />}
      </FormField>

      <DialogButtons
        onCancel={onDone}
        loading={isSubmitting}
        loadingLabel={t("pay.sending")}
        disabled={how.bankAccount && !bankId && banks.data?.length === 0}
        data-testid="pay-submit"
      >
        {how.paidAt === "card_link" ? t("pay.submit_card") : t("pay.submit")}
      </DialogButtons>
    </form>
  );
}
