import { useQuery } from "@tanstack/react-query";
import { Check, History, Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { visaClient, visaKeys, visaQueries } from "#app/modules/operations/operations.api-client";
import type { DepartureVisasDto, VisaGuestDto } from "#app/modules/operations/visa.contract";
import { canMarkSubmitted } from "#app/modules/operations/visa.rules";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { buttonClass } from "#app/shared/ui/page-header";
import { useRecordWrite } from "#app/shared/ui/use-record-actions";
import { toast } from "#app/shared/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { DepartureScreen } from "./departure-nav";
import { VisaDialog, VisaFileLink, VisaHistoryDialog } from "./visa-dialogs";
import { VisaReadyBadge, VisaStatusBadge } from "./visa-status-badge";

/**
 * A departure's visas (docs/product.md §Departure operations, staff with documents): whether the
 * departure is ready (`visa-readiness` carries data-ready), its guests with their visa's status,
 * number and validity (a table from md up, a card per guest on phones), guests chosen and "Mark
 * submitted" for a group, per guest the dialog that records what happened and the history.
 */
export function VisasScreen({ tourId, timeId }: { tourId: number; timeId: number }) {
  const { t } = useTranslation("operations");
  const fmt = useBookingFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const query = useQuery(visaQueries.list(timeId));
  const list = query.data?.data;
  const write = useRecordWrite<DepartureVisasDto>(query, visaKeys.list(timeId));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [recording, setRecording] = useState<VisaGuestDto | null>(null);
  const [reading, setReading] = useState<VisaGuestDto | null>(null);
  const [marking, setMarking] = useState(false);
  const frame = { tourId, timeId, title: t("visa.title"), backLabel: t("visa.back"), query };

  if (!list) return <DepartureScreen {...frame} loaded={false} />;

  const markable = list.guests.filter((g) => canMarkSubmitted(g.visa.status)).map((g) => g.guest_id);
  // Only guests still shown and markable count (the list may have changed since they were chosen).
  const picked = markable.filter((id) => chosen.has(id));
  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const markSubmitted = async () => {
    const ok = await confirm({
      title: t("visa.mark_confirm_title"),
      text: t("visa.mark_confirm", { count: picked.length }),
      confirmLabel: t("visa.mark_submitted"),
    });
    if (!ok) return;
    setMarking(true);
    try {
      if (await write(() => visaClient.markSubmitted(timeId, picked))) setChosen(new Set());
    } finally {
      setMarking(false);
    }
  };

  const row = { chosen, toggle, onRecord: setRecording, onHistory: setReading };
  return (
    <DepartureScreen
      {...frame}
      loaded
      description={t("visa.heading", {
        tour: `${list.tour.name} (${list.tour.code})`,
        start: fmt.date(list.time.start_date),
        end: fmt.date(list.time.end_date),
      })}
    >
      <Readiness list={list} />

      {list.guests.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="visa-empty">
          {t("visa.no_guests")}
        </p>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3">
            <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={markable.length > 0 && picked.length === markable.length}
                disabled={markable.length === 0}
                onChange={(e) => setChosen(new Set(e.target.checked ? markable : []))}
                data-testid="visa-select-all"
              />
              {t("visa.select_all")}
            </label>
            <span className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-slate-700" aria-live="polite" data-testid="visa-selected">
                {t("visa.selected", { count: picked.length })}
              </span>
              <ActionButton
                look="primary"
                icon={Check}
                onClick={() => void markSubmitted()}
                disabled={picked.length === 0 || marking}
                aria-busy={marking}
                data-testid="visa-mark-submitted"
              >
                {t("visa.mark_submitted")}
              </ActionButton>
            </span>
          </div>
          <ul className="space-y-3 md:hidden" data-testid="visa-cards">
            {list.guests.map((g) => (
              <GuestCard key={g.guest_id} guest={g} {...row} />
            ))}
          </ul>
          <GuestTable list={list} {...row} />
        </>
      )}

      <VisaDialog
        guest={recording}
        timeId={timeId}
        returnDay={list.time.end_date}
        onClose={() => setRecording(null)}
        onSaved={(res) => {
          queryClient.setQueryData(visaKeys.list(timeId), { data: res.data });
          void queryClient.invalidateQueries({ queryKey: visaKeys.history(timeId, recording?.guest_id ?? 0) });
          toast.success(res.message);
          setRecording(null);
        }}
        onStale={() => {
          void query.refetch();
          setRecording(null);
        }}
      />
      <VisaHistoryDialog guest={reading} timeId={timeId} onClose={() => setReading(null)} />
    </DepartureScreen>
  );
}

function Readiness({ list }: { list: DepartureVisasDto }) {
  const { t } = useTranslation("operations");
  const fmt = useBookingFormat();
  const r = list.readiness;
  const items = [
    { key: "guests", label: t("visa.readiness.guests"), value: r.guests },
    { key: "waiting", label: t("visa.status.waiting"), value: r.counts.waiting },
    { key: "submitted", label: t("visa.status.submitted"), value: r.counts.submitted },
    { key: "issued", label: t("visa.status.issued"), value: r.counts.issued },
    { key: "rejected", label: t("visa.status.rejected"), value: r.counts.rejected },
    ...(r.expiring > 0 ? [{ key: "expiring", label: t("visa.readiness.expiring"), value: r.expiring }] : []),
  ];
  return (
    <section
      className="mb-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={t("visa.readiness.label")}
      data-testid="visa-readiness"
      data-ready={r.ready ? "true" : "false"}
      aria-live="polite"
    >
      <p className="mb-3 flex flex-wrap items-center gap-2 text-slate-900">
        <VisaReadyBadge ready={r.ready} required={r.required} />
        {/* The badge says the state; the sentence says what it means. */}
        <span className="text-slate-700" data-testid="visa-readiness-text">
          {!r.required
            ? t("visa.readiness.not_required")
            : r.ready
              ? t("visa.readiness.ready")
              : t("visa.readiness.not_ready", { count: r.missing })}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((i) => (
          <div key={i.key} className="rounded-lg bg-slate-50 px-3 py-2" data-testid={`visa-count-${i.key}`}>
            <dt className="text-xs text-slate-600">{i.label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{fmt.number(i.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface RowProps {
  chosen: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
  onRecord: (g: VisaGuestDto) => void;
  onHistory: (g: VisaGuestDto) => void;
}

function ChooseBox({ guest, chosen, toggle }: { guest: VisaGuestDto } & Pick<RowProps, "chosen" | "toggle">) {
  const { t } = useTranslation("operations");
  const markable = canMarkSubmitted(guest.visa.status);
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={t("visa.select_guest", { name: guest.full_name })}
      checked={markable && chosen.has(guest.guest_id)}
      disabled={!markable}
      onChange={(e) => toggle(guest.guest_id, e.target.checked)}
      data-testid="visa-choose"
    />
  );
}

function Validity({ guest }: { guest: VisaGuestDto }) {
  const { t } = useTranslation("operations");
  const fmt = useBookingFormat();
  const v = guest.visa;
  if (!v.issued_on || !v.expires_on) return <span className="text-slate-500">—</span>;
  return <span>{t("visa.validity", { from: fmt.date(v.issued_on), to: fmt.date(v.expires_on) })}</span>;
}

/**
 * Record and history of a guest: two buttons with words on a phone's card; in the table, history
 * is an icon button (its name for screen readers, a title for the mouse) so a row stays one line.
 */
function Actions({
  guest,
  onRecord,
  onHistory,
  compact = false,
}: { guest: VisaGuestDto; compact?: boolean } & Pick<RowProps, "onRecord" | "onHistory">) {
  const { t } = useTranslation("operations");
  const historyName = t("visa.history_named", { name: guest.full_name });
  return (
    <span className={`flex gap-2 ${compact ? "flex-nowrap items-center" : "flex-wrap"}`}>
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => onRecord(guest)}
        aria-label={t("visa.record_named", { name: guest.full_name })}
        data-testid="visa-record"
      >
        <Pencil aria-hidden className="size-4" />
        {t("visa.record")}
      </button>
      <button
        type="button"
        className={compact ? buttonClass.icon : buttonClass.secondary}
        onClick={() => onHistory(guest)}
        aria-label={historyName}
        title={compact ? historyName : undefined}
        data-testid="visa-open-history"
      >
        <History aria-hidden className="size-4" />
        {compact ? null : t("visa.history")}
      </button>
    </span>
  );
}

/** A visa number, or a dash while there is none (in the text's font). */
function VisaNumber({ number }: { number: string | null }) {
  return number ? <span className="font-mono">{number}</span> : <span className="text-slate-500">—</span>;
}

function BookingLink({ guest }: { guest: VisaGuestDto }) {
  const { t } = useTranslation("operations");
  return (
    <Link
      to={`/panel/booking-history/${guest.booking_id}`}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
      aria-label={t("visa.open_booking", { code: guest.booking_code })}
    >
      {guest.booking_code}
    </Link>
  );
}

/** Phones: one card per guest. */
function GuestCard({ guest, ...row }: { guest: VisaGuestDto } & RowProps) {
  const { t } = useTranslation("operations");
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="visa-row">
      <div className="flex items-start gap-3">
        <span className="pt-0.5">
          <ChooseBox guest={guest} chosen={row.chosen} toggle={row.toggle} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">{guest.full_name}</p>
          <p className="mb-2 text-sm break-words text-slate-600">
            <BookingLink guest={guest} /> · {guest.customer_name}
          </p>
          <VisaStatusBadge status={guest.visa.status} warnings={guest.visa.warnings} />
          <dl className="mt-2 grid grid-cols-1 gap-1 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600">{t("visa.column.number")}:</dt>
              <dd className="break-all text-slate-900">
                <VisaNumber number={guest.visa.visa_number} />
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600">{t("visa.column.validity")}:</dt>
              <dd className="text-slate-900">
                <Validity guest={guest} />
              </dd>
            </div>
          </dl>
          {guest.visa.file_id ? <VisaFileLink fileId={guest.visa.file_id} /> : null}
          {guest.visa.reason ? <p className="mt-1 text-sm break-words text-slate-700">{guest.visa.reason}</p> : null}
          <div className="mt-3">
            <Actions guest={guest} onRecord={row.onRecord} onHistory={row.onHistory} />
          </div>
        </div>
      </div>
    </li>
  );
}

/** md and up: one row per guest. */
function GuestTable({ list, ...row }: { list: DepartureVisasDto } & RowProps) {
  const { t } = useTranslation("operations");
  const th = "px-3 py-2 font-semibold";
  return (
    <section
      aria-label={t("visa.title")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block"
    >
      <table className="min-w-full text-left text-sm" data-testid="visa-table">
        <caption className="sr-only">{t("visa.title")}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">{t("visa.select_all")}</span>
            </th>
            <th scope="col" className={th}>
              {t("visa.column.guest")}
            </th>
            <th scope="col" className={th}>
              {t("visa.column.booking")}
            </th>
            <th scope="col" className={th}>
              {t("visa.column.status")}
            </th>
            <th scope="col" className={th}>
              {t("visa.column.number")}
            </th>
            <th scope="col" className={th}>
              {t("visa.column.validity")}
            </th>
            <th scope="col" className={th}>
              {t("visa.column.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {list.guests.map((g) => (
            <tr key={g.guest_id} data-testid="visa-row">
              <td className="px-3 py-2 align-top">
                <ChooseBox guest={g} chosen={row.chosen} toggle={row.toggle} />
              </td>
              <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                {g.full_name}
              </th>
              <td className="px-3 py-2 align-top">
                <BookingLink guest={g} />
                <span className="block text-xs text-slate-600">{g.customer_name}</span>
              </td>
              <td className="px-3 py-2 align-top">
                <VisaStatusBadge status={g.visa.status} warnings={g.visa.warnings} />
                {g.visa.reason ? (
                  <span className="mt-1 block max-w-56 text-xs break-words text-slate-600">{g.visa.reason}</span>
                ) : null}
              </td>
              <td className="px-3 py-2 align-top">
                <VisaNumber number={g.visa.visa_number} />
                {g.visa.file_id ? (
                  <span className="block">
                    <VisaFileLink fileId={g.visa.file_id} />
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 align-top">
                <Validity guest={g} />
              </td>
              <td className="px-3 py-2 align-top">
                <Actions guest={g} onRecord={row.onRecord} onHistory={row.onHistory} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
