import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "#app/modules/account/ui/root-data";
import { savingsQueries } from "#app/modules/savings/savings.api-client";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { PageHeader } from "#app/shared/ui/page-header";
import { PayThisMonth } from "./plan-customer";
import { PlanDeposits, PlanSchedule, PlanStatusBadge, PlanSummary, usePlanTitle } from "./plan-parts";
import { ClosePlan, ConvertPlan, CounterDeposit, DepositReview } from "./plan-staff";

/**
 * /panel/savings/{id} (docs/product.md §Savings plans): one plan, its balance, months, schedule and
 * deposits; its customer pays this month (transfer or online); staff record counter money, review
 * deposits, convert the plan into a booking or close it (each as their permission allows).
 */
export function PlanPage({ id }: { id: number }) {
  const { t } = useTranslation("savings");
  const { user } = useRootData();
  const staff = user?.role === "admin";
  const title = usePlanTitle();
  const query = useQuery(savingsQueries.plan(id));
  const plan = query.data?.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={plan ? title(plan) : t("ui.plan_title")}
        description={
          plan
            ? [plan.package ? plan.code : null, staff ? plan.customer.name : null].filter(Boolean).join(" · ") ||
              undefined
            : undefined
        }
        back={{ to: "/panel/savings", label: t("ui.back") }}
        actions={plan ? <PlanStatusBadge status={plan.status} /> : null}
      />
      {plan ? (
        <div data-testid="plan-page" data-status={plan.status}>
          <PlanSummary plan={plan} />
          {plan.booking_id ? (
            <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="plan-booking">
              {t("ui.converted_into")}{" "}
              <Link
                to={`/panel/booking-history/${plan.booking_id}`}
                className="font-semibold underline underline-offset-2"
                data-testid="plan-booking-link"
              >
                {t("ui.open_booking")}
              </Link>
            </p>
          ) : null}
          {staff ? null : <PayThisMonth plan={plan} />}
          <PlanDeposits plan={plan} actions={staff ? (d) => <DepositReview plan={plan} deposit={d} /> : undefined} />
          <PlanSchedule plan={plan} />
          {staff ? (
            <>
              <CounterDeposit plan={plan} />
              <ConvertPlan plan={plan} />
              <ClosePlan plan={plan} />
            </>
          ) : null}
        </div>
      ) : query.isError ? (
        <LoadFailed backTo="/panel/savings" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
