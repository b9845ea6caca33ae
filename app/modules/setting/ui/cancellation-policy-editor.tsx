import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cancellationPolicyInput, type CancellationPolicyDto } from "#app/shared/cancellation-policy.contract";
import { handleWriteError } from "#app/shared/http/panel-api";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { cancellationPolicyClient } from "#app/modules/setting/setting.api-client";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

type Row = { from_days: string; kind: "percent" | "fixed"; value: string };
/** The tiers as typed: days and amounts as text, money in major units. */
export type PolicyFieldValues = { tiers: Row[]; admin_fee: string };
/**
 * A form that holds the tiers under `cancellation_policy` (this screen's and the package editor's):
 * the fields below register there whatever else the form holds.
 */
export type PolicyHostForm = UseFormReturn<{ cancellation_policy: PolicyFieldValues }>;
type Money = ReturnType<typeof useSiteMoney>;

export function policyToFields(p: CancellationPolicyDto, money: Pick<Money, "toField">): PolicyFieldValues {
  return {
    tiers: p.tiers.map((r) => ({
      from_days: String(r.from_days),
      kind: r.fixed !== null ? "fixed" : "percent",
      value: r.fixed !== null ? money.toField(r.fixed) : String(r.percent ?? 0),
    })),
    admin_fee: money.toField(p.admin_fee),
  };
}

/** What was typed as the contract's input (checked by `cancellationPolicyInput` after). */
export function policyFromFields(v: PolicyFieldValues, money: Pick<Money, "fromField">) {
  return {
    tiers: v.tiers.map((r) => ({
      from_days: Number(r.from_days),
      percent: r.kind === "percent" ? Number(r.value) : null,
      fixed: r.kind === "fixed" ? (money.fromField(r.value) ?? Number.NaN) : null,
    })),
    admin_fee: money.fromField(v.admin_fee) ?? 0,
  };
}

/** A refusal of the tiers in the reader's language (the contract's messages are error keys). */
export function policyProblem(message: string | undefined, t: (key: string) => string): string {
  return message === "tier_days_distinct"
    ? t("errors:tier_days_distinct")
    : message === "tier_percent_or_fixed"
      ? t("errors:tier_percent_or_fixed")
      : t("refund:policy.invalid");
}

type Values = { cancellation_policy: PolicyFieldValues };
const KEY = ["panel", "setting", "cancellation-policy"] as const;

/**
 * The site's cancellation penalty tiers (docs/product.md §Cancellation and refunds): rows of
 * "from N days before departure, a percentage of the total or a fixed amount", added and removed,
 * plus the admin fee. Amounts typed in major units; the server checks days 0..365 distinct and
 * percent 0..100 (the same contract runs here first).
 */
export function CancellationPolicyEditor() {
  const { t } = useTranslation(["refund", "catalog_admin"]);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => cancellationPolicyClient.get(signal),
    staleTime: 0,
  });
  return (
    <FormSection title={t("policy.title")} testId="cancellation-policy">
      <p className="mb-4 text-sm text-slate-600">{t("policy.intro")}</p>
      {query.data ? (
        <PolicyForm policy={query.data.data} />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t("catalog_admin:ui.unavailable")}
        </p>
      ) : (
        <p role="status" className="text-slate-600">
          {t("catalog_admin:ui.loading")}
        </p>
      )}
    </FormSection>
  );
}

function PolicyForm({ policy }: { policy: CancellationPolicyDto }) {
  const { t } = useTranslation(["refund", "catalog_admin"]);
  const money = useSiteMoney();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: { cancellation_policy: policyToFields(policy, money) } });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (v) => {
    const checked = cancellationPolicyInput.safeParse(policyFromFields(v.cancellation_policy, money));
    if (!checked.success) {
      setProblem(policyProblem(checked.error.issues[0]?.message, t));
      return;
    }
    setProblem(null);
    try {
      const res = await cancellationPolicyClient.update(checked.data);
      toast.success(res.message);
      form.reset({ cancellation_policy: policyToFields(res.data, money) });
      await queryClient.invalidateQueries({ queryKey: KEY });
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="policy-form">
      <PolicyTierFields form={form} />
      {problem ? (
        <p role="alert" className="text-sm text-red-700" data-testid="policy-problem">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end">
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("catalog_admin:ui.saving")}
          data-testid="policy-save"
        >
          {t("policy.save")}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The tier rows (from N days: a percentage or a fixed amount), add and remove, and the admin fee:
 * the settings screen's and the package editor's (each submits them its own way).
 */
export function PolicyTierFields({ form }: { form: PolicyHostForm }) {
  const { t } = useTranslation(["refund", "catalog_admin"]);
  const money = useSiteMoney();
  const tiers = useFieldArray({ control: form.control, name: "cancellation_policy.tiers" });
  return (
    <>
      <ul className="space-y-3">
        {tiers.fields.map((field, i) => (
          <li
            key={field.id}
            className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
            data-testid="policy-tier"
          >
            <FormField label={t("policy.from_days")} required>
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.register(`cancellation_policy.tiers.${i}.from_days`)}
                  type="number"
                  min={0}
                  max={365}
                  inputMode="numeric"
                  className={controlClass}
                />
              )}
            </FormField>
            <FormField label={t("policy.kind")}>
              {(a11y) => (
                <select {...a11y} {...form.register(`cancellation_policy.tiers.${i}.kind`)} className={controlClass}>
                  <option value="percent">{t("policy.kind_percent")}</option>
                  <option value="fixed">{t("policy.kind_fixed", { currency: money.symbol })}</option>
                </select>
              )}
            </FormField>
            <FormField label={t("policy.value")} required>
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.register(`cancellation_policy.tiers.${i}.value`)}
                  inputMode="decimal"
                  className={controlClass}
                />
              )}
            </FormField>
            <div className="flex items-end">
              <button
                type="button"
                className={buttonClass.iconDanger}
                onClick={() => tiers.remove(i)}
                data-testid="policy-remove"
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">{t("policy.remove", { n: i + 1 })}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ActionButton
        look="secondary"
        icon={Plus}
        onClick={() => tiers.append({ from_days: "", kind: "percent", value: "" })}
        data-testid="policy-add"
      >
        {t("policy.add")}
      </ActionButton>
      <FormField label={t("policy.admin_fee", { currency: money.symbol })} hint={t("policy.admin_fee_hint")}>
        {(a11y) => (
          <input
            {...a11y}
            {...form.register("cancellation_policy.admin_fee")}
            inputMode="decimal"
            className={controlClass}
          />
        )}
      </FormField>
    </>
  );
}
