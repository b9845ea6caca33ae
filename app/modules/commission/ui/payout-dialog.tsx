import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DialogButtons, Detail } from "#app/modules/booking/ui/booking-kit";
import { DocumentUpload, UPLOAD_MAX_MB } from "#app/modules/booking/ui/document-upload";
import { commissionClient, commissionKeys, commissionQueries } from "#app/modules/commission/commission.api-client";
import { type LineDto, payoutInput } from "#app/modules/commission/commission.contract";
import { payoutNet } from "#app/modules/commission/commission.rules";
import { agencyToday } from "#app/shared/dates";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField } from "#app/shared/ui/bound-fields";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { FormField } from "#app/shared/ui/form-field";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useCommissionFormat } from "./commission-kit";

/** The payout's own fields as the form holds them (the agent and the lines come from the selection). */
const payoutForm = payoutInput.pick({ reference: true, paid_on: true }).extend({ receipt_file_id: z.string().min(1) });

/**
 * Pay one agent the chosen unpaid lines: the dialog shows their total, the reversals the agent
 * owes (the server nets every one of them into this payout) and the net; staff give the bank's
 * reference, the day the money left (today unless told) and the transfer's receipt (a private
 * upload), then confirm. 201: toasted, the lists read again. 409 (a line was paid meanwhile, or
 * the agent was suspended): `onRefused` with the server's translated message; the lists reload.
 */
export function PayoutDialog({
  lines,
  open,
  onClose,
  onPaid,
  onRefused,
}: {
  /** The chosen lines, all of one agent and one currency. */
  lines: LineDto[];
  open: boolean;
  onClose: () => void;
  onPaid: () => void;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation("commission");
  const agent = lines[0]?.agent;
  return (
    <FormDialog
      open={open && lines.length > 0}
      onOpenChange={(o) => !o && onClose()}
      title={agent ? t("payout.title", { name: agent.name }) : ""}
      description={t("payout.intro")}
      testId="payout-dialog"
    >
      {open && lines.length > 0 ? (
        <PayoutForm lines={lines} onClose={onClose} onPaid={onPaid} onRefused={onRefused} />
      ) : null}
    </FormDialog>
  );
}

function PayoutForm({
  lines,
  onClose,
  onPaid,
  onRefused,
}: {
  lines: LineDto[];
  onClose: () => void;
  onPaid: () => void;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation(["commission", "catalog_admin"]);
  const fmt = useCommissionFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const agent = lines[0].agent;
  const currency = lines[0].currency;
  const today = agencyToday(new Date());
  // What the server will net: every reversal the agent owes in this currency.
  const owedQuery = useQuery(commissionQueries.lines({ agent_id: agent.id, status: "owed", limit: 100 }));
  const owed = (owedQuery.data?.data ?? []).filter((l) => l.currency === currency);
  const chosenTotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const owedTotal = owed.reduce((sum, l) => sum + l.amount, 0);
  const net = payoutNet(lines, owed);
  const form = useContractForm(payoutForm, { defaultValues: { reference: "", paid_on: today, receipt_file_id: "" } });
  // "Saving…" only while the request runs, not while the confirmation is asked.
  const [sending, setSending] = useState(false);
  const money = (n: number) => fmt.money(n, currency);

  const submit = form.handleSubmit(async (input) => {
    if (net === null) return;
    const ok = await confirm({
      text: t("payout.confirm", { amount: money(net), name: agent.name, count: lines.length }),
      confirmLabel: t("payout.submit"),
    });
    if (!ok) return;
    setSending(true);
    try {
      const res = await commissionClient.pay({
        agent_id: agent.id,
        line_ids: lines.map((l) => l.id),
        reference: input.reference,
        paid_on: input.paid_on,
        receipt_file_id: input.receipt_file_id,
      });
      toast.success(res.message);
      onPaid();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      // Someone paid a line meanwhile (or the agent was suspended): nothing was written; the
      // selection no longer holds, the list is read again.
      if (err instanceof ApiError && err.status === 409) onRefused(err.message);
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
    }
  });

  const receiptError = form.formState.errors.receipt_file_id?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="payout-form">
      <dl className="grid grid-cols-1 gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-3">
        <Detail label={t("payout.chosen", { count: lines.length })} testId="payout-chosen">
          <span className="tabular-nums">{money(chosenTotal)}</span>
        </Detail>
        <Detail label={t("payout.owed", { count: owed.length })} testId="payout-owed">
          <span className="tabular-nums">{owedQuery.isPending ? "…" : money(owedTotal)}</span>
        </Detail>
        <Detail label={t("payout.net")} testId="payout-net">
          <span className="text-base font-semibold tabular-nums">
            {owedQuery.isPending ? "…" : money(net ?? chosenTotal + owedTotal)}
          </span>
        </Detail>
      </dl>
      {owed.length > 0 ? (
        <p className="text-sm text-slate-700" data-testid="payout-owed-note">
          {t("payout.owed_note", { count: owed.length, amount: money(-owedTotal) })}
        </p>
      ) : null}
      {net === null && !owedQuery.isPending ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900" data-testid="payout-not-positive">
          {t("payout.not_positive")}
        </p>
      ) : null}
      <InputField
        form={form}
        name="reference"
        label={t("payout.reference")}
        hint={t("payout.reference_hint")}
        required
        maxLength={120}
        autoComplete="off"
        data-testid="payout-reference"
      />
      <InputField
        form={form}
        name="paid_on"
        type="date"
        label={t("payout.paid_on")}
        required
        max={today}
        className="max-w-xs"
        data-testid="payout-paid-on"
      />
      <FormField
        label={t("payout.receipt")}
        hint={t("payout.receipt_hint", { max: UPLOAD_MAX_MB })}
        required
        error={receiptError}
      >
        {(a11y) => (
          <DocumentUpload
            a11y={a11y}
            testId="payout-receipt"
            onUploaded={(id) => form.setValue("receipt_file_id", id, { shouldDirty: true, shouldValidate: true })}
          />
        )}
      </FormField>
      <DialogButtons
        onCancel={onClose}
        loading={sending}
        disabled={net === null || owedQuery.isPending}
        data-testid="payout-submit"
      >
        {t("payout.submit")}
      </DialogButtons>
    </form>
  );
}
