import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PiggyBank } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { savingsClient, savingsKeys, savingsQueries } from "#app/modules/savings/savings.api-client";
import { type OpenPlanInput, openPlanInput } from "#app/modules/savings/savings.contract";
import { ApiError, isAbort } from "#app/shared/http/client";
import { MoneyField, NumberField } from "#app/shared/ui/bound-fields";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { PlanStatusBadge, usePlanTitle, useSavingsFormat } from "./plan-parts";

const ALL = { page: 1, limit: 50, search: "", status: "", overdue: "" };

/**
 * /panel/savings for a customer (decision 084, docs/product.md §Savings plans): their plans with
 * balance and months, and the form that opens a new one.
 */
export function MySavings() {
  const { t } = useTranslation("savings");
  const fmt = useSavingsFormat();
  const title = usePlanTitle();
  const query = useQuery(savingsQueries.list(ALL));
  const plans = query.data?.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t("ui.my_title")} description={t("ui.my_intro")} />
      {plans === undefined ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          {query.isError ? t("ui.load_failed") : t("ui.loading")}
        </p>
      ) : plans.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          <PiggyBank aria-hidden className="size-5 shrink-0" />
          {t("ui.my_empty")}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="my-plans">
          {plans.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="my-plan">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  to={`/panel/savings/${p.id}`}
                  className="min-w-0 font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  data-testid="my-plan-link"
                >
                  {title(p)}
                </Link>
                <PlanStatusBadge status={p.status} />
              </div>
              {p.package ? <p className="mt-1 font-mono text-sm text-slate-600">{p.code}</p> : null}
              <p className="mt-2 text-sm text-slate-800">
                {t("ui.balance_line", {
                  balance: fmt.money(p.balance, p.currency),
                  target: fmt.money(p.target_amount, p.currency),
                })}
              </p>
              <p className="text-sm text-slate-600">
                {t("ui.months_of", { paid: p.months_paid, count: p.months })}
                {p.months_overdue > 0 ? ` · ${t("ui.overdue_count", { count: p.months_overdue })}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <OpenPlanForm />
    </div>
  );
}

/** Target, months and monthly amount (an empty monthly amount is suggested as target ÷ months). */
function OpenPlanForm() {
  const { t } = useTranslation("savings");
  const money = useSiteMoney();
  const { fromField } = money;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      z
        .object({ target_amount: z.string(), months: z.string(), monthly_amount: z.string() })
        .transform(
          (v): OpenPlanInput => ({
            target_amount: fromField(v.target_amount) as number,
            months: v.months === "" ? Number.NaN : Number(v.months),
            monthly_amount: fromField(v.monthly_amount) as number,
          }),
        )
        .pipe(openPlanInput),
    [fromField],
  );
  const form = useContractForm(schema, {
    defaultValues: { target_amount: "", months: "12", monthly_amount: "" },
    shouldFocusError: true,
  });
  const suggest = () => {
    const target = fromField(form.getValues("target_amount"));
    const months = Number(form.getValues("months"));
    if (form.getValues("monthly_amount") || !target || !months || Number.isNaN(target)) return;
    form.setValue("monthly_amount", money.toField(Math.ceil(target / months)));
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await savingsClient.open(input);
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: savingsKeys.lists() });
      await navigate(`/panel/savings/${res.data.id}`);
    } catch (err) {
      // A refusal was toasted, translated, by the shared error handler.
      if (isAbort(err) || err instanceof ApiError) return;
      toast.error(t("ui.unavailable"));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-8" data-testid="open-plan-form">
      <FormSection title={t("ui.open_title")} description={t("ui.open_intro")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField form={form} name="target_amount" label={t("ui.target")} required internal testId="open-target" />
          <NumberField
            form={form}
            name="months"
            label={t("ui.months")}
            required
            min={1}
            onBlur={suggest}
            data-testid="open-months"
          />
          <MoneyField
            form={form}
            name="monthly_amount"
            label={t("ui.monthly")}
            hint={t("ui.monthly_hint")}
            required
            internal
            testId="open-monthly"
          />
        </div>
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("ui.working")}
          className="mt-4 w-full sm:w-auto"
          data-testid="open-submit"
        >
          {t("ui.open_submit")}
        </SubmitButton>
      </FormSection>
    </form>
  );
}
