import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileSpreadsheet, Wallet } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  commissionClient,
  commissionQueries,
  type PayoutListParams,
} from "#app/modules/commission/commission.api-client";
import type { PayoutDto } from "#app/modules/commission/commission.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { ListEmpty, ListResults } from "#app/shared/ui/list-kit";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { PageTable } from "#app/shared/ui/page-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { AgentLabel, useCommissionFormat } from "./commission-kit";

/**
 * /panel/commission/payouts (staff with `commissions`): payouts to agents, newest first, paged by
 * the server, each with its Excel sheet (the lines it paid, in the reader's language).
 */
export function PayoutListScreen() {
  const { t } = useTranslation("commission");
  const list = useListParams();
  const fmt = useCommissionFormat();
  const agentId = /^\d+$/.test(list.get("agent_id")) ? list.get("agent_id") : "";
  const params: PayoutListParams = { page: list.page, limit: list.limit, agent_id: agentId };
  const query = useQuery({ ...commissionQueries.payouts(params), placeholderData: keepPreviousData });
  useClampPage(list, query.data?.meta);

  const columns = useMemo<ColumnDef<PayoutDto>[]>(
    () => [
      {
        id: "agent",
        header: () => t("payouts.column.agent"),
        cell: ({ row }) => {
          const p = row.original;
          return (
            <div className="min-w-0" data-testid="payout-agent">
              <AgentLabel agent={p.agent} />
              <span className="mt-1 block text-sm text-slate-600 sm:hidden">
                {fmt.day(p.paid_on)} · {p.reference}
              </span>
            </div>
          );
        },
        meta: { rowHeader: true, className: "whitespace-normal" },
      },
      recordColumn<PayoutDto>(
        "paid_on",
        () => t("payouts.column.paid_on"),
        (p) => <span className="whitespace-nowrap">{fmt.day(p.paid_on)}</span>,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<PayoutDto>(
        "reference",
        () => t("payouts.column.reference"),
        (p) => (
          <span className="break-all" data-testid="payout-reference">
            {p.reference}
          </span>
        ),
        { className: "hidden sm:table-cell whitespace-normal" },
      ),
      recordColumn<PayoutDto>(
        "lines",
        () => <span className="block text-right">{t("payouts.column.lines")}</span>,
        (p) => (
          <span className="block text-right tabular-nums" data-testid="payout-line-count">
            {p.line_count}
          </span>
        ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn<PayoutDto>(
        "total",
        () => <span className="block text-right">{t("payouts.column.total")}</span>,
        (p) => (
          <span className="block text-right font-semibold whitespace-nowrap tabular-nums" data-testid="payout-total">
            {fmt.money(p.total, p.currency)}
          </span>
        ),
      ),
      {
        id: "sheet",
        header: () => <span className="sr-only">{t("payouts.column.sheet")}</span>,
        cell: ({ row }) => {
          const p = row.original;
          return (
            <a
              href={commissionClient.sheetHref(p.id, fmt.locale)}
              download
              className={buttonClass.secondary}
              data-testid="payout-sheet"
            >
              <FileSpreadsheet aria-hidden className="size-4" />
              {t("payouts.sheet")}
              <span className="sr-only"> {p.reference}</span>
            </a>
          );
        },
        meta: { className: "w-px" },
      },
    ],
    [t, fmt],
  );

  return (
    <div className="mx-auto max-w-7xl" data-testid="commission-payouts">
      <PageHeader title={t("payouts.title")} description={t("payouts.intro")} />
      <ListResults query={query} list={list} loadFailed={t("payouts.load_failed")}>
        <PageTable
          rows={query.data?.data}
          columns={columns}
          caption={t("payouts.title")}
          testId="payout-table"
          empty={
            <ListEmpty
              icon={<Wallet aria-hidden className="size-6" />}
              filtered={Boolean(agentId)}
              title={t("payouts.empty")}
              text={t("payouts.empty_hint")}
              onClear={() => list.set({ agent_id: null })}
            />
          }
        />
      </ListResults>
    </div>
  );
}
