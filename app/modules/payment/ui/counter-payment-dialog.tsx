import { ArrowLeftRight, Banknote, CreditCard, ScrollText } from "lucide-react";
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
  submitInDialog,
  todayIso,
  useBookingChanged,
  useBookingFormat,
} from "#app/modules/booking/ui/booking-kit";
import { UPLOAD_MAX_MB } from "#app/modules/booking/ui/document-upload";
import { paymentClient } from "#app/modules/payment/payment.api-client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { type Currency, formatMoneyField } from "#app/shared/money";
import { InputField } from "#app/shared/ui/bound-fields";
import { ChoiceGroup, ChoiceOption, choiceInputClass, RadioCardGroup } from "#app/shared/ui/choice-group";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { FormField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import {
  AmountAndDateFields,
  type BookingDialogProps,
  amountAndBank,
  BankChoices,
  PAYMENT_TEXT,
  type PaymentFormProps,
  type PaymentTextValues,
  PaymentProofUpload,
  submissionKey,
  useActiveBanks,
  windowIssues,
} from "./pay-dialog";

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
export function CounterPaymentDialog({ booking, open, onOpenChange }: BookingDialogProps) {
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

type CounterFormValues = PaymentTextValues & { method: CounterMethod; reference: string };

function CounterPaymentForm({ booking, window: win, onDone }: PaymentFormProps) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const { t: te } = useTranslation("errors");
  const fmt = useBookingFormat();
  const changed = useBookingChanged();
  const currency = booking.currency as Currency;
  const [key] = useState(submissionKey);
  const exact = win.min === win.max;
  const banks = useActiveBanks(booking.tour?.kind ?? null);

  const schema = useMemo(
    () =>
      z
        .object({ method: z.enum(COUNTER_METHODS), reference: z.string(), ...PAYMENT_TEXT })
        .transform((v): CounterPaymentInput => ({ ...v, ...amountAndBank(v, currency, fmt.locale) }))
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

      <AmountAndDateFields form={form} booking={booking} window={win} dateLabel={t("counter.date")} testId="counter" />

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
          <BankChoices banks={banks} none={t("counter.no_banks")} retryClassName="min-h-11 font-semibold underline">
            {(list) => (
              <div className="grid gap-2">
                {list.map((bank) => (
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
            )}
          </BankChoices>
        </ChoiceGroup>
      ) : null}

      <FormField
        label={t("counter.proof")}
        error={errors.proof_file_id?.message}
        hint={t("counter.proof_hint", { max: UPLOAD_MAX_MB })}
        optional
      >
        {(a11y) => <PaymentProofUpload form={form} a11y={a11y} testId="counter-proof" />}
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
