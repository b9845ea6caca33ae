import { useTranslation } from "react-i18next";
import type { LineDto, PayoutDto } from "#app/modules/commission/commission.contract";
import { AGENCY_TIME_ZONE, dateTimeFormat, formatDay } from "#app/shared/dates";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";

/** The agent's own commissions as `GET /commission/mine` answers them (read by the route in-process). */
export interface MyCommissions {
  totals: { currency: string; unpaid: number; owed: number; paid: number }[];
  lines: LineDto[];
  payouts: PayoutDto[];
}

const LINE_TONES = { unpaid: "amber", paid: "green", reversed: "slate", owed: "red" } as const;

function useFormat() {
  const { locale } = useRootBasics();
  const moment = dateTimeFormat(localeTag[locale], { dateStyle: "medium", timeZone: AGENCY_TIME_ZONE });
  return {
    money: (minor: number, currency: string) => formatMoney(minor, currency as Currency, locale),
    moment: (iso: string) => moment.format(new Date(iso)),
    day: (iso: string) => formatDay(iso, locale),
  };
}

/**
 * The agent's totals per currency: earned and not paid yet (net of reversals still owed), and
 * paid. `waiting` is the booking module's part (the bookings not yet paid in full), composed by
 * the route between them.
 */
export function MyCommissionTotals({ totals, waiting }: { totals: MyCommissions["totals"]; waiting: React.ReactNode }) {
  const { t } = useTranslation("agent");
  const fmt = useFormat();
  return (
    <div className="grid gap-3 sm:grid-cols-3" data-testid="agent-ws-totals">
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-4" data-testid="agent-ws-earned">
        <p className="text-sm font-medium text-brand-800">{t("commissions.earned")}</p>
        {totals.length === 0 ? (
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">—</p>
        ) : (
          totals.map((x) => (
            <p key={x.currency} className="mt-1 text-2xl font-bold break-words text-slate-900 tabular-nums">
              {fmt.money(x.unpaid + x.owed, x.currency)}
            </p>
          ))
        )}
        <p className="mt-1 text-xs text-slate-700">{t("commissions.earned_hint")}</p>
      </div>
      {waiting}
      <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="agent-ws-paid">
        <p className="text-sm font-medium text-emerald-900">{t("commissions.paid")}</p>
        {totals.length === 0 ? (
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">—</p>
        ) : (
          totals.map((x) => (
            <p key={x.currency} className="mt-1 text-2xl font-bold break-words text-slate-900 tabular-nums">
              {fmt.money(x.paid, x.currency)}
            </p>
          ))
        )}
        <p className="mt-1 text-xs text-slate-700">{t("commissions.paid_hint")}</p>
      </div>
    </div>
  );
}

/** /panel/agent/commissions: the agent's commission lines, newest first, and their payouts. */
export function MyCommissionLists({ data }: { data: MyCommissions }) {
  const { t } = useTranslation(["agent", "commission"]);
  const fmt = useFormat();
  return (
    <div className="space-y-6">
      <FormSection
        title={t("agent:commissions.lines_title")}
        description={t("agent:commissions.lines_intro")}
        testId="agent-commission-lines"
      >
        {data.lines.length === 0 ? (
          <p className="text-slate-700" data-testid="agent-commission-lines-empty">
            {t("agent:commissions.lines_empty")}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.lines.map((l) => (
              <li
                key={l.id}
                className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3"
                data-testid="agent-commission-line"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-mono font-semibold text-slate-900">{l.booking.code}</p>
                  <p className="text-sm text-slate-700">
                    {t(`commission:kind.${l.kind}`)} · <time dateTime={l.created_at}>{fmt.moment(l.created_at)}</time>
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className={`font-semibold tabular-nums ${l.amount < 0 ? "text-red-800" : "text-slate-900"}`}>
                    {fmt.money(l.amount, l.currency)}
                  </span>
                  <Badge tone={LINE_TONES[l.status]}>{t(`agent:commissions.status.${l.status}`)}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </FormSection>
      <FormSection title={t("agent:commissions.payouts_title")} testId="agent-commission-payouts">
        {data.payouts.length === 0 ? (
          <p className="text-slate-700">{t("agent:commissions.payouts_empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.payouts.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3"
                data-testid="agent-commission-payout"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{fmt.day(p.paid_on)}</p>
                  <p className="text-sm break-words text-slate-700">
                    {t("agent:commissions.reference", { reference: p.reference })} ·{" "}
                    {t("agent:commissions.line_count", { count: p.line_count })}
                  </p>
                </div>
                <span className="font-semibold text-slate-900 tabular-nums">{fmt.money(p.total, p.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </FormSection>
    </div>
  );
}
