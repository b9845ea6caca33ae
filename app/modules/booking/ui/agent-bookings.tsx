import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, ReceiptText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { bookingQueries } from "#app/modules/booking/booking.api-client";
import type { BookingDto, BookingSummaryDto } from "#app/modules/booking/booking.contract";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { buttonClass, FormSection, PageHeader } from "#app/shared/ui/page-header";
import { BookingStatusBadge, Detail, useBookingFormat } from "./booking-kit";

/** A booking of the agent's pilgrims, opened in the agent's workspace. */
export const agentBookingHref = (id: string) => `/panel/agent/bookings/${id}`;

/** Still owed: a live booking not yet paid in full. */
const owes = (b: Pick<BookingSummaryDto, "status" | "remaining">) =>
  b.status !== "canceled" && b.status !== "processed" && b.remaining > 0;

/**
 * The bookings waiting for their money (a commission earns once a booking is paid in full): how
 * many, and what they still owe in each currency. Every booking of the agent is read at once
 * (`limit=-1`): an agent's own bookings are few.
 */
export function AgentWaitingTotals() {
  const { t } = useTranslation("agent");
  const fmt = useBookingFormat();
  const query = useQuery({ ...bookingQueries.agentList({ limit: -1, page: 1 }), select: (r) => r.data });
  if (query.isPending)
    return (
      <div className="h-20 animate-pulse rounded-lg bg-slate-100" role="status" aria-label={t("workspace.loading")} />
    );
  if (query.isError) return <LoadFailed text={t("workspace.bookings_failed")} onRetry={query.refetch} />;
  const waiting = query.data.filter(owes);
  const byCurrency = new Map<string, number>();
  for (const b of waiting) byCurrency.set(b.currency, (byCurrency.get(b.currency) ?? 0) + b.remaining);
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-4" data-testid="agent-ws-waiting">
      <p className="text-sm font-medium text-amber-900">{t("workspace.waiting")}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="agent-ws-waiting-count">
        {t("workspace.waiting_count", { count: waiting.length })}
      </p>
      {[...byCurrency].map(([currency, amount]) => (
        <p key={currency} className="text-sm text-slate-800 tabular-nums">
          {t("workspace.waiting_owed", { amount: fmt.money(amount, currency) })}
        </p>
      ))}
      <p className="mt-1 text-xs text-slate-700">{t("workspace.waiting_hint")}</p>
    </div>
  );
}

/**
 * The agent's pilgrims' bookings, newest first, as cards (phones first): code, pilgrim, package,
 * departure, status and what is still owed in the booking's currency; each opens its page.
 */
export function AgentBookingCards() {
  const { t } = useTranslation("agent");
  const fmt = useBookingFormat();
  const [page, setPage] = useState(1);
  const limit = 10;
  const query = useQuery({ ...bookingQueries.agentList({ page, limit }), placeholderData: keepPreviousData });
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  return (
    <FormSection
      title={t("workspace.bookings_title")}
      description={meta ? t("workspace.bookings_count", { count: meta.total }) : undefined}
      testId="agent-ws-bookings"
    >
      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label={t("workspace.loading")}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-28 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailed text={t("workspace.bookings_failed")} onRetry={query.refetch} />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="agent-ws-bookings-empty">
          <ReceiptText aria-hidden className="size-6 text-slate-500" />
          <p className="font-medium text-slate-900">{t("workspace.bookings_empty")}</p>
          <Link to="/panel/agent/pilgrims" className={buttonClass.secondary}>
            {t("workspace.to_pilgrims")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-busy={query.isFetching || undefined}>
          {rows.map((b) => (
            <li
              key={b.id}
              className="relative rounded-lg border border-slate-200 p-4 hover:border-brand-600"
              data-testid="agent-ws-booking"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  to={agentBookingHref(b.id)}
                  className="font-mono font-semibold text-brand-700 underline after:absolute after:inset-0"
                  data-testid="agent-ws-booking-code"
                >
                  {b.code}
                </Link>
                <BookingStatusBadge status={b.status} />
              </div>
              <p className="mt-1 font-medium break-words text-slate-900" data-testid="agent-ws-booking-pilgrim">
                {b.customer.name}
              </p>
              <p className="text-sm break-words text-slate-700">{b.tour?.name ?? t("booking.package_removed")}</p>
              {b.time ? (
                <p className="text-sm text-slate-700">{fmt.range(b.time.start_date, b.time.end_date)}</p>
              ) : null}
              <p className="mt-2 text-sm tabular-nums" data-testid="agent-ws-booking-owed">
                {owes(b) ? (
                  <span className="font-semibold text-amber-800">
                    {t("booking.owes", { amount: fmt.money(b.remaining, b.currency) })}
                  </span>
                ) : b.status === "canceled" ? (
                  <span className="text-slate-600">{t("booking.canceled")}</span>
                ) : (
                  <span className="font-medium text-emerald-800">{t("booking.paid_in_full")}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {meta && meta.last_page > 1 ? (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t("workspace.pages")}>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t("workspace.previous")}
          </button>
          <span className="text-sm text-slate-700">{t("workspace.page_of", { page, pages: meta.last_page })}</span>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={page >= meta.last_page}
            onClick={() => setPage((p) => p + 1)}
          >
            {t("workspace.next")}
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </nav>
      ) : null}
    </FormSection>
  );
}

/**
 * /panel/agent/bookings/{id}: one booking of the agent's pilgrims, read only (passport numbers
 * come masked): who, what, when, the money and what is still owed; `documents` is the document
 * module's part (what each guest still has to give), composed by the route.
 */
export function AgentBookingView({ id, documents }: { id: string; documents: React.ReactNode }) {
  const { t } = useTranslation("agent");
  const fmt = useBookingFormat();
  const query = useQuery({ ...bookingQueries.detail(id), select: (r) => r.data });
  const b: BookingDto | undefined = query.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="agent-booking">
      <PageHeader
        title={b ? t("booking.title", { code: b.code }) : t("booking.title_loading")}
        back={{ to: "/panel/agent", label: t("workspace.back") }}
      />
      {query.isPending ? (
        <div className="h-48 animate-pulse rounded-xl bg-slate-100" role="status" aria-label={t("workspace.loading")} />
      ) : query.isError || !b ? (
        <LoadFailed text={t("booking.load_failed")} onRetry={query.refetch} />
      ) : (
        <>
          <FormSection
            title={t("booking.summary")}
            actions={<BookingStatusBadge status={b.status} testId="agent-booking-status" />}
          >
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t("booking.pilgrim")} testId="agent-booking-pilgrim">
                {b.customer.name}
                {b.customer.phone ? <span className="block text-sm text-slate-700">{b.customer.phone}</span> : null}
              </Detail>
              <Detail label={t("booking.package")}>{b.tour?.name ?? t("booking.package_removed")}</Detail>
              <Detail label={t("booking.departure")}>
                {b.time ? fmt.range(b.time.start_date, b.time.end_date) : null}
              </Detail>
              <Detail label={t("booking.guests")}>{fmt.number(b.pax)}</Detail>
              <Detail label={t("booking.booked_on")}>{fmt.dateTime(b.created_at)}</Detail>
            </dl>
          </FormSection>
          <FormSection title={t("booking.money")} testId="agent-booking-money">
            <dl className="grid gap-4 sm:grid-cols-3">
              <Detail label={t("booking.total")}>
                <span className="tabular-nums">{fmt.money(b.total, b.currency)}</span>
              </Detail>
              <Detail label={t("booking.paid")}>
                <span className="tabular-nums">{fmt.money(b.paid_total, b.currency)}</span>
              </Detail>
              <Detail label={t("booking.remaining")} testId="agent-booking-remaining">
                <span className={`font-semibold tabular-nums ${owes(b) ? "text-amber-800" : "text-emerald-800"}`}>
                  {fmt.money(b.remaining, b.currency)}
                </span>
              </Detail>
            </dl>
            {b.schedule.overdue ? (
              <p className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900" role="note">
                {t("booking.overdue")}
              </p>
            ) : null}
            {owes(b) ? <p className="mt-3 text-sm text-slate-700">{t("booking.pay_hint")}</p> : null}
          </FormSection>
          {documents}
        </>
      )}
    </div>
  );
}
