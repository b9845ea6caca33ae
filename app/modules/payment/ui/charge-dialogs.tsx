import { Plus, Undo2 } from "lucide-react";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type BookingDto, CHARGE_KINDS, type ChargeDto, type ChargeKind } from "#app/modules/booking/booking.contract";
import {
  CHARGE_NOTE_REQUIRED,
  type ChargeInput,
  chargeInput,
  chargeReverseInput,
} from "#app/modules/booking/charge.contract";
import { chargesOpen } from "#app/modules/booking/charge.rules";
import { useCan } from "#app/modules/account/ui/use-can";
import {
  DialogButtons,
  PaymentAmountField,
  submitInDialog,
  useBookingChanged,
  useBookingFormat,
} from "#app/modules/booking/ui/booking-kit";
import { paymentClient } from "#app/modules/payment/payment.api-client";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { localeTag } from "#app/shared/i18n/config";
import type { Currency } from "#app/shared/money";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useDialogWrite } from "./booking-review";
import { useChargeLabel, useSignedMoney } from "./charge-lines";
import { type BookingDialogProps, currencySymbol, minorFromField } from "./pay-dialog";

/**
 * Whether the signed-in staff member may add and reverse charge lines on this booking
 * (docs/product.md §Charges): bookings_manage or payments_confirm (the API's access), while the
 * booking is neither cancelled nor processed.
 */
export function useMayCharge(booking: BookingDto): boolean {
  const manages = useCan("bookings_manage");
  const confirms = useCan("payments_confirm");
  return (manages || confirms) && chargesOpen(booking.status);
}

/** "Add charge": the price card's button that opens the dialog. */
export function AddChargeButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("booking_panel");
  return (
    <ActionButton look="secondary" icon={Plus} onClick={onClick} data-testid="charge-add">
      {t("charge.add")}
    </ActionButton>
  );
}

/** "Reverse" under a line; a screen reader hears which line ("Visa fee, Rp 1.500.000"). */
export function ReverseChargeButton({
  booking,
  charge,
  onClick,
}: {
  booking: BookingDto;
  charge: ChargeDto;
  onClick: () => void;
}) {
  const { t } = useTranslation("booking_panel");
  const label = useChargeLabel();
  const signed = useSignedMoney(booking.currency);
  return (
    <button
      type="button"
      onClick={onClick}
      className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-sm font-medium text-red-700 underline underline-offset-2 hover:bg-red-50"
      data-testid="charge-reverse"
    >
      <Undo2 aria-hidden className="size-4 shrink-0" />
      {t("charge.reverse")}
      <span className="sr-only"> {t("charge.line_of", { kind: label(charge), amount: signed(charge.amount) })}</span>
    </button>
  );
}

/**
 * A line beyond the package (docs/product.md §Charges): its kind, the amount (always positive; a
 * discount is taken off) and what it is for, which a discount ("reason") and "other" must say.
 * The booking comes back with its new total, balance and status.
 */
export function AddChargeDialog({ booking, open, onOpenChange }: BookingDialogProps) {
  const { t } = useTranslation("booking_panel");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("charge.add_title", { code: booking.code })}
      description={t("charge.add_intro")}
      testId="charge-dialog"
    >
      {open ? <AddChargeForm booking={booking} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

type ChargeFormValues = { kind: string; amount: string; note: string };

function AddChargeForm({ booking, onDone }: { booking: BookingDto; onDone: () => void }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const fmt = useBookingFormat();
  const changed = useBookingChanged();
  const currency = booking.currency as Currency;

  // The typed text to the contract's input; the contract (the API's own) says what is wrong.
  const schema = useMemo(
    () =>
      z
        .object({ kind: z.string(), amount: z.string(), note: z.string() })
        .transform(
          (v): ChargeInput => ({
            kind: v.kind as ChargeKind,
            amount: minorFromField(v.amount, currency, fmt.locale),
            note: v.note,
          }),
        )
        .pipe(chargeInput),
    [currency, fmt.locale],
  );
  const form = useContractForm(schema, {
    defaultValues: { kind: "", amount: "", note: "" } satisfies ChargeFormValues,
    shouldFocusError: true,
  });
  const { isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: "kind" });
  const noteRequired = (CHARGE_NOTE_REQUIRED as readonly string[]).includes(kind);

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await paymentClient.addCharge(booking.id, input);
      toast.success(res.message);
      await changed(res.data);
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      // Refused on the booking as it is now (locked, or below what is paid): show it as it is; a
      // locked booking loses this dialog with its button.
      if (err instanceof ApiError && err.status === 409) void changed(undefined, booking.id);
    }
  });

  return (
    <form onSubmit={submitInDialog(submit)} noValidate className="space-y-4" data-testid="charge-form">
      <SelectField
        form={form}
        name="kind"
        label={t("charge.kind_label")}
        required
        emptyOption={t("charge.choose")}
        options={CHARGE_KINDS.map((k) => ({ value: k, label: t(`charge.kind.${k}`) }))}
        data-testid="charge-kind"
      />
      <PaymentAmountField
        label={t("charge.amount")}
        error={form.formState.errors.amount?.message}
        hint={kind === "discount" ? t("charge.amount_hint_discount") : t("charge.amount_hint")}
        registration={form.register("amount")}
        exact={false}
        symbol={currencySymbol(booking.currency, localeTag[fmt.locale])}
        testId="charge-amount-input"
      />
      <InputField
        form={form}
        name="note"
        label={kind === "discount" ? t("charge.reason") : t("charge.note")}
        hint={t("charge.note_hint")}
        required={noteRequired}
        optional={!noteRequired}
        type="text"
        autoComplete="off"
        maxLength={200}
        data-testid="charge-note-input"
      />
      <DialogButtons
        onCancel={onDone}
        cancelTestId="charge-cancel"
        loading={isSubmitting}
        loadingLabel={t("charge.sending")}
        data-testid="charge-submit"
      >
        {t("charge.submit")}
      </DialogButtons>
    </form>
  );
}

/**
 * Taking a line back (docs/product.md §Charges): the reason asked, then a reversing line of the
 * opposite amount; the line itself stays on the booking.
 */
export function ReverseChargeDialog({
  booking,
  charge,
  onClose,
}: {
  booking: BookingDto;
  charge: ChargeDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("booking_panel");
  const label = useChargeLabel();
  const signed = useSignedMoney(booking.currency);
  return (
    <FormDialog
      open={charge !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("charge.reverse_title")}
      description={
        charge
          ? `${t("charge.line_of", { kind: label(charge), amount: signed(charge.amount) })}. ${t("charge.reverse_intro")}`
          : undefined
      }
      testId="charge-reverse-dialog"
    >
      {charge ? <ReverseChargeForm bookingId={booking.id} charge={charge} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function ReverseChargeForm({
  bookingId,
  charge,
  onClose,
}: {
  bookingId: string;
  charge: ChargeDto;
  onClose: () => void;
}) {
  const { t } = useTranslation("booking_panel");
  const form = useContractForm(chargeReverseInput, { defaultValues: { reason: "" }, shouldFocusError: true });
  const send = useDialogWrite(bookingId, form, onClose);
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) => send(() => paymentClient.reverseCharge(bookingId, charge.id, input)));
  return (
    <form onSubmit={submitInDialog(submit)} noValidate className="space-y-4" data-testid="charge-reverse-form">
      <TextareaField
        form={form}
        name="reason"
        label={t("review.reason")}
        hint={t("review.reason_customer_sees")}
        required
        rows={3}
        maxLength={200}
        data-testid="charge-reverse-reason"
      />
      <DialogButtons onCancel={onClose} loading={isSubmitting} danger data-testid="charge-reverse-submit">
        {t("charge.reverse_submit")}
      </DialogButtons>
    </form>
  );
}
