import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { commissionClient, commissionQueries } from "#app/modules/commission/commission.api-client";
import { FilterDate } from "#app/shared/ui/list-controls";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { ColumnHeads } from "#app/shared/ui/table/column-heads";
import { useListParams } from "#app/shared/ui/use-list-params";
import { AgentLabel, useCommissionFormat } from "./commission-kit";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /panel/commission/report (staff with `commissions`): each agent's commissions over a period
 * (issue 29 item 5): earned and reversed in it, paid by payouts dated in it, payable now; the same
 * as an Excel file in the reader's language.
 */
export function CommissionReportScreen() {
  const { t } = useTranslation("commission");
  const list = useListParams();
  const fmt = useCommissionFormat();
  const from = DAY.test(list.get("from")) ? list.get("from") : "";
  const to = DAY.test(list.get("to")) ? list.get("to") : "";
  const query = useQuery({ ...commissionQueries.report({ from, to }), placeholderData: keepPreviousData });
  const rows = query.data?.data;
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
  const num = "px-3 py-2 text-right whitespace-nowrap tabular-nums text-slate-900";
  return (
    <div className="mx-auto max-w-7xl" data-testid="commission-report">
      <PageHeader
        title={t("report.title")}
        description={t("report.intro")}
        actions={
          <a
            href={commissionClient.reportHref({ from, to }, fmt.locale)}
            download
            className={buttonClass.secondary}
            data-testid="commission-report-xlsx"
          >
            <FileSpreadsheet aria-hidden className="size-4" />
            {t("report.excel")}
          </a>
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:max-w-md">
        <FilterDate
          label={t("report.from")}
          value={from}
          max={to || undefined}
          onChange={(v) => list.set({ from: v || null })}
          testId="commission-report-from"
        />
        <FilterDate
          label={t("report.to")}
          value={to}
          min={from || undefined}
          onChange={(v) => list.set({ to: v || null })}
          testId="commission-report-to"
        />
      </div>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("report.load_failed")}
        </p>
      ) : !rows ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          …
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("report.empty")}</p>
      ) : (
        // Scrolls sideways on a phone: focusable so keyboard users can scroll it.
        <section
          aria-label={t("report.title")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full text-sm" data-testid="commission-report-table">
            <caption className="sr-only">{t("report.title")}</caption>
            <thead className="bg-slate-50">
              <tr>
                <ColumnHeads
                  className={th}
                  columns={[
                    { label: t("report.agent") },
                    { label: t("report.earned"), end: true },
                    { label: t("report.reversed"), end: true },
                    { label: t("report.paid"), end: true },
                    { label: t("report.payable"), end: true },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((r) => (
                <tr key={`${r.agent.id}:${r.currency}`} data-testid="commission-report-row">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    <AgentLabel agent={r.agent} />
                  </th>
                  <td className={num}>{fmt.money(r.earned, r.currency)}</td>
                  <td className={num}>{fmt.money(r.reversed, r.currency)}</td>
                  <td className={num}>{fmt.money(r.paid, r.currency)}</td>
                  <td className={`${num} font-semibold`} data-testid="commission-report-payable">
                    {fmt.money(r.payable, r.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
