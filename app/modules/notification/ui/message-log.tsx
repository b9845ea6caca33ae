import { ChevronRight, Mail, MessageSquareText } from "lucide-react";
import { useCallback, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type InboundMessageDto,
  type MessagesResponse,
  type OutboxMessageDto,
  TEXT_WITHHELD_KINDS,
  type WhatsappStateDto,
} from "#app/modules/notification/notification.contract";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";
import { WhatsappIcon } from "#app/shared/ui/brand-icons";
import { Badge, buttonClass, FormSection } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";

/*
 * Staff's log of a customer's or a booking's messages (decision 080): what was sent, on which
 * channel and where it stands, the customer's WhatsApp consent with its history, and what they
 * wrote to the agency's WhatsApp number (read only). Lists of cards, never a wide table: nothing
 * overflows a phone. The data comes from the owning module's read (account's customer, booking's
 * booking), passed in.
 */

/** The kinds of message the product writes, in words (`log.kind.*`); any other shows as written. */
const KINDS: readonly string[] = [
  "booking_created",
  "booking_payment_received",
  "booking_payment_confirmed",
  "booking_payment_rejected",
  "booking_canceled",
  "booking_expired",
  "booking_refund_paid",
  "booking_transfer_code",
  "booking_reminder_before_7",
  "booking_reminder_before_1",
  "booking_reminder_overdue",
  "document_rejected",
  "document_reminder",
  "departure_reminder",
  "welcome",
  "password_reset",
  "customer_invite",
  "staff_invite",
  "contact",
  "closure_requested",
  "closure_approved",
  "closure_rejected",
];

type Tone = "slate" | "green" | "amber" | "red" | "blue";
const STATUS_TONES: Record<OutboxMessageDto["status"], Tone> = {
  pending: "amber",
  sent: "green",
  failed: "red",
  held: "slate",
};
const DELIVERY_TONES: Record<NonNullable<OutboxMessageDto["delivery"]>, Tone> = {
  sent: "blue",
  delivered: "green",
  read: "green",
  failed: "red",
};

/** A moment in the reader's language on the agency's clock, its zone named ("12 Mar 2026, 14.30 WIB"). */
function useMoment() {
  const { locale } = useRootBasics();
  return useMemo(() => {
    const format = dateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: AGENCY_TIME_ZONE,
      timeZoneName: "short",
    });
    return (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : format.format(d);
    };
  }, [locale]);
}

function useKindLabel() {
  const { t } = useTranslation("whatsapp");
  return useCallback((kind: string) => (KINDS.includes(kind) ? t(`log.kind.${kind}`) : kind), [t]);
}

/**
 * The whole log of a read: the messages sent, then the WhatsApp consent and the messages
 * received. `data` is GET /customer/{id}/messages's or GET /booking/{id}/messages's answer.
 */
export function MessageLog({ data }: { data: MessagesResponse }) {
  const { t } = useTranslation("whatsapp");
  const sentId = useId();
  return (
    <div className="space-y-8" data-testid="message-log">
      <section aria-labelledby={sentId}>
        <h3 id={sentId} className="text-base font-semibold text-slate-900">
          {t("log.sent_title")}
        </h3>
        {data.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="message-log-empty">
            {t("log.sent_empty")}
          </p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-200">
            {data.data.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ol>
        )}
      </section>
      {data.whatsapp ? <ConsentPart state={data.whatsapp} /> : null}
      <InboundPart messages={data.inbound} />
    </div>
  );
}

function ChannelLabel({ channel }: { channel: OutboxMessageDto["channel"] }) {
  const { t } = useTranslation("whatsapp");
  const Icon = channel === "whatsapp" ? WhatsappIcon : Mail;
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm font-medium ${channel === "whatsapp" ? "text-emerald-800" : "text-slate-700"}`}
      data-testid="message-channel"
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {t(`log.channel.${channel}`)}
    </span>
  );
}

/**
 * Where a message stands: a WhatsApp message by what WhatsApp reported (sent, delivered, read,
 * failed), else, as a mail, by the outbox (waiting, sent, failed, held as a fallback).
 */
function MessageStatus({ message: m }: { message: OutboxMessageDto }) {
  const { t } = useTranslation("whatsapp");
  const [tone, label] =
    m.channel === "whatsapp" && m.delivery !== null
      ? [DELIVERY_TONES[m.delivery], t(`log.delivery.${m.delivery}`)]
      : [STATUS_TONES[m.status], t(`log.status.${m.status}`)];
  return (
    <Badge tone={tone} testId="message-status">
      {label}
    </Badge>
  );
}

function MessageItem({ message: m }: { message: OutboxMessageDto }) {
  const { t } = useTranslation("whatsapp");
  const moment = useMoment();
  const kindLabel = useKindLabel();
  const failed = m.delivery === "failed" || m.status === "failed";
  const error = failed ? (m.delivery_error ?? m.last_error) : null;
  const withheld = TEXT_WITHHELD_KINDS.includes(m.kind);
  return (
    <li
      id={`message-${m.id}`}
      className="min-w-0 py-4 first:pt-2 last:pb-0"
      data-testid="message-row"
      data-channel={m.channel}
      data-status={m.status}
      data-kind={m.kind}
      data-delivery={m.delivery ?? undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ChannelLabel channel={m.channel} />
            <span className="font-medium break-words text-slate-900" data-testid="message-kind">
              {kindLabel(m.kind)}
            </span>
            <span className="text-xs text-slate-600 tabular-nums">{t("log.number_id", { id: m.id })}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={m.created_at}>{moment(m.created_at)}</time>
          </p>
          <p className="text-sm break-all text-slate-700" data-testid="message-to">
            {t("log.to", { to: m.to })}
          </p>
        </div>
        <MessageStatus message={m} />
      </div>
      <div className="mt-2 space-y-1 text-sm">
        {m.status === "held" && m.fallback_for !== null ? (
          <p className="text-slate-700" data-testid="message-held">
            {t("log.held_note", { id: m.fallback_for })}
          </p>
        ) : m.fallback_for !== null ? (
          <p className="text-slate-700" data-testid="message-fallback">
            {t("log.fallback_note", { id: m.fallback_for })}
          </p>
        ) : null}
        {m.read_at ? (
          <p className="text-slate-600">{t("log.read_at", { time: moment(m.read_at) })}</p>
        ) : m.delivered_at ? (
          <p className="text-slate-600">{t("log.delivered_at", { time: moment(m.delivered_at) })}</p>
        ) : null}
        {error ? (
          <p className="break-words text-red-800" data-testid="message-error">
            {t("log.error", { error })}
          </p>
        ) : null}
        {m.status === "pending" && m.attempts > 0 && m.next_attempt_at ? (
          <p className="break-words text-amber-900" data-testid="message-retrying">
            {t("log.retrying", { attempts: m.attempts, time: moment(m.next_attempt_at) })}
            {m.last_error ? ` ${t("log.error", { error: m.last_error })}` : null}
          </p>
        ) : null}
      </div>
      {withheld ? (
        <p className="mt-2 text-sm text-slate-600 italic" data-testid="message-withheld">
          {t("log.withheld")}
        </p>
      ) : m.text ? (
        <details className="group mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md text-sm font-medium text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden
              className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            />
            {t("log.show_text")}
          </summary>
          {m.template ? (
            <p className="mb-1 text-xs break-words text-slate-600">
              {t("log.template", { name: m.subject, language: m.template.language })}
            </p>
          ) : (
            <p className="mb-1 text-sm font-medium break-words text-slate-900">{m.subject}</p>
          )}
          <p
            className="rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800"
            data-testid="message-text"
          >
            {m.text}
          </p>
        </details>
      ) : null}
    </li>
  );
}

/** The customer's WhatsApp consent now, and every change with when, where and who. */
function ConsentPart({ state }: { state: WhatsappStateDto }) {
  const { t } = useTranslation("whatsapp");
  const moment = useMoment();
  const titleId = useId();
  const historyId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="message-consent">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <WhatsappIcon aria-hidden className="size-5 text-emerald-800" />
        {t("log.consent_title")}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <Badge tone={state.opted_in ? "green" : "slate"} testId="message-consent-state">
          {state.opted_in ? t("log.opted_in") : t("log.opted_out")}
        </Badge>
        {state.number ? (
          <span className="break-all" data-testid="message-consent-number">
            {t("log.number", { number: state.number })}
          </span>
        ) : null}
        {state.changed_at ? <span>{t("log.since", { time: moment(state.changed_at) })}</span> : null}
      </p>
      <h4 id={historyId} className="mt-4 text-sm font-semibold text-slate-900">
        {t("log.history_title")}
      </h4>
      {state.history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("log.history_empty")}</p>
      ) : (
        <ol aria-labelledby={historyId} className="mt-1 space-y-2 text-sm" data-testid="message-consent-history">
          {state.history.map((h) => (
            <li key={`${h.at}-${h.number}-${h.opted_in}`} className="min-w-0 text-slate-700">
              <time dateTime={h.at} className="text-slate-600">
                {moment(h.at)}
              </time>
              {" · "}
              <span className="font-medium text-slate-900">
                {h.opted_in ? t("log.history_in") : t("log.history_out")}
              </span>{" "}
              <span className="whitespace-nowrap">{h.number}</span> · {t(`log.source.${h.source}`)}
              {h.recorded_by ? <> · {t("log.by", { name: h.recorded_by })}</> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What the customer wrote to the agency's WhatsApp number, newest first (read only). */
function InboundPart({ messages }: { messages: InboundMessageDto[] }) {
  const { t } = useTranslation("whatsapp");
  const moment = useMoment();
  const titleId = useId();
  const newest = useMemo(() => [...messages].sort((a, b) => b.sent_at.localeCompare(a.sent_at)), [messages]);
  return (
    <section aria-labelledby={titleId} data-testid="message-inbound">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MessageSquareText aria-hidden className="size-5 text-slate-700" />
        {t("log.inbound_title")}
      </h3>
      {newest.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("log.inbound_empty")}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {newest.map((m) => (
            <li key={m.id} className="min-w-0 rounded-lg border border-slate-200 p-3" data-testid="message-inbound-row">
              <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                <time dateTime={m.sent_at}>{moment(m.sent_at)}</time>
                <span className="break-all">{t("log.from", { from: m.from })}</span>
              </p>
              {m.type !== "text" ? (
                <p className="mt-1 text-sm text-slate-600 italic">{t("log.inbound_type", { type: m.type })}</p>
              ) : null}
              {m.text ? <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{m.text}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The "Messages" section of a staff screen around a read of the log: loading, a failure with a
 * retry, or the log. `query` is the owning module's query (account's or booking's client).
 */
export function MessageLogSection({
  query,
  description,
  testId,
  className,
}: {
  query: { data?: MessagesResponse; isError: boolean; refetch: () => unknown };
  description: string;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation(["whatsapp", "catalog_admin"]);
  return (
    <FormSection title={t("log.title")} description={description} testId={testId} className={className}>
      {query.data ? (
        <MessageLog data={query.data} />
      ) : query.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t("log.load_failed")}</p>
          <button type="button" onClick={() => void query.refetch()} className={`${buttonClass.secondary} mt-3`}>
            {t("catalog_admin:ui.retry")}
          </button>
        </div>
      ) : (
        <div aria-busy="true" className="space-y-3">
          <p role="status" className="sr-only">
            {t("catalog_admin:ui.loading")}
          </p>
          {[0, 1].map((i) => (
            <span
              key={i}
              aria-hidden="true"
              className="block h-14 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none"
            />
          ))}
        </div>
      )}
    </FormSection>
  );
}
