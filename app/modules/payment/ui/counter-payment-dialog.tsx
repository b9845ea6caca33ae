import { useQuery } from "@tanstack/react-query";
import { ArrowLeftRight, Banknote, CreditCard, LoaderCircle, ScrollText } from "lucide-react";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  type BookingDto,
  COUNTER_METHODS,
  type CounterMethod,
  paymentMethod,
} from "#app/modules/booking/booking.contract";
import { type CounterPaymentInput, counterPaymentInput } from "#app/modules/payment/counter-payment.contract";
import {
  DialogButtons,
  PaymentAmountField,
  submitInDialog,
  todayIso,
  useBookingChanged,
  useBookingFormat,
  usePaymentAmountHint,
} from "#app/modules/booking/ui/booking-kit";
import { DocumentUpload, UPLOAD_MAX_MB } from "#app/modules/booking/ui/document-upload";
import { bankQueries, paymentClient } from "#app/modules/payment/payment.api-client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoneyField } from "#app/shared/money";
import { InputField } from "#app/shared/ui/bound-fields";
import { ChoiceGroup, ChoiceOption, choiceInputClass, RadioCardGroup } from "#app/shared/ui/choice-group";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { FormField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { currencySymbol, minorFromField, submissionKey, windowIssues } from "./pay-dialog";

// Written out in full: test/i18n-keys.test.ts finds every key the code uses.
const REFERENCE_HINTS = {
  cash: "counter.reference_hint.cash",
  debit_card: "counter.reference_hint.debit_card",
  counter_transfer: "counter.reference_hint.counter_transfer",
  cheque: "counter.reference_hint.cheque",
} as const satisfies Record<CounterMethod, string>;

const METHOD_ICONS = {
  cash: Banknote,
  debit_card: CreditCard,
  counter_transfer: ArrowLeftRight,
  cheque: ScrollText,
} as const satisfies Record<CounterMethod, typeof Banknote>;

/**
 * Whether the signed-in staff member may record money taken at the counter on this booking
 * (docs/product.md §Counter payments): payments_record, and the booking still owes money it can
 * take (not cancelled; `next_payment` is null when what waits already covers the rest).
 */
export function canRecordCounterPayment(booking: BookingDto, mayRecord: boolean): boolean {
  return mayRecord && booking.status !== "canceled" && booking.remaining > 0 && booking.next_payment !== null;
}

/**
 * "Record payment" (decision 075): a cashier writes down money taken at the agency's counter:
 * cash, a debit card on the terminal, a transfer the customer shows, a cheque. It waits until a
 * different member of staff confirms it. The form is mounted per opening, so each opening has
 * its own Idempotency-Key: a double tap or a retry after a lost answer records one payment.
 */
export function CounterPaymentDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: BookingDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const next = booking.next_payment;
  return (
    <FormDialog
      open={open && next !== null}
      onOpenChange={onOpenChange}
      title={t("counter.title", { code: booking.code })}
      description={t("counter.intro", { amount: fmt.money(next?.max ?? booking.remaining, booking.currency) })}
      testId="counter-payment-dialog"
    >
      {open && next ? <CounterPaymentForm booking={booking} window={next} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

type CounterFormValues = {
  method: CounterMethod;
  amount: string;
  payment_date: string;
  payer_name: string;
  reference: string;
  bank_account_id: string;
  proof_file_id: string;
};

function CounterPaymentForm({
  booking,
  window: win,
  onDone,
}: {
  booking: BookingDto;
  window: NonNullable<BookingDto["next_payment"]>;
  onDone: () => void;
}) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const { t: te } = useTranslation("errors");
  const fmt = useBookingFormat();
  const changed = useBookingChanged();
  const currency = booking.currency as Currency;
  const [key] = useState(submissionKey);
  const exact = win.min === win.max;
  const amountHint = usePaymentAmountHint(win, currency);

  const banks = useQuery({
    ...bankQueries.activeBanks(),
    select: (r) => r.data.filter((b) => b.is_active),
  });

  const schema = useMemo(
    () =>
      z
        .object({
          method: z.enum(COUNTER_METHODS),
          amount: z.string(),
          payment_date: z.string(),
          payer_name: z.string(),
          reference: z.string(),
          bank_account_id: z.string(),
          proof_file_id: z.string(),
        })
        .transform(
          (v): CounterPaymentInput => ({
            method: v.method,
            amount: minorFromField(v.amount, currency, fmt.locale),
            payment_date: v.payment_date,
            payer_name: v.payer_name,
            reference: v.reference,
            bank_account_id:
              paymentMethod(v.method).bankAccount && v.bank_account_id ? Number(v.bank_account_id) : null,
            proof_file_id: v.proof_file_id,
          }),
        )
        .pipe(counterPaymentInput)
        .superRefine(windowIssues(win, (minor) => fmt.money(minor, currency), te)),
    [currency, win, fmt, te],
  );

  // A deposit's first payment starts at the deposit; any other at what is left (the cashier
  // changes it to what was handed over).
  const form = useContractForm(schema, {
    defaultValues: {
      method: "cash",
      amount: formatMoneyField(win.first && !exact ? win.min : win.max, currency, fmt.locale),
      payment_date: todayIso(),
      payer_name: booking.customer.name,
      reference: "",
      bank_account_id: "",
      proof_file_id: "",
    } satisfies CounterFormValues,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const method = useWatch({ control: form.control, name: "method" });
  const bankId = useWatch({ control: form.control, name: "bank_account_id" });
  const how = paymentMethod(method);

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await paymentClient.recordCounterPayment(booking.id, input, key);
      toast.success(res.message);
      void changed(undefined, booking.id);
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <form onSubmit={submitInDialog(submit)} noValidate className="space-y-5" data-testid="counter-payment-form">
      <RadioCardGroup
        legend={t("counter.method")}
        registration={form.register("method")}
        cards={COUNTER_METHODS.map((m) => {
          const Icon = METHOD_ICONS[m];
          return {
            value: m,
            testId: `counter-method-${m}`,
            content: (
              <>
                <Icon aria-hidden className="size-5 shrink-0 text-slate-600" />
                <span className="font-medium text-slate-900">{t(`payment_method.${m}`)}</span>
              </>
            ),
          };
        })}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentAmountField
          label={t("pay.amount")}
          error={errors.amount?.message}
          hint={amountHint}
          registration={form.register("amount")}
          exact={exact}
          symbol={currencySymbol(booking.currency, localeTag[fmt.locale])}
          testId="counter-amount"
        />
        <InputField
          form={form}
          name="payment_date"
          label={t("counter.date")}
          required
          type="date"
          max={todayIso()}
          data-testid="counter-date"
        />
      </div>

      <InputField
        form={form}
        name="payer_name"
        label={t("pay.payer")}
        required
        type="text"
        autoComplete="off"
        data-testid="counter-payer"
      />

      {/* Required where the method leaves a number behind (the terminal's slip, the transfer, the cheque). */}
      <InputField
        form={form}
        name="reference"
        label={t("counter.reference")}
        hint={t(REFERENCE_HINTS[method])}
        required={how.referenceRequired}
        optional={!how.referenceRequired}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        data-testid="counter-reference"
      />

      {how.bankAccount ? (
        <ChoiceGroup legend={t("counter.bank")} required error={errors.bank_account_id?.message} testId="counter-banks">
          {banks.data ? (
            banks.data.length ? (
              <div className="grid gap-2">
                {banks.data.map((bank) => (
                  <ChoiceOption
                    key={bank.id}
                    selected={bankId === String(bank.id)}
                    label={bank.bank_name}
                    description={
                      <>
                        <span className="block font-mono tracking-wide text-slate-900">{bank.account_number}</span>
                        <span className="block">{t("pay.holder", { name: bank.account_holder })}</span>
                      </>
                    }
                  >
                    <input
                      type="radio"
                      value={String(bank.id)}
                      {...form.register("bank_account_id")}
                      className={choiceInputClass}
                      data-testid={`counter-bank-${bank.id}`}
                    />
                  </ChoiceOption>
                ))}
              </div>
            ) : (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("counter.no_banks")}</p>
            )
          ) : banks.isError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              {t("pay.banks_failed")}{" "}
              <button type="button" className="min-h-11 font-semibold underline" onClick={() => void banks.refetch()}>
                {t("catalog_admin:ui.retry")}
              </button>
            </p>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t("catalog_admin:ui.loading")}
            </p>
          )}
        </ChoiceGroup>
      ) : null}

      <FormField
        label={t("counter.proof")}
        error={errors.proof_file_id?.message}
        hint={t("counter.proof_hint", { max: UPLOAD_MAX_MB })}
        optional
      >
        {(a11y) => (
          <DocumentUpload
            a11y={a11y}
            testId="counter-proof"
            onUploaded={(id) =>
              form.setValue("proof_file_id", id, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })
            }
          />
        )}
      </FormField>

      <DialogButtons
        onCancel={onDone}
        loading={isSubmitting}
        loadingLabel={t("counter.sending")}
        disabled={how.bankAccount && banks.data?.length === 0}
        data-testid="counter-submit"
      >
        {t("counter.submit")}
      </DialogButtons>
    </form>
  );
}
