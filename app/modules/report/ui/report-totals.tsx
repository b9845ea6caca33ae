import { Banknote, HandCoins, PiggyBank, ReceiptText, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BookingReportDto } from "#app/modules/report/report.contract";
import type { ReportFilters, ReportFormat } from "./report-kit";

/** The amounts of the totals, each with its label and hint (`totals.<key>`, `totals.<key>_hint`). */
const MONEY_CARDS = [
  { key: "total", label: "totals.total", hint: "totals.total_hint", icon: Banknote, testId: "total-amount" },
  { key: "paid", label: "totals.paid", hint: "totals.paid_hint", icon: Wallet, testId: "total-paid" },
  {
    key: "outstanding",
    label: "totals.outstanding",
    hint: "totals.outstanding_hint",
    icon: Users,
    testId: "total-outstanding",
  },
  // Decision 043: refunds paid to the same bookings, and the payments left after them.
  {
    key: "refunded",
    label: "totals.refunded",
    hint: "totals.refunded_hint",
    icon: HandCoins,
    testId: "total-refunded",
  },
  {
    key: "net_revenue",
    label: "totals.net_revenue",
    hint: "totals.net_revenue_hint",
    icon: PiggyBank,
    testId: "total-net-revenue",
  },
] as const; // keys written out in full: test/i18n-keys.test.ts finds a key by its full name

/** The figures of every matching booking (not only the page shown). */
export function ReportTotals({
  report,
  fmt,
  status,
}: {
  report: BookingReportDto | undefined;
  fmt: ReportFormat;
  status: ReportFilters["status"];
}) {
  const { t } = useTranslation("report");
  const totals = report?.totals;
  const value = (s: string | undefined) => s ?? "…";
  return (
    <section aria-labelledby="report-totals" aria-busy={!report || undefined}>
      <h2 id="report-totals" className="sr-only">
        {t("totals.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 xl:grid-cols-6 print:grid-cols-6">
        <Card
          icon={<ReceiptText aria-hidden className="size-5" />}
          label={t("totals.bookings")}
          value={value(totals && fmt.number(totals.bookings))}
          hint={totals ? t("totals.pax", { count: totals.pax, pax: fmt.number(totals.pax) }) : ""}
          testId="total-bookings"
        />
        {MONEY_CARDS.map(({ key, label, hint, icon: Icon, testId }) => (
          <Card
            key={key}
            icon={<Icon aria-hidden className="size-5" />}
            label={t(label)}
            value={value(totals && fmt.money(totals[key]))}
            hint={t(hint)}
            testId={testId}
            attention={key === "outstanding" && Boolean(totals && totals.outstanding > 0)}
          />
        ))}
      </dl>
      {totals && status === "active" && totals.canceled > 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="total-canceled">
          {t("totals.canceled_left_out", { count: totals.canceled, n: fmt.number(totals.canceled) })}
        </p>
      ) : null}
    </section>
  );
}

function Card({
  icon,
  label,
  value,
  hint,
  testId,
  attention = false,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  hint: string;
  testId: string;
  attention?: boolean;
}) {
  return (
    <div
      className={`flex min-w-0 flex-col rounded-xl border bg-white p-3 shadow-sm sm:p-5 print:p-2 print:shadow-none ${
        attention ? "border-amber-300" : "border-slate-200"
      }`}
      data-testid={testId}
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span
          className={`no-print flex size-8 shrink-0 items-center justify-center rounded-lg ${
            attention ? "bg-amber-50 text-amber-800" : "bg-brand-50 text-brand-700"
          }`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 min-w-0">
        <span
          className="block text-lg font-semibold text-slate-900 tabular-nums sm:text-2xl xl:text-xl 2xl:text-2xl print:text-base"
          data-testid="total-value"
        >
          {value}
        </span>
        {hint ? <span className="mt-1 block text-xs text-slate-600 sm:text-sm">{hint}</span> : null}
      </dd>
    </div>
  );
}
