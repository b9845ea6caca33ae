import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Mail, MessageCircle, MonitorSmartphone } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { outboxQueries } from "#app/modules/notification/notification.api-client";
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type OutboxMessageDto,
} from "#app/modules/notification/notification.contract";
import { WHATSAPP_TEMPLATE_NAMES } from "#app/modules/notification/whatsapp.rules";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";
import { isLocale, localeTag } from "#app/shared/i18n/config";
import { CardList, LoadFailed, ParamSelect } from "#app/shared/ui/list-kit";
import { Badge, PageHeader } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";
import { pickParam, useListParams } from "#app/shared/ui/use-list-params";

/** How many of the latest messages the screen reads (the API gives at most 100). */
const LIMITS = ["20", "50", "100"] as const;
const DEFAULT_LIMIT = "50";
const NO_ROWS: OutboxMessageDto[] = [];

/**
 * /panel/messages (settings permission): the outbox's latest mails and WhatsApp messages, newest
 * first, filtered by channel and status in the URL: to whom, what, and where each stands. With
 * WhatsApp's development transport on, this is where its messages are read (decision 080).
 */
export function OutboxList() {
  const { t } = useTranslation("whatsapp");
  const list = useListParams();
  const channel = pickParam(list, "channel", OUTBOX_CHANNELS, "");
  const status = pickParam(list, "status", OUTBOX_STATUSES, "");
  const limit = pickParam(list, "limit", LIMITS, DEFAULT_LIMIT);
  const query = useQuery({
    ...outboxQueries.list({ limit: Number(limit), channel: channel || undefined, status: status || undefined }),
    placeholderData: keepPreviousData,
  });
  const mode = useQuery({ ...outboxQueries.templates(), select: (r) => r.channel });
  const rows = query.data ?? NO_ROWS;
  // A WhatsApp message's held mail, when both are on the page.
  const fallbacks = useMemo(
    () => new Map(rows.flatMap((m) => (m.fallback_for !== null ? [[m.fallback_for, m.id] as const] : []))),
    [rows],
  );
  const filtered = Boolean(channel || status);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("outbox.title")} description={t("outbox.intro")} />
      {mode.data === "dev" ? (
        <p
          className="mb-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="outbox-dev-note"
        >
          <MonitorSmartphone aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("outbox.dev_note")}
        </p>
      ) : null}
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="outbox-filters">
        <ParamSelect
          set={list.set}
          param="channel"
          fallback=""
          label={t("outbox.channel")}
          value={channel}
          options={[
            { value: "", label: t("outbox.channel_all") },
            { value: "mail", label: t("outbox.channel_mail") },
            { value: "whatsapp", label: t("outbox.channel_whatsapp") },
          ]}
          testId="outbox-filter-channel"
        />
        <ParamSelect
          set={list.set}
          param="status"
          fallback=""
          label={t("outbox.status")}
          value={status}
          options={[
            { value: "", label: t("outbox.status_all") },
            { value: "pending", label: t("outbox.status_pending") },
            { value: "sent", label: t("outbox.status_sent") },
            { value: "failed", label: t("outbox.status_failed") },
            { value: "held", label: t("outbox.status_held") },
          ]}
          testId="outbox-filter-status"
        />
        <ParamSelect
          set={list.set}
          param="limit"
          fallback={DEFAULT_LIMIT}
          label={t("outbox.limit")}
          value={limit}
          options={LIMITS.map((n) => ({ value: n, label: t("outbox.limit_option", { count: Number(n) }) }))}
          className="col-span-2 sm:col-span-1"
          testId="outbox-filter-limit"
        />
      </div>
      <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""} data-testid="outbox-list">
        {query.isError && !query.data ? (
          <LoadFailed text={t("outbox.load_failed")} onRetry={query.refetch} />
        ) : (
          <CardList
            query={query}
            rows={rows}
            empty={filtered ? t("outbox.empty_filtered") : t("outbox.empty")}
            emptyTestId="outbox-empty"
          >
            {(m) => (
              <li key={m.id} id={`message-${m.id}`}>
                <MessageCard message={m} heldMail={fallbacks.get(m.id)} />
              </li>
            )}
          </CardList>
        )}
      </div>
    </div>
  );
}

/** Moments in the reader's language, on the agency's clock. */
function useMoment() {
  const { locale } = useRootBasics();
  return useMemo(() => {
    const format = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: AGENCY_TIME_ZONE });
    return (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : format.format(d);
    };
  }, [locale]);
}

type Tone = "slate" | "green" | "amber" | "red" | "blue";

/** Where a message stands: for a sent WhatsApp message, what its webhook said. */
function useStanding() {
  const { t } = useTranslation("whatsapp");
  return (m: OutboxMessageDto): { tone: Tone; text: string } => {
    if (m.status === "held")
      return {
        tone: "slate",
        text: m.fallback_for !== null ? t("outbox.badge_held", { id: m.fallback_for }) : t("outbox.status_held"),
      };
    if (m.status === "pending") return { tone: "amber", text: t("outbox.badge_pending") };
    if (m.status === "failed") return { tone: "red", text: t("outbox.badge_failed") };
    if (m.channel === "whatsapp") {
      if (m.delivery === "read") return { tone: "green", text: t("outbox.badge_read") };
      if (m.delivery === "delivered") return { tone: "green", text: t("outbox.badge_delivered") };
      if (m.delivery === "failed") return { tone: "red", text: t("outbox.badge_undelivered") };
      return { tone: "blue", text: t("outbox.badge_sent") };
    }
    return { tone: "green", text: t("outbox.badge_sent") };
  };
}

const isTemplateName = (name: string): name is (typeof WHATSAPP_TEMPLATE_NAMES)[number] =>
  (WHATSAPP_TEMPLATE_NAMES as readonly string[]).includes(name);

/** One message: channel, recipient, what it is, where it stands, and its text on demand. */
function MessageCard({ message: m, heldMail }: { message: OutboxMessageDto; heldMail?: number }) {
  const { t } = useTranslation("whatsapp");
  const moment = useMoment();
  const standing = useStanding()(m);
  const whatsapp = m.channel === "whatsapp";
  const Icon = whatsapp ? MessageCircle : Mail;
  const lang = isLocale(m.locale) ? localeTag[m.locale] : undefined;
  return (
    <article
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      data-testid="outbox-message"
      data-channel={m.channel}
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-full ${whatsapp ? "bg-emerald-50 text-emerald-800" : "bg-sky-50 text-sky-800"}`}
      >
        <Icon aria-hidden className="size-5" />
        <span className="sr-only">{whatsapp ? t("outbox.channel_whatsapp") : t("outbox.channel_mail")}</span>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 font-medium break-all text-slate-900" data-testid="outbox-to">
            {m.to}
          </p>
          <Badge tone={standing.tone} testId="outbox-status">
            {standing.text}
          </Badge>
        </div>
        <p className="mt-0.5 text-sm break-words text-slate-800" lang={whatsapp ? undefined : lang}>
          {whatsapp && isTemplateName(m.subject) ? t(`kind.${m.subject}`) : m.subject}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <time dateTime={m.created_at} data-testid="outbox-time">
            {moment(m.created_at)}
          </time>
          <span aria-hidden>·</span>
          <span>#{m.id}</span>
          <span aria-hidden>·</span>
          <code className="font-mono break-all">{m.kind}</code>
          {m.booking_id ? (
            <>
              <span aria-hidden>·</span>
              <Link
                to={`/panel/booking-history/${m.booking_id}`}
                className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                data-testid="outbox-booking"
              >
                {t("outbox.open_booking")}
              </Link>
            </>
          ) : null}
        </p>
        {m.fallback_for !== null && m.status !== "held" ? (
          <p className="mt-1 text-xs text-slate-700">{t("outbox.fallback_of", { id: m.fallback_for })}</p>
        ) : null}
        {heldMail !== undefined ? (
          <p className="mt-1 text-xs text-slate-700">{t("outbox.has_fallback", { id: heldMail })}</p>
        ) : null}
        <details className="mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700 hover:text-brand-800">
            {t("outbox.show_text")}
          </summary>
          <MessageDetail message={m} lang={lang} />
        </details>
      </div>
    </article>
  );
}

/** The message's text, its template and parameters (WhatsApp), its attempts and what went wrong. */
function MessageDetail({ message: m, lang }: { message: OutboxMessageDto; lang?: string }) {
  const { t } = useTranslation("whatsapp");
  const moment = useMoment();
  const facts: [string, string][] = [[t("outbox.attempts"), String(m.attempts)]];
  if (m.sent_at) facts.push([t("outbox.sent_at"), moment(m.sent_at)]);
  if (m.delivered_at) facts.push([t("outbox.delivered_at"), moment(m.delivered_at)]);
  if (m.read_at) facts.push([t("outbox.read_at"), moment(m.read_at)]);
  if (m.next_attempt_at) facts.push([t("outbox.next_attempt"), moment(m.next_attempt_at)]);
  return (
    <div className="mt-1 space-y-3 border-t border-slate-200 pt-3 text-sm" data-testid="outbox-detail">
      {m.template ? (
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]" data-testid="outbox-template">
          <dt className="text-slate-600">{t("outbox.template")}</dt>
          <dd>
            <code className="font-mono break-all text-slate-900">{m.subject}</code>
          </dd>
          <dt className="text-slate-600">{t("outbox.language")}</dt>
          <dd>
            <code className="font-mono text-slate-900">{m.template.language}</code>
          </dd>
          {m.template.params.length ? (
            <>
              <dt className="text-slate-600">{t("outbox.params")}</dt>
              <dd>
                <ol className="space-y-0.5" lang={lang}>
                  {m.template.params.map((value, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parameters are numbered by their place
                    <li key={i} className="break-words">
                      <code className="font-mono text-slate-600">{`{{${i + 1}}}`}</code> {value}
                    </li>
                  ))}
                </ol>
              </dd>
            </>
          ) : null}
          {m.template.button ? (
            <>
              <dt className="text-slate-600">{t("outbox.button")}</dt>
              <dd>
                <code className="font-mono break-all text-slate-900">{m.template.button}</code>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <pre
        lang={lang}
        className="rounded-lg bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-900"
        data-testid="outbox-text"
      >
        {m.text}
      </pre>
      <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        {m.last_error ? (
          <>
            <dt className="text-slate-600">{t("outbox.last_error")}</dt>
            <dd className="font-mono break-words text-red-800">{m.last_error}</dd>
          </>
        ) : null}
        {m.delivery_error ? (
          <>
            <dt className="text-slate-600">{t("outbox.delivery_error")}</dt>
            <dd className="font-mono break-words text-red-800">{m.delivery_error}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
