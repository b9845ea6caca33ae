import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Banknote, CreditCard } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TransferAmount } from "#app/modules/payment/ui/transfer-amount";
import { useRootData } from "#app/modules/account/ui/root-data";
import {
  savingsClient,
  savingsKeys,
  savingsQueries,
  type TransferResponse,
} from "#app/modules/savings/savings.api-client";
import type { PlanDetailDto } from "#app/modules/savings/savings.contract";
import { ApiError, isAbort } from "#app/shared/http/client";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useSavingsFormat } from "./plan-parts";

/**
 * The customer's "pay this month" (docs/product.md §Savings plans): by bank transfer (the exact
 * amount with its unique code and the accounts, then "I have paid") or online (the provider's
 * checkout, back on this page after paying). Shown while the plan is open.
 */
export function PayThisMonth({ plan }: { plan: PlanDetailDto }) {
  const { t } = useTranslation("savings");
  const fmt = useSavingsFormat();
  const { user } = useRootData();
  const queryClient = useQueryClient();
  const providers = useQuery(savingsQueries.providers(plan.currency)).data?.data ?? [];
  const [busy, setBusy] = useState<"transfer" | "online" | "paid" | null>(null);
  // A transfer asked on this page, or one issued before and not yet told (after a reload).
  const [issued, setIssued] = useState<TransferResponse["data"] | null>(null);
  const waiting = issued?.deposit ?? plan.deposits.find((d) => d.status === "issued") ?? null;

  const fail = (err: unknown) => {
    // A refusal (409, 422) was toasted, translated, by the shared error handler.
    if (isAbort(err) || err instanceof ApiError) return;
    toast.error(t("ui.unavailable"));
  };
  const run = async (what: "transfer" | "online" | "paid", action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };
  const transfer = () =>
    run("transfer", async () => {
      const res = await savingsClient.transfer(plan.id);
      setIssued(res.data);
    });
  const online = (provider: (typeof providers)[number]["name"]) =>
    run("online", async () => {
      const res = await savingsClient.payOnline(plan.id, { provider });
      window.location.assign(res.data.checkout_url);
    });
  const told = () =>
    run("paid", async () => {
      if (!waiting) return;
      const res = await savingsClient.tellPaid(plan.id, waiting.id, {
        payer_name: user?.name ?? waiting.payer_name ?? "",
        payment_date: new Date().toISOString().slice(0, 10),
      });
      toast.success(res.message);
      setIssued(null);
      queryClient.setQueryData(savingsKeys.plan(plan.id), { data: res.data });
      await queryClient.invalidateQueries({ queryKey: savingsKeys.all });
    });

  if (plan.status !== "open") return null;
  return (
    <FormSection
      title={t("ui.pay_title")}
      description={t("ui.pay_intro", { amount: fmt.money(plan.monthly_amount, plan.currency) })}
      className="mt-6"
      testId="pay-month"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        {providers.map((p) => (
          <button
            key={p.name}
            type="button"
            className={buttonClass.primary}
            onClick={() => void online(p.name)}
            disabled={busy !== null}
            aria-busy={busy === "online" || undefined}
            data-testid="pay-online"
            data-provider={p.name}
          >
            <CreditCard aria-hidden className="size-5" />
            {busy === "online"
              ? t("ui.working")
              : providers.length > 1
                ? t("ui.pay_online_with", { provider: p.label })
                : t("ui.pay_online")}
          </button>
        ))}
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => void transfer()}
          disabled={busy !== null}
          aria-busy={busy === "transfer" || undefined}
          data-testid="pay-transfer"
        >
          <Banknote aria-hidden className="size-5" />
          {busy === "transfer" ? t("ui.working") : t("ui.pay_transfer")}
        </button>
      </div>
      {waiting ? (
        <div className="mt-4" data-testid="transfer-box">
          <TransferAmount payment={{ ...waiting, status: "pending" }} />
          {issued?.banks.length ? (
            <ul className="mt-3 space-y-2" data-testid="transfer-banks">
              {issued.banks.map((b) => (
                <li
                  key={`${b.bank_name}-${b.account_number}`}
                  className="rounded-lg border border-slate-200 p-3 text-sm"
                >
                  <span className="block font-semibold text-slate-900">{b.bank_name}</span>
                  <span className="block font-mono text-slate-900 select-all">{b.account_number}</span>
                  <span className="block text-slate-600">{t("ui.holder", { name: b.account_holder })}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            className={`${buttonClass.primary} mt-4 w-full sm:w-auto`}
            onClick={() => void told()}
            disabled={busy !== null}
            aria-busy={busy === "paid" || undefined}
            data-testid="transfer-paid"
          >
            {busy === "paid" ? t("ui.working") : t("ui.i_have_paid")}
          </button>
        </div>
      ) : null}
    </FormSection>
  );
}
