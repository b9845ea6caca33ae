import { FileDown, FileText } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DepositDto, PlanDetailDto, PlanDto } from "#app/modules/savings/savings.contract";
import { type Currency, formatMoney } from "#app/shared/money";
import { pickLocale } from "#app/shared/translate";
import { useFormatDate } from "#app/shared/ui/format-date";
import { Badge } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";

/** Amounts and days of the savings screens, in the reader's language. */
export function useSavingsFormat() {
  const { locale } = useRootBasics();
  const date = useFormatDate();
  return useMemo(
    () => ({
      locale,
      date,
      money: (minor: number, currency: string) => formatMoney(minor, currency as Currency, locale),
    }),
    [locale, date],
  );
}

const STATUS_TONE = { open: "blue", converted: "green", closed: "slate" } as const;

export function PlanStatusBadge({ status }: { status: PlanDto["status"] }) {
  const { t } = useTranslation("savings");
  return (
    <Badge tone={STATUS_TONE[status as keyof typeof STATUS_TONE] ?? "slate"} testId="plan-status">
      {t(`ui.status.${status}`)}
    </Badge>
  );
}

/** What the plan saves for: its package (in the reader's language) or the estimated amount. */
export function usePlanTitle() {
  const { t } = useTranslation("savings");
  const { locale } = useRootBasics();
  return (plan: PlanDto) =>
    plan.package ? pickLocale(plan.package.name, locale) : t("ui.estimated", { code: plan.code });
}

/** The room type the plan saves for, in the reader's language (its names copied at opening); nothing without one. */
export function PlanRoomType({ plan, className }: { plan: PlanDto; className?: string }) {
  const { t } = useTranslation("savings");
  const { locale } = useRootBasics();
  if (!plan.room_type_name) return null;
  return (
    <span className={`block ${className ?? ""}`} data-testid="plan-room-type">
      {t("ui.room_type_line", { room: pickLocale(plan.room_type_name, locale) })}
    </span>
  );
}

/** The balance against the target, months paid of all, and months overdue. */
export function PlanSummary({ plan }: { plan: PlanDto }) {
  const { t } = useTranslation("savings");
  const fmt = useSavingsFormat();
  const pct = plan.target_amount > 0 ? Math.min(100, Math.round((plan.balance / plan.target_amount) * 100)) : 0;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="plan-summary">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-sm text-slate-600">{t("ui.balance")}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="plan-balance">
            {fmt.money(plan.balance, plan.currency)}
          </dd>
          <dd className="text-sm text-slate-600">
            {t("ui.of_target", { target: fmt.money(plan.target_amount, plan.currency) })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("ui.monthly")}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{fmt.money(plan.monthly_amount, plan.currency)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("ui.months_paid")}</dt>
          <dd className="font-semibold text-slate-900" data-testid="plan-months-paid">
            {t("ui.months_of", { paid: plan.months_paid, count: plan.months })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("ui.months_overdue")}</dt>
          <dd data-testid="plan-months-overdue">
            {plan.months_overdue > 0 ? (
              <Badge tone="red">{t("ui.overdue_count", { count: plan.months_overdue })}</Badge>
            ) : (
              <span className="font-semibold text-slate-900">0</span>
            )}
          </dd>
        </div>
      </dl>
      <PlanRoomType plan={plan} className="mt-3 text-sm text-slate-700" />
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t("ui.progress")}
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full bg-brand-600" style={{ width: `${pct}%` }} />
      </div>
      {plan.next_month && plan.status === "open" ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="plan-next">
          {t("ui.next_month", { month: plan.next_month.month, date: fmt.date(plan.next_month.due_on) })}
        </p>
      ) : null}
    </section>
  );
}

const MONTH_TONE = { paid: "green", overdue: "red", due: "slate" } as const;

/** The monthly schedule: each month's due day and whether it is paid, overdue or still to come. */
export function PlanSchedule({ plan }: { plan: PlanDetailDto }) {
  const { t } = useTranslation("savings");
  const fmt = useSavingsFormat();
  return (
    <section className="mt-6" aria-labelledby="plan-schedule-title">
      <h2 id="plan-schedule-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t("ui.schedule")}
      </h2>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="plan-schedule">
        {plan.schedule.map((m) => (
          <li
            key={m.month}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            data-state={m.state}
            data-testid="plan-month"
          >
            <span className="font-medium text-slate-900">{t("ui.month_n", { month: m.month })}</span>
            <span className="text-slate-600">{fmt.date(m.due_on)}</span>
            <span>
              <Badge tone={MONTH_TONE[m.state]}>{t(`ui.month_state.${m.state}`)}</Badge>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const DEPOSIT_TONE = {
  confirmed: "green",
  pending: "amber",
  issued: "blue",
  rejected: "red",
  failed: "red",
  expired: "slate",
} as const;

/**
 * A confirmed deposit's receipt (docs/product.md §Savings plans): its number, the printable page in
 * a new tab and the PDF in the reader's language (each counted as a print, a reprint says copy).
 * Shown to whoever sees the plan (its customer, staff who read plans).
 */
function DepositReceipt({ planId, deposit: d }: { planId: number; deposit: DepositDto }) {
  const { t } = useTranslation("savings");
  const { locale } = useRootBasics();
  const link = "inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2";
  return (
    <p className="flex flex-wrap items-center gap-x-4 text-slate-700" data-testid="deposit-receipt">
      <span>{t("ui.receipt", { number: d.receipt_number })}</span>
      <a
        href={`/panel/savings/${planId}/receipt/${d.id}`}
        target="_blank"
        rel="noopener noreferrer"
        className={link}
        data-testid="deposit-receipt-print"
      >
        <FileText aria-hidden className="size-4" />
        {t("ui.receipt_print")}
        <span className="sr-only"> ({t("ui.new_tab")})</span>
      </a>
      <a
        href={`/api/savings/${planId}/payment/${d.id}/receipt.pdf?lang=${locale}`}
        download={`${d.receipt_number}.pdf`}
        className={link}
        data-testid="deposit-receipt-pdf"
      >
        <FileDown aria-hidden className="size-4" />
        {t("ui.receipt_pdf")}
        <span className="sr-only"> ({d.receipt_number})</span>
      </a>
    </p>
  );
}

/** Every deposit, newest first, with its way, amount and status; `actions` adds a row's buttons (staff review). */
export function PlanDeposits({
  plan,
  actions,
}: {
  plan: PlanDetailDto;
  actions?: (deposit: DepositDto) => React.ReactNode;
}) {
  const { t } = useTranslation("savings");
  const fmt = useSavingsFormat();
  const deposits = [...plan.deposits].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <section className="mt-6" aria-labelledby="plan-deposits-title">
      <h2 id="plan-deposits-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t("ui.deposits")}
      </h2>
      {deposits.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t("ui.no_deposits")}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="plan-deposits">
          {deposits.map((d) => (
            <li
              key={d.id}
              className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
              data-testid="plan-deposit"
              data-status={d.status}
              data-method={d.method}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {fmt.money(d.transfer_amount ?? d.amount, d.currency)}
                </span>
                <Badge tone={DEPOSIT_TONE[d.status]} testId="deposit-status">
                  {t(`ui.deposit_status.${d.status}`)}
                </Badge>
              </div>
              <p className="mt-1 text-slate-600">
                {t(`ui.method.${d.method}`, { defaultValue: d.method })} · {fmt.date(d.payment_date)}
                {d.payer_name ? ` · ${d.payer_name}` : ""}
              </p>
              {d.receipt_number ? <DepositReceipt planId={plan.id} deposit={d} /> : null}
              {d.note ? <p className="text-slate-700">{d.note}</p> : null}
              {actions ? actions(d) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
