import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Banknote } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { refundPayInput, type RefundDto } from "#app/modules/booking/refund.contract";
import { refundClient, refundKeys } from "#app/modules/payment/payment.api-client";
import { InputField } from "#app/shared/ui/bound-fields";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { FormField } from "#app/shared/ui/form-field";
import { CardList } from "#app/shared/ui/list-kit";
import { handleWriteError } from "#app/shared/http/panel-api";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { DialogButtons, Detail, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { BookingCodeLink } from "#app/modules/booking/ui/booking-link";
import { DocumentUpload, UPLOAD_MAX_MB } from "#app/modules/booking/ui/document-upload";
import { FileLink } from "#app/modules/payment/ui/booking-sections";
import { RefundAccount, RefundStatusBadge, refundWriteKeys } from "#app/modules/payment/ui/refund-sections";

type Tab = "due" | "paid";

/**
 * /panel/refunds (admin): the refunds to pay back, oldest first, and those paid; "Mark paid"
 * asks for the transfer's reference and an optional receipt, then a confirmation.
 */
export function RefundList() {
  const { t } = useTranslation(["refund", "catalog_admin"]);
  const [tab, setTab] = useState<Tab>("due");
  const [paying, setPaying] = useState<RefundDto | null>(null);
  const list = useQuery({
    queryKey: refundKeys.list(tab, 1),
    queryFn: ({ signal }) => refundClient.list({ status: tab, limit: 100 }, signal),
  });
  const rows = list.data?.data ?? [];
  return (
    <div data-testid="refund-list">
      <PageHeader title={t("list.title")} description={t("list.intro")} />
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">{t("list.filter")}</legend>
        {(["due", "paid"] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={tab === s}
            onClick={() => setTab(s)}
            className={tab === s ? buttonClass.primary : buttonClass.secondary}
            data-testid={`refund-tab-${s}`}
          >
            {s === "due" ? t("list.tab_due") : t("list.tab_paid")}
          </button>
        ))}
      </fieldset>
      <CardList
        query={list}
        rows={rows}
        empty={tab === "due" ? t("list.empty_due") : t("list.empty_paid")}
        emptyTestId="refunds-empty"
      >
        {(r) => <RefundCard key={r.id} refund={r} onPay={() => setPaying(r)} />}
      </CardList>
      <FormDialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title={paying ? t("pay.title", { code: paying.booking_code }) : ""}
        description={t("pay.intro")}
        testId="refund-pay-dialog"
      >
        {paying ? <PayForm refund={paying} onClose={() => setPaying(null)} /> : null}
      </FormDialog>
    </div>
  );
}

function RefundCard({ refund: r, onPay }: { refund: RefundDto; onPay: () => void }) {
  const { t } = useTranslation("refund");
  const fmt = useBookingFormat();
  const money = (n: number) => fmt.money(n, r.currency);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="refund-row" data-code={r.booking_code}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-semibold text-slate-900 tabular-nums">{money(r.amount)}</p>
          <p className="text-sm text-slate-700">
            {r.booking_id ? (
              <BookingCodeLink id={r.booking_id} code={r.booking_code} testId="refund-booking" />
            ) : (
              <span className="font-mono font-semibold" data-testid="refund-booking">
                {r.booking_code}
              </span>
            )}{" "}
            · {r.customer.name}
          </p>
        </div>
        <RefundStatusBadge status={r.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:grid-cols-5">
        <Detail label={t("field.reason")}>
          {r.reason === "cancellation" ? t("reason.cancellation") : t("reason.late_payment")}
        </Detail>
        <Detail label={t("field.paid_total")}>{money(r.paid_total)}</Detail>
        <Detail label={t("field.penalty")}>{money(r.penalty + r.admin_fee)}</Detail>
        <Detail label={t("field.created_at")}>{fmt.dateTime(r.created_at)}</Detail>
        {r.amount > 0 ? (
          <Detail label={t("field.account")} className="col-span-2" testId="refund-account">
            <RefundAccount account={r.account} />
          </Detail>
        ) : null}
      </dl>
      {r.status === "paid" ? (
        // Paid back: when, by whom, the transfer's reference and its receipt.
        <dl
          className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-3 text-sm lg:grid-cols-4"
          data-testid="refund-paid"
        >
          <Detail label={t("field.paid_at")} testId="refund-paid-at">
            {r.paid_at ? fmt.dateTime(r.paid_at) : null}
          </Detail>
          <Detail label={t("field.paid_by")} testId="refund-paid-by">
            {r.paid_by?.name ?? (r.amount === 0 ? t("field.paid_by_none") : null)}
          </Detail>
          <Detail label={t("field.reference")}>{r.reference}</Detail>
          <Detail label={t("field.proof")} testId="refund-proof">
            {r.proof_url ? (
              <FileLink href={r.proof_url} label={t("field.proof_open")} testId="refund-proof-link" />
            ) : null}
          </Detail>
        </dl>
      ) : null}
      {r.status === "due" ? (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <button type="button" className={buttonClass.primary} onClick={onPay} data-testid="refund-pay">
            <Banknote aria-hidden className="size-4" />
            {t("pay.open")}
            <span className="sr-only"> {r.booking_code}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}

const payForm = z.object({ reference: refundPayInput.shape.reference, proof_file_id: z.string().default("") });

function PayForm({ refund, onClose }: { refund: RefundDto; onClose: () => void }) {
  const { t } = useTranslation(["refund", "catalog_admin"]);
  const fmt = useBookingFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const form = useContractForm(payForm, { defaultValues: { reference: "", proof_file_id: "" } });
  // "Saving…" only while the request runs, not while the confirmation is still asked
  // (react-hook-form's isSubmitting covers the whole handler, the question included).
  const [sending, setSending] = useState(false);
  const submit = form.handleSubmit(async (input) => {
    const ok = await confirm({
      text: t("pay.confirm", { amount: fmt.money(refund.amount, refund.currency), name: refund.customer.name }),
      confirmLabel: t("pay.submit"),
    });
    if (!ok) return;
    setSending(true);
    try {
      const res = await refundClient.pay(refund.id, {
        reference: input.reference,
        proof_file_id: input.proof_file_id || null,
      });
      toast.success(res.message);
      onClose();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    } finally {
      setSending(false);
      await Promise.all(refundWriteKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="refund-pay-form">
      <p className="text-sm text-slate-700">
        {t("pay.amount", { amount: fmt.money(refund.amount, refund.currency), name: refund.customer.name })}
      </p>
      {/* Where to transfer it: the account the customer gave when cancelling. */}
      <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="refund-pay-account">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t("field.account")}</p>
        <RefundAccount account={refund.account} />
      </div>
      <InputField
        form={form}
        name="reference"
        label={t("field.reference")}
        hint={t("pay.reference_hint")}
        required
        maxLength={120}
        data-testid="refund-reference"
      />
      <FormField label={t("field.proof")} hint={t("pay.proof_hint", { max: UPLOAD_MAX_MB })} optional>
        {(a11y) => (
          <DocumentUpload
            a11y={a11y}
            testId="refund-proof"
            onUploaded={(id) => form.setValue("proof_file_id", id, { shouldDirty: true })}
          />
        )}
      </FormField>
      <DialogButtons onCancel={onClose} loading={sending} data-testid="refund-pay-submit">
        {t("pay.submit")}
      </DialogButtons>
    </form>
  );
}
