import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PiggyBank, Plus } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "#app/modules/account/ui/use-can";
import { savingsQueries } from "#app/modules/savings/savings.api-client";
import type { PlanDto } from "#app/modules/savings/savings.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { ListEmpty, ListResults, ListSearch, ParamSelect } from "#app/shared/ui/list-kit";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { PageTable } from "#app/shared/ui/page-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { PlanRoomType, PlanStatusBadge, usePlanTitle, useSavingsFormat } from "./plan-parts";

/**
 * /panel/savings for staff (bookings_view; docs/product.md §Savings plans): the branch's plans,
 * by status or only those with months overdue, with balance and months. Filters live in the URL.
 */
export function StaffPlans() {
  const { t } = useTranslation("savings");
  const fmt = useSavingsFormat();
  const title = usePlanTitle();
  const list = useListParams();
  // Opening a plan for a customer at the counter: those the API lets open one (bookings_manage).
  const mayOpen = useCan("bookings_manage");
  const params = {
    page: list.page,
    limit: list.limit,
    search: list.search,
    status: list.get("status"),
    overdue: list.get("overdue"),
  };
  const query = useQuery({ ...savingsQueries.list(params), placeholderData: keepPreviousData });
  useClampPage(list, query.data?.meta);

  const columns = useMemo<ColumnDef<PlanDto>[]>(
    () => [
      recordColumn<PlanDto>(
        "plan",
        () => t("ui.col_plan"),
        (p) => (
          <span className="block min-w-0">
            <Link
              to={`/panel/savings/${p.id}`}
              className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              data-testid="plan-link"
            >
              {p.code}
            </Link>
            <span className="block text-slate-900">{p.customer.name}</span>
            <span className="block text-sm text-slate-600">{title(p)}</span>
            <PlanRoomType plan={p} className="text-sm text-slate-600" />
          </span>
        ),
      ),
      recordColumn<PlanDto>(
        "balance",
        () => <span className="block text-right">{t("ui.balance")}</span>,
        (p) => (
          <span className="block text-right text-sm whitespace-nowrap">
            <span className="block font-semibold text-slate-900" data-testid="plan-row-balance">
              {fmt.money(p.balance, p.currency)}
            </span>
            <span className="block text-slate-600">
              {t("ui.of_target", { target: fmt.money(p.target_amount, p.currency) })}
            </span>
          </span>
        ),
      ),
      recordColumn<PlanDto>(
        "months",
        () => t("ui.months_paid"),
        (p) => (
          <span className="block space-y-1 text-sm">
            <span className="block">{t("ui.months_of", { paid: p.months_paid, count: p.months })}</span>
            {p.months_overdue > 0 ? (
              <Badge tone="red" testId="plan-row-overdue">
                {t("ui.overdue_count", { count: p.months_overdue })}
              </Badge>
            ) : null}
          </span>
        ),
      ),
      recordColumn<PlanDto>(
        "status",
        () => t("ui.col_status"),
        (p) => <PlanStatusBadge status={p.status} />,
      ),
    ],
    [t, fmt, title],
  );

  const filtered = Boolean(params.search || params.status || params.overdue);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("ui.staff_title")}
        description={t("ui.staff_intro")}
        actions={
          mayOpen ? (
            <Link
              to="/panel/savings/new"
              className={`${buttonClass.primary} w-full sm:w-auto`}
              data-testid="open-plan-action"
            >
              <Plus aria-hidden className="size-5" />
              {t("ui.open_action")}
            </Link>
          ) : null
        }
      />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] lg:items-end">
        <ListSearch list={list} label={t("ui.search")} className="col-span-2 lg:col-span-1" />
        <ParamSelect
          set={list.set}
          param="status"
          fallback=""
          label={t("ui.col_status")}
          value={params.status}
          options={[
            { value: "", label: t("ui.all_statuses") },
            ...(["open", "converted", "closed"] as const).map((s) => ({ value: s, label: t(`ui.status.${s}`) })),
          ]}
          testId="filter-status"
        />
        <ParamSelect
          set={list.set}
          param="overdue"
          fallback=""
          label={t("ui.months_overdue")}
          value={params.overdue}
          options={[
            { value: "", label: t("ui.all_plans") },
            { value: "1", label: t("ui.only_overdue") },
          ]}
          testId="filter-overdue"
        />
      </div>
      <ListResults query={query} list={list} loadFailed={t("ui.load_failed")} pagingWhenEmpty={false}>
        <PageTable
          rows={query.data?.data}
          columns={columns}
          caption={t("ui.staff_title")}
          testId="plans-table"
          empty={
            <ListEmpty
              icon={<PiggyBank aria-hidden className="size-6" />}
              filtered={filtered}
              title={t("ui.staff_title")}
              text={t("ui.staff_empty")}
              onClear={() => list.set({ search: "", status: "", overdue: "" })}
            />
          }
        />
      </ListResults>
    </div>
  );
}
