import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LineStatus } from "#app/modules/commission/commission.rules";
import { AGENCY_TIME_ZONE, dateTimeFormat, formatDay } from "#app/shared/dates";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import { Badge } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";

const STATUS_TONES: Record<LineStatus, "amber" | "green" | "red" | "slate"> = {
  unpaid: "amber",
  paid: "green",
  reversed: "slate",
  owed: "red",
};

/** A commission line's status, in the reader's language. */
export function LineStatusBadge({ status, testId }: { status: LineStatus; testId?: string }) {
  const { t } = useTranslation("commission");
  return (
    <Badge tone={STATUS_TONES[status]} testId={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Amounts in their own currency, days and moments in the reader's language (the agency's calendar). */
export function useCommissionFormat() {
  const { locale } = useRootBasics();
  return useMemo(() => {
    const day = dateTimeFormat(localeTag[locale], { dateStyle: "medium", timeZone: AGENCY_TIME_ZONE });
    return {
      locale,
      money: (minor: number, currency: string) => formatMoney(minor, currency as Currency, locale),
      /** A calendar day (YYYY-MM-DD): the payout's date. */
      day: (iso: string) => formatDay(iso, locale),
      /** The day of a moment (a line's creation), in the agency's calendar. */
      date: (iso: string) => {
        const d = new Date(iso);
        return Number.isNaN(d.getTime()) ? iso : day.format(d);
      },
    };
  }, [locale]);
}

/** The agent as staff recognise them: name and code. */
export function AgentLabel({ agent }: { agent: { name: string; code: string | null } }) {
  return (
    <span className="min-w-0">
      <span className="block font-medium break-words text-slate-900">{agent.name}</span>
      {agent.code ? <span className="block font-mono text-sm text-slate-600">{agent.code}</span> : null}
    </span>
  );
}
