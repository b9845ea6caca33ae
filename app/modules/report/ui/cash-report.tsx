import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import { BookingCodeLink } from "#app/modules/booking/ui/booking-link";
import { BranchFilter, BranchName, pickId, useBranchFilter } from "#app/modules/booking/ui/booking-origin-filters";
import { type CashReportQuery, reportClient, reportQueries } from "#app/modules/report/report.api-client";
import type { CashFigureDto, CashFiguresDto, CashLineDto, CashReportDto } from "#app/modules/report/report.contract";
import { agencyToday } from "#app/shared/dates";
import { DownloadLink } from "#app/shared/ui/buttons/download-link";
import { FilterDate } from "#app/shared/ui/list-controls";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { Badge, PageHeader } from "#app/shared/ui/page-header";
import { useListParams } from "#app/shared/ui/use-list-params";
import { type ReportFormat, useReportFormat } from "./report-kit";

/*
 * The daily cash report (docs/product.md §Counter payments): one day's money taken at the
 * counter per branch and cashier, what of it is confirmed, waiting and rejected, the day's totals
 * and its payments, and the same as Excel. The day and the branch live in the URL (`date`,
 * `branch_id`); the day is the agency's today unless chosen. Phone first: figures are cards that
 * sit two abreast on a phone and four on a wide screen, payments a list, not a wide table.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARTS = ["recorded", "confirmed", "pending", "rejected"] as const;
type Part = (typeof PARTS)[number];
const TONES = { confirmed: "green", pending: "amber", rejected: "red" } as const;

export function CashReportScreen() {
  const { t } = useTranslation("report");
  const { locale } = useRootData();
  const list = useListParams();
  // Staff of every branch choose a branch; a branch clerk's report is their branch's anyway.
  const byBranch = useBranchFilter();
  const today = agencyToday(new Date());
  const date = ISO_DAY.test(list.get("date")) ? list.get("date") : today;
  const branchId = byBranch ? pickId(list.get("branch_id")) : "";
  const query: CashReportQuery = branchId ? { date, branch_id: branchId } : { date };
  const report = useQuery({ ...reportQueries.cash(query, locale), placeholderData: keepPreviousData });
  const data = report.data;
  const fmt = useReportFormat(data?.currency ?? "IDR");

  return (
    <div className="mx-auto max-w-5xl" data-testid="cash-report">
      <PageHeader
        title={t("cash.title")}
        description={t("cash.intro")}
        actions={
          <DownloadLink href={reportClient.cashExportHref(query, locale)} icon={FileSpreadsheet} testId="cash-export">
            {t("export.excel")}
          </DownloadLink>
        }
      />
      <section aria-label={t("filters.label")} className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FilterDate
          label={t("cash.date")}
          value={date}
          max={today}
          onChange={(v) => list.set({ date: ISO_DAY.test(v) && v !== today ? v : null })}
          testId="cash-date"
        />
        {byBranch ? <BranchFilter value={branchId} onChange={(v) => list.set({ branch_id: v || null })} /> : null}
      </section>
      {report.isError && !data ? <LoadFailed text={t("cash.load_failed")} onRetry={report.refetch} /> : null}
      {!data ? (
        report.isError ? null : (
          <p className="text-sm text-slate-600" aria-busy="true">
            …
          </p>
        )
      ) : (
        <div className={report.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
          <CashTotals totals={data.totals} fmt={fmt} />
          {data.lines.length === 0 ? (
            <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              {t("cash.empty")}
            </p>
          ) : (
            <>
              <CashBranches report={data} fmt={fmt} />
              <CashLines report={data} fmt={fmt} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

function BranchLabel({ id }: { id: number | null }) {
  const { t } = useTranslation("report");
  return id === null ? t("cash.head_office") : <BranchName id={id} />;
}

/** One figure: its amount, and how many payments make it. */
function Figure({ figure, fmt }: { figure: CashFigureDto; fmt: ReportFormat }) {
  const { t } = useTranslation("report");
  return (
    <>
      <span className="block font-semibold text-slate-900 tabular-nums" data-testid="cash-amount">
        {fmt.money(figure.amount)}
      </span>
      <span className="block text-xs text-slate-600" data-testid="cash-count">
        {t("cash.payments", { count: figure.count })}
      </span>
    </>
  );
}

function CashTotals({ totals, fmt }: { totals: CashFiguresDto; fmt: ReportFormat }) {
  const { t } = useTranslation("report");
  return (
    <section aria-labelledby="cash-totals" data-testid="cash-totals">
      <h2 id="cash-totals" className="mb-3 text-lg font-semibold text-slate-900">
        {t("cash.totals_title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {PARTS.map((part) => (
          <div
            key={part}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid={`cash-total-${part}`}
          >
            <dt className="text-sm font-medium text-slate-700">{t(`cash.figure.${part}`)}</dt>
            <dd className="mt-1 text-lg">
              <Figure figure={totals[part]} fmt={fmt} />
            </dd>
            <dd className="mt-1 text-xs text-slate-500">{t(`cash.figure_hint.${part}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A cashier's (or a branch's) four figures side by side: two abreast on a phone. */
function FigureRow({ figures, fmt }: { figures: CashFiguresDto; fmt: ReportFormat }) {
  const { t } = useTranslation("report");
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      {PARTS.map((part: Part) => (
        <div key={part} data-testid={`cash-${part}`}>
          <dt className="text-xs text-slate-600">{t(`cash.figure.${part}`)}</dt>
          <dd>
            <Figure figure={figures[part]} fmt={fmt} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CashBranches({ report, fmt }: { report: CashReportDto; fmt: ReportFormat }) {
  const { t } = useTranslation("report");
  return (
    <section aria-labelledby="cash-by-cashier" className="mt-8">
      <h2 id="cash-by-cashier" className="mb-3 text-lg font-semibold text-slate-900">
        {t("cash.by_cashier")}
      </h2>
      <div className="space-y-4">
        {report.branches.map((b) => (
          <section
            key={b.branch_id ?? "head"}
            className="rounded-xl border border-slate-200 bg-white shadow-sm"
            data-testid="cash-branch"
            data-branch={b.branch_id ?? ""}
          >
            <h3 className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
              <BranchLabel id={b.branch_id} />
            </h3>
            <ul className="divide-y divide-slate-200">
              {b.cashiers.map((c) => (
                <li key={c.cashier?.id ?? "unknown"} className="px-4 py-3" data-testid="cash-cashier">
                  <span className="font-medium text-slate-900" data-testid="cash-cashier-name">
                    {c.cashier?.name || t("cash.cashier_unknown")}
                  </span>
                  <FigureRow figures={c} fmt={fmt} />
                </li>
              ))}
              <li className="bg-slate-50 px-4 py-3" data-testid="cash-branch-total">
                <span className="font-semibold text-slate-900">{t("cash.branch_total")}</span>
                <FigureRow figures={b} fmt={fmt} />
              </li>
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function CashLines({ report, fmt }: { report: CashReportDto; fmt: ReportFormat }) {
  const { t } = useTranslation(["report", "booking_panel"]);
  const manyBranches = report.branches.length > 1;
  return (
    <section aria-labelledby="cash-lines" className="mt-8">
      <h2 id="cash-lines" className="mb-3 text-lg font-semibold text-slate-900">
        {t("cash.lines_title")}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {report.lines.map((l: CashLineDto) => (
          <li key={l.id} className="px-4 py-3 text-sm" data-testid="cash-line">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {l.booking_id ? (
                <BookingCodeLink id={l.booking_id} code={l.booking_code} testId="cash-line-code" />
              ) : (
                <span className="font-mono font-semibold" data-testid="cash-line-code">
                  {l.booking_code}
                </span>
              )}
              <Badge
                tone={l.status in TONES ? TONES[l.status as keyof typeof TONES] : "slate"}
                testId="cash-line-status"
              >
                {t(`booking_panel:payment_status.${l.status}`)}
              </Badge>
              <span className="ml-auto font-semibold text-slate-900 tabular-nums" data-testid="cash-line-amount">
                {fmt.money(l.amount)}
              </span>
            </div>
            <p className="mt-1 text-slate-700">
              {t(`booking_panel:payment_method.${l.method}`)} · {l.payer_name}
              {l.reference ? (
                <>
                  {" · "}
                  <span className="font-mono text-xs">{l.reference}</span>
                </>
              ) : null}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              {t("cash.recorded_by", { name: l.cashier?.name || t("cash.cashier_unknown") })}
              {" · "}
              {fmt.dateTime(l.recorded_at)}
              {manyBranches ? (
                <>
                  {" · "}
                  <BranchLabel id={l.branch_id} />
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
