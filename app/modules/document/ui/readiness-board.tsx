import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileSpreadsheet, Mail, Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { useRootData } from "#app/modules/account/ui/root-data";
import { toast } from "#app/shared/ui/toast";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { DOCUMENT_KINDS, type DocumentKind } from "#app/modules/document/document.contract";
import { readinessClient, readinessKeys, readinessQueries } from "#app/modules/document/document.api-client";
import {
  READINESS_FILTERS,
  type ReadinessBoardDto,
  type ReadinessFilter,
  type ReadinessRowDto,
} from "#app/modules/document/readiness.contract";
import { READINESS_KIND_KEYS, READINESS_STATUS_KEYS, TRAVELLER_KEYS } from "#app/modules/document/labels";
import { ReadyBadge, StatusBadge } from "./readiness-kit";
import { MinistryCell, MinistryCount } from "./readiness-ministry";
import { DepartureNav } from "#app/modules/operations/ui/departure-nav";
import { VisaReadyBadge, VisaStatusBadge } from "#app/modules/operations/ui/visa-status-badge";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { DownloadLink } from "#app/shared/ui/buttons/download-link";

const FILTER_LABELS = { ...READINESS_STATUS_KEYS, overdue: "readiness:status.overdue" } as const satisfies Record<
  ReadinessFilter,
  string
>;

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The readiness board of one departure (docs/product.md §Readiness board): counts at the top
 * (`readiness-state` carries data-ready for the browser journeys), filters kept in the URL, the
 * guests x documents grid (a card per guest on phones, a table from md up), reminders behind a
 * confirmation, the Excel download.
 */
export function ReadinessBoardScreen({ timeId }: { timeId: number }) {
  const { t } = useTranslation(["readiness", "catalog_admin"]);
  const { locale } = useRootData();
  const fmt = useBookingFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = {
    status: pick(READINESS_FILTERS, params.get("status")),
    kind: pick(DOCUMENT_KINDS, params.get("kind")),
    search: params.get("search") || undefined,
  };
  const query = useQuery({ ...readinessQueries.board(timeId, filters), placeholderData: keepPreviousData });
  const [sending, setSending] = useState(false);
  const board = query.data?.data;
  const back = { to: "/panel/readiness", label: t("back") };

  const setFilter = (key: "status" | "kind" | "search", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const remind = async (b: ReadinessBoardDto) => {
    if (b.bookings_to_remind === 0) {
      toast.info(t("remind_none"));
      return;
    }
    const ok = await confirm({
      title: t("remind_confirm_title"),
      text: t("remind_confirm", { count: b.bookings_to_remind }),
      confirmLabel: t("remind"),
    });
    if (!ok) return;
    setSending(true);
    try {
      const res = await readinessClient.remind(timeId);
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: readinessKeys.all });
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setSending(false);
    }
  };

  if (!board) {
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t("title")} back={back} />
        {query.isError ? <LoadFailed backTo={back.to} onRetry={() => void query.refetch()} /> : <FormSkeleton />}
      </div>
    );
  }

  const d = board.departure;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("board_title", { tour: d.tour.name })}
        description={`${d.tour.code} · ${fmt.range(d.start_date, d.end_date)}`}
        back={back}
        actions={
          <>
            <ActionButton
              look="primary"
              icon={Mail}
              onClick={() => void remind(board)}
              disabled={sending}
              aria-busy={sending}
              data-testid="readiness-remind"
            >
              {t("remind")}
            </ActionButton>
            <DownloadLink
              href={readinessClient.exportHref(timeId, locale)}
              icon={FileSpreadsheet}
              testId="readiness-export"
            >
              {t("export")}
            </DownloadLink>
          </>
        }
      />
      <DepartureNav tourId={d.tour.id} timeId={d.id} />
      <Counts board={board} />
      <Filters board={board} filters={filters} setFilter={setFilter} />
      {board.requirements.length === 0 && !board.ministry && !board.visas.required ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t("no_requirements")}</p>
      ) : board.rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="readiness-empty">
          {t("no_guests")}
        </p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" data-testid="readiness-cards">
            {board.rows.map((row) => (
              <GuestCard key={row.guest_id} row={row} />
            ))}
          </ul>
          <GuestTable board={board} />
        </>
      )}
    </div>
  );
}

function Counts({ board }: { board: ReadinessBoardDto }) {
  const { t } = useTranslation("readiness");
  const fmt = useBookingFormat();
  const items = [
    { label: t("counts.guests"), value: board.guests },
    { label: t("counts.missing"), value: board.counts.missing },
    { label: t("counts.waiting"), value: board.counts.submitted },
    { label: t("counts.rejected"), value: board.counts.rejected },
    { label: t("counts.verified"), value: board.counts.verified },
    { label: t("counts.overdue"), value: board.overdue },
  ];
  return (
    <section
      className="mb-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="readiness-state"
      data-ready={board.ready ? "true" : "false"}
      aria-live="polite"
    >
      <p className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
        <ReadyBadge ready={board.ready} />
        {/* The badge says the state; the sentence says what it means, never the badge again. */}
        <span className="font-normal text-slate-700">
          {board.documents_ready ? t("state.ready") : t("state.not_ready")}
        </span>
      </p>
      {board.visas.required ? <VisaCounts board={board} /> : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((i) => (
          <div key={i.label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{i.label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{fmt.number(i.value)}</dd>
          </div>
        ))}
      </dl>
      <MinistryCount board={board} />
    </section>
  );
}

/** An umrah departure's visas (decision 081): ready or how many are missing, the counts per status, the visas screen. */
function VisaCounts({ board }: { board: ReadinessBoardDto }) {
  const { t } = useTranslation(["readiness", "operations"]);
  const fmt = useBookingFormat();
  const v = board.visas;
  const d = board.departure;
  return (
    <p
      className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700"
      data-testid="readiness-visas"
      data-ready={v.ready ? "true" : "false"}
    >
      <span className="font-semibold text-slate-900">{t("column.visa")}</span>
      <VisaReadyBadge ready={v.ready} required />
      <span>
        {v.ready
          ? t("operations:visa.readiness.ready")
          : t("operations:visa.readiness.not_ready", { count: v.missing })}
      </span>
      {(["waiting", "submitted", "issued", "rejected"] as const).map((s) => (
        <span key={s} data-testid={`readiness-visas-${s}`}>
          {t(`operations:visa.status.${s}`)}: {fmt.number(v.counts[s])}
        </span>
      ))}
      <Link
        to={`/panel/tour/${d.tour.id}/time/${d.id}/visas`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t("operations:nav.visas")}
      </Link>
    </p>
  );
}

function Filters({
  board,
  filters,
  setFilter,
}: {
  board: ReadinessBoardDto;
  filters: { status?: ReadinessFilter; kind?: DocumentKind; search?: string };
  setFilter: (key: "status" | "kind" | "search", value: string) => void;
}) {
  const { t } = useTranslation("readiness");
  const id = useId();
  const [search, setSearch] = useState(filters.search ?? "");
  const select = "min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";
  return (
    <form
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_2fr]"
      onSubmit={(e) => {
        e.preventDefault();
        setFilter("search", search.trim());
      }}
    >
      <label className="grid gap-1 text-sm font-medium text-slate-800" htmlFor={`${id}-status`}>
        {t("filter.status")}
        <select
          id={`${id}-status`}
          className={select}
          value={filters.status ?? ""}
          onChange={(e) => setFilter("status", e.target.value)}
          data-testid="readiness-filter-status"
        >
          <option value="">{t("filter.all_statuses")}</option>
          {READINESS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(FILTER_LABELS[s])}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800" htmlFor={`${id}-kind`}>
        {t("filter.kind")}
        <select
          id={`${id}-kind`}
          className={select}
          value={filters.kind ?? ""}
          onChange={(e) => setFilter("kind", e.target.value)}
          data-testid="readiness-filter-kind"
        >
          <option value="">{t("filter.all_kinds")}</option>
          {board.requirements.map((r) => (
            <option key={r.kind} value={r.kind}>
              {t(READINESS_KIND_KEYS[r.kind])}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={`${id}-search`}>{t("filter.search")}</label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            className={select}
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="readiness-search"
          />
          <button type="submit" className={buttonClass.secondary}>
            <Search aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">{t("filter.apply")}</span>
          </button>
        </div>
      </div>
    </form>
  );
}

function BookingLink({ row }: { row: ReadinessRowDto }) {
  const { t } = useTranslation("readiness");
  return (
    <Link
      to={`/panel/booking-history/${row.booking_id}`}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
      aria-label={t("open_booking", { code: row.booking_code })}
    >
      {row.booking_code}
    </Link>
  );
}

function DueLine({ due }: { due: string | null }) {
  const { t } = useTranslation("readiness");
  const fmt = useBookingFormat();
  return due ? <span className="text-xs text-slate-600">{t("due_on", { date: fmt.date(due) })}</span> : null;
}

/** Phones: one card per guest, their documents as a list. */
function GuestCard({ row }: { row: ReadinessRowDto }) {
  const { t } = useTranslation("readiness");
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="readiness-row">
      <p className="font-semibold text-slate-900">{row.guest_name}</p>
      <p className="mb-2 text-sm text-slate-600">
        <BookingLink row={row} /> · {row.customer_name} · {t(TRAVELLER_KEYS[row.traveller_type])}
      </p>
      <ul className="divide-y divide-slate-100">
        {row.cells
          .filter((c) => c.required)
          .map((c) => (
            <li key={c.kind} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-slate-800">
                {t(READINESS_KIND_KEYS[c.kind])}
                <br />
                <DueLine due={c.due_on} />
              </span>
              <StatusBadge cell={c} />
            </li>
          ))}
        {row.ministry_missing ? (
          <li className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-sm text-slate-800">{t("ministry:board.column")}</span>
            <MinistryCell missing={row.ministry_missing} />
          </li>
        ) : null}
        {row.visa ? (
          <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="readiness-visa">
            <span className="text-sm text-slate-800">{t("column.visa")}</span>
            <VisaStatusBadge status={row.visa.status} warnings={row.visa.warnings} />
          </li>
        ) : null}
      </ul>
    </li>
  );
}

/** md and up: guests x documents. */
function GuestTable({ board }: { board: ReadinessBoardDto }) {
  const { t } = useTranslation("readiness");
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="min-w-full text-left text-sm" data-testid="readiness-table">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("column.guest")}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("column.booking")}
            </th>
            {board.requirements.map((r) => (
              <th key={r.kind} scope="col" className="px-2 py-2 font-semibold">
                {t(READINESS_KIND_KEYS[r.kind])}
              </th>
            ))}
            {board.ministry ? (
              <th scope="col" className="px-2 py-2 font-semibold">
                {t("ministry:board.column")}
              </th>
            ) : null}
            {board.visas.required ? (
              <th scope="col" className="px-2 py-2 font-semibold">
                {t("column.visa")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {board.rows.map((row) => (
            <tr key={row.guest_id} data-testid="readiness-row">
              <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                {row.guest_name}
                <span className="block text-xs font-normal text-slate-600">
                  {t(TRAVELLER_KEYS[row.traveller_type])}
                </span>
              </th>
              <td className="px-3 py-2 align-top">
                <BookingLink row={row} />
                <span className="block text-xs text-slate-600">{row.customer_name}</span>
              </td>
              {row.cells.map((c) => (
                <td key={c.kind} className="px-2 py-2 align-top">
                  <StatusBadge cell={c} />
                  {c.required ? (
                    <span className="block">
                      <DueLine due={c.due_on} />
                    </span>
                  ) : null}
                </td>
              ))}
              {row.ministry_missing ? (
                <td className="px-2 py-2 align-top">
                  <MinistryCell missing={row.ministry_missing} />
                </td>
              ) : null}
              {row.visa ? (
                <td className="px-2 py-2 align-top" data-testid="readiness-visa">
                  <VisaStatusBadge status={row.visa.status} warnings={row.visa.warnings} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
