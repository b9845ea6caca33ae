import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AgentDetailDto } from "#app/modules/agent/agent.contract";
import type { AgentEvent, AgentStatus } from "#app/modules/agent/agent.rules";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";
import { Badge } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";

const STATUS_TONES: Record<AgentStatus, "amber" | "green" | "red" | "slate"> = {
  applied: "amber",
  approved: "green",
  rejected: "red",
  suspended: "slate",
};

/** An agent's or an application's status, in the reader's language. */
export function AgentStatusBadge({ status, testId }: { status: AgentStatus; testId?: string }) {
  const { t } = useTranslation("agent");
  return (
    <Badge tone={STATUS_TONES[status]} testId={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Moments (an application, a review) in the reader's language and the agency's time zone. */
export function useAgentFormat() {
  const { locale } = useRootBasics();
  return useMemo(() => {
    const moment = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: AGENCY_TIME_ZONE });
    const day = dateTimeFormat(locale, { dateStyle: "medium", timeZone: AGENCY_TIME_ZONE });
    const read = (iso: string) => new Date(iso);
    return {
      dateTime: (iso: string) => (Number.isNaN(read(iso).getTime()) ? iso : moment.format(read(iso))),
      date: (iso: string) => (Number.isNaN(read(iso).getTime()) ? iso : day.format(read(iso))),
    };
  }, [locale]);
}

/** A label and its value in a description list. */
export function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const EVENT_DOTS: Record<AgentEvent, string> = {
  applied: "bg-amber-500",
  approved: "bg-emerald-600",
  rejected: "bg-red-600",
  suspended: "bg-slate-500",
  reinstated: "bg-emerald-600",
};

/** The history of an application: each step, when, by whom (staff's view) and why. Newest first. */
export function AgentHistory({ events, showActor }: { events: AgentDetailDto["events"]; showActor: boolean }) {
  const { t } = useTranslation("agent");
  const fmt = useAgentFormat();
  // The API lists the history oldest first; the screen reads from the latest step down.
  const newestFirst = [...events].reverse();
  if (newestFirst.length === 0) return <p className="text-sm text-slate-600">{t("history.empty")}</p>;
  return (
    <ol className="space-y-3" data-testid="agent-history">
      {newestFirst.map((e) => (
        <li
          key={`${e.kind}-${e.created_at}`}
          className="flex gap-3"
          data-testid="agent-history-item"
          data-kind={e.kind}
        >
          <span aria-hidden className={`mt-1.5 size-2.5 shrink-0 rounded-full ${EVENT_DOTS[e.kind]}`} />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{t(`event.${e.kind}`)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={e.created_at}>{fmt.dateTime(e.created_at)}</time>
              {showActor && e.actor_name ? ` · ${e.actor_name}` : ""}
            </p>
            {e.reason ? (
              <p className="mt-1 text-sm break-words text-slate-800">
                {t("history.reason")}: {e.reason}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
