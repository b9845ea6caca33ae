import { Ban, CircleDollarSign, PackageCheck, RotateCcw } from "lucide-react";
import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type ADMIN_STATUS_TARGETS,
  type BookingDto,
  type PaymentDto,
  rejectInput,
  statusInput,
} from "#app/modules/booking/booking.contract";
import { ApiError } from "#app/shared/http/client";
import { bookingClient } from "#app/modules/booking/booking.api-client";
import { paymentClient } from "#app/modules/payment/payment.api-client";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { TextareaField } from "#app/shared/ui/bound-fields";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { statusSettlesBalance } from "#app/modules/booking/booking.rules";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { buttonClass } from "#app/shared/ui/page-header";
import { handleWriteError } from "#app/shared/http/panel-api";
import { DialogButtons, useBookingChanged, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { CancelDialog } from "./cancel-dialog";

type Target = (typeof ADMIN_STATUS_TARGETS)[number];

/**
 * A write the booking may have outgrown (409: someone else reviewed the payment or moved the
 * status first): the shared handler toasted the server's message; show the booking as it is now.
 */
function useRefreshOnConflict(bookingId: string) {
  const changed = useBookingChanged();
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) void changed(undefined, bookingId);
    },
    [changed, bookingId],
  );
}

/**
 * The write of a review dialog (reject a payment, move the status, reverse a charge): the booking comes back
 * updated and the dialog closes. A refused move (409) will not succeed by asking again: close and
 * show the booking as it is now.
 */
export function useDialogWrite<T extends FieldValues, O>(
  bookingId: string,
  form: UseFormReturn<T, unknown, O>,
  onClose: () => void,
) {
  const { t } = useTranslation("catalog_admin");
  const changed = useBookingChanged();
  const onConflict = useRefreshOnConflict(bookingId);
  return async (request: () => Promise<{ message: string; data: BookingDto }>) => {
    try {
      const res = await request();
      toast.success(res.message);
      await changed(res.data);
      onClose();
    } catch (err) {
      handleWriteError(err, t("ui.unavailable"), form);
      if (err instanceof ApiError && err.status === 409) onClose();
      onConflict(err);
    }
  };
}

/** "Confirm this payment?" then POST /payment/{id}/confirm; the booking comes back updated. */
export function useConfirmPayment(booking: BookingDto) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const confirm = useConfirm();
  const changed = useBookingChanged();
  const onConflict = useRefreshOnConflict(booking.id);
  const fmt = useBookingFormat();
  return useCallback(
    async (payment: PaymentDto) => {
      const ok = await confirm({
        title: t("review.confirm_title"),
        // A transfer with a unique code: the exact amount to look for on the account, and what counts (issue 26).
        text:
          payment.transfer_amount !== null && payment.unique_code !== null
            ? t("review.confirm_text_exact", {
                transfer: fmt.money(payment.transfer_amount, booking.currency),
                amount: fmt.money(payment.amount, booking.currency),
                code: fmt.money(payment.unique_code, booking.currency),
                payer: payment.payer_name,
              })
            : t("review.confirm_text", {
                amount: fmt.money(payment.amount, booking.currency),
                payer: payment.payer_name,
              }),
        confirmLabel: t("review.confirm"),
      });
      if (!ok) return;
      try {
        const res = await paymentClient.confirmPayment(payment.id);
        toast.success(res.message);
        await changed(res.data);
      } catch (err) {
        handleWriteError(err, t("catalog_admin:ui.unavailable"));
        onConflict(err);
      }
    },
    [confirm, t, fmt, booking.currency, changed, onConflict],
  );
}

/** Rejecting a payment needs a reason, which the customer sees. */
export function RejectDialog({
  booking,
  payment,
  onClose,
}: {
  booking: BookingDto;
  payment: PaymentDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  return (
    <FormDialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("review.reject_title")}
      description={
        payment
          ? t("review.reject_intro", { amount: fmt.money(payment.amount, booking.currency), payer: payment.payer_name })
          : undefined
      }
      testId="reject-dialog"
    >
      {payment ? <RejectForm bookingId={booking.id} payment={payment} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function RejectForm({ bookingId, payment, onClose }: { bookingId: string; payment: PaymentDto; onClose: () => void }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const form = useContractForm(rejectInput, { defaultValues: { reason: "" }, shouldFocusError: true });
  const send = useDialogWrite(bookingId, form, onClose);
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) => send(() => paymentClient.rejectPayment(payment.id, input)));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="reject-form">
      <ReasonField form={form} hint={t("review.reason_customer_sees")} required data-testid="reject-reason" />
      <DialogButtons onCancel={onClose} loading={isSubmitting} danger data-testid="reject-submit">
        {t("review.reject")}
      </DialogButtons>
    </form>
  );
}

const ACTION_ICONS = { pending: RotateCcw, paid: CircleDollarSign, processed: PackageCheck, canceled: Ban } as const;

/**
 * The admin's status actions allowed now (`status_actions`: set pending, set paid, processed,
 * cancel), each behind a dialog that asks for confirmation and an optional reason.
 */
export function StatusActions({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation("booking_panel");
  const [target, setTarget] = useState<Target | null>(null);
  if (!booking.status_actions.length) return null;
  return (
    <>
      {booking.status_actions.map((s) => {
        const Icon = ACTION_ICONS[s];
        return (
          <button
            key={s}
            type="button"
            onClick={() => setTarget(s)}
            className={s === "canceled" ? buttonClass.danger : buttonClass.secondary}
            data-testid={`status-action-${s}`}
          >
            <Icon aria-hidden className="size-4" />
            {t(`status_action.${s}`)}
          </button>
        );
      })}
      {/* Cancelling has its own dialog: the penalty tier, the refund and where it goes. */}
      <CancelDialog booking={booking} open={target === "canceled"} onClose={() => setTarget(null)} asAdmin />
      <FormDialog
        open={target !== null && target !== "canceled"}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target ? t(`status_action.${target}_title`, { code: booking.code }) : ""}
        description={
          target
            ? t("status_action.intro", { from: t(`status.${booking.status}`), to: t(`status.${target}`) })
            : undefined
        }
        testId="status-dialog"
      >
        {target && target !== "canceled" ? (
          <StatusForm booking={booking} target={target} onClose={() => setTarget(null)} />
        ) : null}
      </FormDialog>
    </>
  );
}

// The reason of a status move, as the contract reads it (optional; "" means none).
const statusForm = z.object({ reason: statusInput.shape.reason });

function StatusForm({
  booking,
  target,
  onClose,
}: {
  booking: BookingDto;
  target: Exclude<Target, "canceled">;
  onClose: () => void;
}) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const fmt = useBookingFormat();
  const form = useContractForm(statusForm, { defaultValues: { reason: "" } });
  const send = useDialogWrite(booking.id, form, onClose);
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) =>
    send(() => bookingClient.setStatus(booking.id, { status: target, reason: input.reason })),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="status-form">
      <p className="text-sm text-slate-700">
        {t(`status_action.${target}_text`)}
        {/* The server records what is still owed as received (decision 013): say how much first. */}
        {statusSettlesBalance(target) && booking.remaining > 0
          ? ` ${t("status_action.settle_text", { amount: fmt.money(booking.remaining, booking.currency) })}`
          : null}
      </p>
      <ReasonField form={form} optional data-testid="status-reason" />
      <DialogButtons onCancel={onClose} cancelTestId="status-keep" loading={isSubmitting} data-testid="status-submit">
        {t(`status_action.${target}`)}
      </DialogButtons>
    </form>
  );
}

/** The reason of a rejection or a status move (at most 500 characters; the customer reads it). */
function ReasonField<T extends { reason?: string | null }>(
  props: Omit<React.ComponentProps<typeof TextareaField<T>>, "name" | "label" | "rows" | "maxLength">,
) {
  const { t } = useTranslation("booking_panel");
  return <TextareaField {...props} name={"reason" as Path<T>} label={t("review.reason")} rows={3} maxLength={500} />;
}
