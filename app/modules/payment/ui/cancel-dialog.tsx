import { useQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type BookingDto, statusInput } from "#app/modules/booking/booking.contract";
import { type CancellationPreviewDto, refundAccountInput } from "#app/modules/booking/refund.contract";
import { bookingClient } from "#app/modules/booking/booking.api-client";
import { refundClient, refundKeys } from "#app/modules/payment/payment.api-client";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField, TextareaField } from "#app/shared/ui/bound-fields";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { Detail, DialogButtons, useBookingChanged, useBookingFormat } from "#app/modules/booking/ui/booking-kit";

/*
 * The cancel dialog, the customer's and the admin's (docs/product.md §Cancellation and refunds,
 * decisions 042 and 056): what cancelling now keeps and pays back, which penalty tier applies and
 * the days it covers, and where the refund goes: the customer's bank account, validated by the
 * contract the server uses (refundAccountInput). A customer must give it when money goes back;
 * staff may leave it empty (the finance staff then ask the customer). Both buttons say what they do.
 */

const blankAccount = { bank_name: "", account_number: "", account_holder: "" };

// What the cancel sends, checked as the server checks it.
const cancelContract = z.object({ reason: statusInput.shape.reason, refund_account: refundAccountInput.nullable() });

/** The dialog's form: the account as typed, read by the cancel's contract (all three, or none). */
function cancelForm(accountRequired: boolean) {
  return z
    .object({
      reason: z.string(),
      refund_account: z.object({ bank_name: z.string(), account_number: z.string(), account_holder: z.string() }),
    })
    .transform(
      (v): z.input<typeof cancelContract> => ({
        reason: v.reason,
        refund_account:
          accountRequired || Object.values(v.refund_account).some((x) => x.trim() !== "") ? v.refund_account : null,
      }),
    )
    .pipe(cancelContract);
}

export function CancelDialog({
  booking,
  open,
  onClose,
  asAdmin,
}: {
  booking: BookingDto;
  open: boolean;
  onClose: () => void;
  /** Staff cancel: a reason may be given and the account may stay empty. */
  asAdmin: boolean;
}) {
  const { t } = useTranslation("booking_panel");
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={asAdmin ? t("status_action.canceled_title", { code: booking.code }) : t("detail.cancel_title")}
      // The admin's title already asks ("Cancel booking X?").
      description={asAdmin ? undefined : t("detail.cancel_confirm")}
      testId="cancel-dialog"
    >
      {open ? <CancelBody booking={booking} onClose={onClose} asAdmin={asAdmin} /> : null}
    </FormDialog>
  );
}

function CancelBody({ booking, onClose, asAdmin }: { booking: BookingDto; onClose: () => void; asAdmin: boolean }) {
  const { t } = useTranslation("refund");
  const held = booking.paid_total - booking.refunded_total > 0;
  // The penalty follows today's date: asked afresh each time the dialog opens.
  const preview = useQuery({
    queryKey: refundKeys.cancellation(booking.id),
    queryFn: ({ signal }) => refundClient.cancellation(booking.id, signal),
    staleTime: 0,
    enabled: held,
  });
  if (held && !preview.data)
    return preview.isError ? (
      <p className="text-sm text-red-700" role="alert">
        {t("preview.failed")}
      </p>
    ) : (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {t("preview.loading")}
      </p>
    );
  const figures = preview.data?.data ?? null;
  return <CancelForm booking={booking} figures={figures} onClose={onClose} asAdmin={asAdmin} />;
}

function CancelForm({
  booking,
  figures,
  onClose,
  asAdmin,
}: {
  booking: BookingDto;
  figures: CancellationPreviewDto | null;
  onClose: () => void;
  asAdmin: boolean;
}) {
  const { t } = useTranslation(["refund", "booking_panel", "catalog_admin"]);
  const fmt = useBookingFormat();
  const changed = useBookingChanged();
  const refund = figures?.refund ?? 0;
  // The schema is fixed when the form mounts: the figures are known by then.
  const schema = useMemo(() => cancelForm(refund > 0 && !asAdmin), [refund, asAdmin]);
  const form = useContractForm(schema, {
    defaultValues: { reason: "", refund_account: blankAccount },
    shouldFocusError: true,
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const refund_account = refund > 0 ? input.refund_account : null;
    try {
      const res = asAdmin
        ? await bookingClient.setStatus(booking.id, { status: "canceled", reason: input.reason, refund_account })
        : await bookingClient.cancel(booking.id, { refund_account });
      toast.success(res.message);
      await changed(res.data);
      onClose();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      // Refused (someone moved it first): show the booking as it is now.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
        onClose();
        void changed(undefined, booking.id);
      }
    }
  });
  // The refund account's three fields differ in label, hint, length and test id only.
  const accountFields: {
    name: keyof typeof blankAccount;
    label: string;
    hint?: string;
    maxLength: number;
    testId: string;
  }[] = [
    { name: "bank_name", label: t("account.bank_name"), maxLength: 100, testId: "refund-account-bank" },
    {
      name: "account_number",
      label: t("account.account_number"),
      hint: t("account.account_number_hint"),
      maxLength: 40,
      testId: "refund-account-number",
    },
    { name: "account_holder", label: t("account.account_holder"), maxLength: 150, testId: "refund-account-holder" },
  ];
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="cancel-form">
      {asAdmin ? <p className="text-sm text-slate-700">{t("booking_panel:status_action.canceled_text")}</p> : null}
      {figures ? <CancellationFigures figures={figures} /> : null}
      {refund > 0 ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3" data-testid="refund-account">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("account.legend")}</legend>
          <p className="text-sm text-slate-700">
            {asAdmin
              ? t("account.intro_staff", { amount: fmt.money(refund, booking.currency) })
              : t("account.intro_customer", { amount: fmt.money(refund, booking.currency) })}
          </p>
          {accountFields.map((f) => (
            <InputField
              key={f.name}
              form={form}
              name={`refund_account.${f.name}`}
              label={f.label}
              hint={f.hint}
              required={!asAdmin}
              optional={asAdmin}
              maxLength={f.maxLength}
              inputMode={f.name === "account_number" ? "numeric" : undefined}
              autoComplete={f.name === "account_holder" ? "name" : "off"}
              data-testid={f.testId}
            />
          ))}
        </fieldset>
      ) : null}
      {asAdmin ? (
        <TextareaField
          form={form}
          name="reason"
          label={t("booking_panel:review.reason")}
          optional
          rows={3}
          maxLength={500}
          data-testid="status-reason"
        />
      ) : null}
      {/* "Batal" would read as the action itself: both buttons say what they do. */}
      <DialogButtons
        onCancel={onClose}
        cancelLabel={t("booking_panel:detail.cancel_keep")}
        cancelTestId="cancel-keep"
        loading={isSubmitting}
        danger
        data-testid="cancel-submit"
      >
        {t("booking_panel:detail.cancel_yes")}
      </DialogButtons>
    </form>
  );
}

/**
 * What cancelling now keeps and pays back: the money held, the penalty with the tier that applies
 * ("15 to 30 days before departure: 25 % of the total") and today's days before departure, the
 * admin fee, and the refund.
 */
export function CancellationFigures({ figures: p }: { figures: CancellationPreviewDto }) {
  const { t } = useTranslation("refund");
  const fmt = useBookingFormat();
  const money = (n: number) => fmt.money(n, p.currency);
  if (p.held <= 0) return null;
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm" data-testid="cancellation-figures">
      <p className="text-slate-900" data-testid="cancellation-tier">
        <TierSentence preview={p} />
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <Detail label={t("preview.held_label")}>{money(p.held)}</Detail>
        <Detail label={t("preview.penalty_label")} testId="cancellation-penalty">
          {money(p.penalty)}
        </Detail>
        {p.admin_fee > 0 ? <Detail label={t("preview.admin_fee_label")}>{money(p.admin_fee)}</Detail> : null}
        <Detail label={t("preview.refund_label")} testId="cancellation-refund">
          <span className="font-semibold">{money(p.refund)}</span>
        </Detail>
      </dl>
    </div>
  );
}

/** Which tier applies and the days it covers, then today's days before departure. */
function TierSentence({ preview: p }: { preview: CancellationPreviewDto }) {
  const { t } = useTranslation("refund");
  const fmt = useBookingFormat();
  const left = p.days_left;
  const today =
    left === null ? null : left <= 0 ? t("preview.today_departed") : t("preview.today_left", { count: left });
  if (!p.tier) return <>{[t("preview.no_tier"), today].filter(Boolean).join(" ")}</>;
  const tier = p.tier;
  const what =
    tier.percent !== null
      ? t("preview.what_percent", { percent: tier.percent })
      : t("preview.what_fixed", { amount: fmt.money(tier.fixed ?? 0, p.currency) });
  const span =
    tier.to_days === null
      ? t("preview.span_last", { count: tier.from_days, what })
      : t("preview.span_range", { count: tier.from_days, to: tier.to_days, what });
  return <>{[span, today].filter(Boolean).join(" ")}</>;
}
