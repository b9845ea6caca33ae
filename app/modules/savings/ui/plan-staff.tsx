import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useCan } from "#app/modules/account/ui/use-can";
import { type PlanActionResponse, savingsClient, savingsKeys } from "#app/modules/savings/savings.api-client";
import {
  closeInput,
  convertInput,
  counterDepositInput,
  type DepositDto,
  type PlanDetailDto,
} from "#app/modules/savings/savings.contract";
import { ApiError, isAbort } from "#app/shared/http/client";
import { InputField, MoneyField, SelectField } from "#app/shared/ui/bound-fields";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { type PaymentMethod, paymentMethod } from "#app/modules/booking/booking.contract";
import { controlClass } from "#app/shared/ui/form-field";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useSavingsFormat } from "./plan-parts";

const today = () => new Date().toISOString().slice(0, 10);

/** Stores the plan an action answered with, toasts its message and refreshes the lists. */
function useApplied(planId: number) {
  const { t } = useTranslation("savings");
  const queryClient = useQueryClient();
  return {
    done: async (res: PlanActionResponse) => {
      toast.success(res.message);
      queryClient.setQueryData(savingsKeys.plan(planId), { data: res.data });
      await queryClient.invalidateQueries({ queryKey: savingsKeys.lists() });
    },
    /** A refusal (409, 422) was toasted, translated, by the shared error handler. */
    failed: (err: unknown) => {
      if (isAbort(err) || err instanceof ApiError) return;
      toast.error(t("ui.unavailable"));
    },
  };
}

/** A deposit waiting for review (told transfer, counter money): confirm, or reject with a reason. */
export function DepositReview({ plan, deposit }: { plan: PlanDetailDto; deposit: DepositDto }) {
  const { t } = useTranslation("savings");
  const allowed = useCan("payments_confirm");
  const confirm = useConfirm();
  const fmt = useSavingsFormat();
  const applied = useApplied(plan.id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  // An online deposit is confirmed by its provider's signed word, never by hand (the API refuses
  // it 409, docs/product.md §Online payments): no buttons to press in vain.
  const byProvider = paymentMethod(deposit.method as PaymentMethod)?.confirmedBy === "provider";
  if (!allowed || deposit.status !== "pending" || plan.status !== "open" || byProvider) return null;
  const act = async (send: () => Promise<PlanActionResponse>) => {
    setBusy(true);
    try {
      await applied.done(await send());
      setRejecting(false);
    } catch (err) {
      applied.failed(err);
    } finally {
      setBusy(false);
    }
  };
  const approve = async () => {
    const amount = fmt.money(deposit.transfer_amount ?? deposit.amount, deposit.currency);
    if (await confirm({ text: t("ui.confirm_deposit_text", { amount }), confirmLabel: t("ui.confirm_deposit") }))
      await act(() => savingsClient.confirm(plan.id, deposit.id));
  };
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="deposit-review">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={busy}
          onClick={() => void approve()}
          data-testid="deposit-confirm"
        >
          {t("ui.confirm_deposit")}
        </button>
        <button
          type="button"
          className={buttonClass.danger}
          disabled={busy}
          onClick={() => setRejecting((v) => !v)}
          aria-expanded={rejecting}
          data-testid="deposit-reject"
        >
          {t("ui.reject_deposit")}
        </button>
      </div>
      {rejecting ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) void act(() => savingsClient.reject(plan.id, deposit.id, { reason }));
          }}
        >
          <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800">
            {t("ui.reject_reason")}
            <input
              className={`${controlClass} mt-1`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              maxLength={500}
              data-testid="deposit-reject-reason"
            />
          </label>
          <button type="submit" className={buttonClass.danger} disabled={busy || !reason.trim()}>
            {t("ui.reject_submit")}
          </button>
        </form>
      ) : null}
    </div>
  );
}

const COUNTER = ["cash", "debit_card", "cheque"] as const;

/** Money taken at the counter for the plan (payments_record); another member of staff confirms it. */
export function CounterDeposit({ plan }: { plan: PlanDetailDto }) {
  const { t } = useTranslation("savings");
  const allowed = useCan("payments_record");
  const money = useSiteMoney();
  const { fromField } = money;
  const applied = useApplied(plan.id);
  const schema = useMemo(
    () =>
      z
        .object({
          amount: z.string(),
          method: z.string(),
          payer_name: z.string(),
          payment_date: z.string(),
          reference: z.string(),
        })
        .transform(
          (v): z.input<typeof counterDepositInput> => ({
            amount: fromField(v.amount) as number,
            method: v.method as z.input<typeof counterDepositInput>["method"],
            payer_name: v.payer_name,
            payment_date: v.payment_date,
            reference: v.reference,
          }),
        )
        .pipe(counterDepositInput),
    [fromField],
  );
  const empty = {
    amount: money.toField(plan.monthly_amount),
    method: "cash",
    payer_name: plan.customer.name,
    payment_date: today(),
    reference: "",
  };
  const form = useContractForm(schema, { defaultValues: empty, shouldFocusError: true });
  if (!allowed || plan.status !== "open") return null;
  const submit = form.handleSubmit(async (input) => {
    try {
      await applied.done(await savingsClient.counterDeposit(plan.id, input));
      form.reset(empty);
    } catch (err) {
      applied.failed(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="counter-deposit-form">
      <FormSection title={t("ui.counter_title")} description={t("ui.counter_intro")} className="mt-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField form={form} name="amount" label={t("ui.amount")} required testId="counter-amount" />
          <SelectField
            form={form}
            name="method"
            label={t("ui.counter_method")}
            required
            options={COUNTER.map((m) => ({ value: m, label: t(`ui.method.${m}`) }))}
          />
          <InputField form={form} name="payer_name" label={t("ui.payer_name")} required />
          <InputField form={form} name="payment_date" label={t("ui.payment_date")} required type="date" />
          <InputField form={form} name="reference" label={t("ui.reference")} optional className="sm:col-span-2" />
        </div>
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("ui.working")}
          className="mt-4 w-full sm:w-auto"
          data-testid="counter-submit"
        >
          {t("ui.counter_submit")}
        </SubmitButton>
      </FormSection>
    </form>
  );
}

/** The plan's balance becomes a booking's payments: the booking's id, then a confirmation. */
export function ConvertPlan({ plan }: { plan: PlanDetailDto }) {
  const { t } = useTranslation("savings");
  const allowed = useCan("bookings_manage");
  const confirm = useConfirm();
  const fmt = useSavingsFormat();
  const applied = useApplied(plan.id);
  const form = useContractForm(convertInput, { defaultValues: { booking_id: "" }, shouldFocusError: true });
  if (!allowed || plan.status !== "open") return null;
  const submit = form.handleSubmit(async ({ booking_id }) => {
    const ok = await confirm({
      title: t("ui.convert_title"),
      text: t("ui.convert_confirm", { balance: fmt.money(plan.balance, plan.currency), booking: booking_id }),
      confirmLabel: t("ui.convert_submit"),
    });
    if (!ok) return;
    try {
      await applied.done(await savingsClient.convert(plan.id, booking_id));
    } catch (err) {
      applied.failed(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="convert-form">
      <FormSection title={t("ui.convert_title")} description={t("ui.convert_intro")} className="mt-6">
        <InputField
          form={form}
          name="booking_id"
          label={t("ui.booking_id")}
          hint={t("ui.booking_id_hint")}
          required
          autoComplete="off"
          spellCheck={false}
          data-testid="convert-booking"
        />
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("ui.working")}
          className="mt-4 w-full sm:w-auto"
          data-testid="convert-submit"
        >
          {t("ui.convert_submit")}
        </SubmitButton>
      </FormSection>
    </form>
  );
}

/** Close without a booking: the admin fee and the reason; the balance less the fee is owed back. */
export function ClosePlan({ plan }: { plan: PlanDetailDto }) {
  const { t } = useTranslation("savings");
  const allowed = useCan("bookings_manage");
  const confirm = useConfirm();
  const money = useSiteMoney();
  const { fromField } = money;
  const applied = useApplied(plan.id);
  const schema = useMemo(
    () =>
      z
        .object({ admin_fee: z.string(), reason: z.string() })
        .transform(
          (v): z.input<typeof closeInput> => ({
            admin_fee: v.admin_fee === "" ? 0 : (fromField(v.admin_fee) as number),
            reason: v.reason,
          }),
        )
        .pipe(closeInput),
    [fromField],
  );
  const form = useContractForm(schema, { defaultValues: { admin_fee: "", reason: "" }, shouldFocusError: true });
  if (!allowed || plan.status !== "open") return null;
  const submit = form.handleSubmit(async (input) => {
    const refund = Math.max(0, plan.balance - (input.admin_fee ?? 0));
    const ok = await confirm({
      title: t("ui.close_title"),
      text: t("ui.close_confirm", { refund: money.format(refund) }),
      confirmLabel: t("ui.close_submit"),
      danger: true,
    });
    if (!ok) return;
    try {
      await applied.done(await savingsClient.close(plan.id, input));
    } catch (err) {
      applied.failed(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="close-form">
      <FormSection title={t("ui.close_title")} description={t("ui.close_intro")} className="mt-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField form={form} name="admin_fee" label={t("ui.admin_fee")} optional internal testId="close-fee" />
          <InputField form={form} name="reason" label={t("ui.close_reason")} required data-testid="close-reason" />
        </div>
        <button
          type="submit"
          className={`${buttonClass.danger} mt-4 w-full sm:w-auto`}
          disabled={form.formState.isSubmitting}
          data-testid="close-submit"
        >
          {t("ui.close_submit")}
        </button>
      </FormSection>
    </form>
  );
}
