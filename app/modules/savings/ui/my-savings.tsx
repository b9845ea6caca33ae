import { useQuery } from "@tanstack/react-query";
import { PiggyBank } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { savingsQueries } from "#app/modules/savings/savings.api-client";
import { PageHeader } from "#app/shared/ui/page-header";
import { OpenPlanForm } from "./open-plan-form";
import { PlanRoomType, PlanStatusBadge, usePlanTitle, useSavingsFormat } from "./plan-parts";

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
              <PlanRoomType plan={p} className="mt-1 text-sm text-slate-700" />
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
      <OpenPlanForm className="mt-8" />
    </div>
  );
}
