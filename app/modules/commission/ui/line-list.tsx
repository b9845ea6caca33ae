import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Banknote, ReceiptText, X } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BookingCodeLink } from "#app/modules/booking/ui/booking-link";
import { type LineListParams, commissionQueries } from "#app/modules/commission/commission.api-client";
import type { LineDto } from "#app/modules/commission/commission.contract";
import { LINE_STATUSES } from "#app/modules/commission/commission.rules";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { FilterDate } from "#app/shared/ui/list-controls";
import { ListEmpty, ListResults, ParamSelect } from "#app/shared/ui/list-kit";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { PageTable } from "#app/shared/ui/page-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { pickParam, useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { AgentLabel, LineStatusBadge, useCommissionFormat } from "./commission-kit";
import { PayoutDialog } from "./payout-dialog";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A line a payout may take: a positive line, unpaid (commission.rules `payable`, as the DTO says it). */
const payable = (l: LineDto) => l.kind !== "reversal" && l.status === "unpaid";

/**
 * The agents staff may filter by: those with unpaid lines (whom a payout is for), those of the
 * page shown and the one chosen. Staff of the `commissions` permission read no agent list of
 * their own (that is the `agents` permission's), so the ledger says who has commissions.
 */
function useAgentOptions(rows: LineDto[] | undefined, chosen: string) {
  const unpaid = useQuery({ ...commissionQueries.lines({ status: "unpaid", limit: -1 }), staleTime: 30_000 });
  return useMemo(() => {
    const byId = new Map<number, LineDto["agent"]>();
    for (const l of [...(unpaid.data?.data ?? []), ...(rows ?? [])]) byId.set(l.agent.id, l.agent);
    const options = [...byId.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((a) => ({ value: String(a.id), label: a.code ? `${a.name} (${a.code})` : a.name }));
    if (chosen && !byId.has(Number(chosen))) options.push({ value: chosen, label: `#${chosen}` });
    return options;
  }, [unpaid.data, rows, chosen]);
}

/**
 * /panel/commission/lines (staff with `commissions`): the ledger, newest first, filtered by agent,
 * status and period (all in the URL), paged by the server. Unpaid lines of one agent are chosen
 * with their checkboxes (kept across pages) and paid out together.
 */
export function LineListScreen() {
  const { t } = useTranslation(["commission", "catalog_admin"]);
  const list = useListParams();
  const fmt = useCommissionFormat();
  const status = pickParam(list, "status", LINE_STATUSES, "");
  const agentId = /^\d+$/.test(list.get("agent_id")) ? list.get("agent_id") : "";
  const from = DAY.test(list.get("from")) ? list.get("from") : "";
  const to = DAY.test(list.get("to")) ? list.get("to") : "";
  const params: LineListParams = { page: list.page, limit: list.limit, agent_id: agentId, status, from, to };
  const query = useQuery({ ...commissionQueries.lines(params), placeholderData: keepPreviousData });
  useClampPage(list, query.data?.meta);
  const agents = useAgentOptions(query.data?.data, agentId);
  const [chosen, setChosen] = useState<Map<number, LineDto>>(() => new Map());
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosenLines = useMemo(() => [...chosen.values()], [chosen]);
  const chosenAgent = chosenLines[0]?.agent;
  const chosenCurrency = chosenLines[0]?.currency;
  const chosenTotal = chosenLines.reduce((sum, l) => sum + l.amount, 0);
  const filtered = Boolean(status || agentId || from || to);

  const toggle = (line: LineDto, on: boolean) => {
    setRefusal(null);
    setChosen((prev) => {
      const next = new Map(prev);
      if (on) next.set(line.id, line);
      else next.delete(line.id);
      return next;
    });
  };
  // One payout pays one agent in one currency: lines of another agent cannot join the selection.
  const selectable = (l: LineDto) =>
    payable(l) && (!chosenAgent || (l.agent.id === chosenAgent.id && l.currency === chosenCurrency));

  const statusOptions = useMemo(
    () => [
      { value: "", label: t("lines.all_statuses") },
      ...LINE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    ],
    [t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection (chosen, its agent) redraws the checkboxes
  const columns = useMemo<ColumnDef<LineDto>[]>(
    () => [
      {
        id: "choose",
        header: () => <span className="sr-only">{t("lines.choose")}</span>,
        cell: ({ row }) => {
          const l = row.original;
          if (!payable(l)) return null;
          const disabled = !selectable(l);
          return (
            <input
              type="checkbox"
              className="size-5 accent-brand-700 disabled:opacity-40"
              checked={chosen.has(l.id)}
              disabled={disabled}
              title={disabled ? t("lines.other_agent") : undefined}
              aria-label={t("lines.choose_line", { code: l.booking.code, name: l.agent.name })}
              onChange={(e) => toggle(l, e.target.checked)}
              data-testid="line-choose"
            />
          );
        },
        meta: { className: "w-px" },
      },
      {
        id: "agent",
        header: () => t("lines.column.agent"),
        cell: ({ row }) => {
          const l = row.original;
          return (
            <div className="min-w-0" data-testid="line-agent">
              <AgentLabel agent={l.agent} />
              {/* Phones: the booking, status and date under the agent. */}
              <span className="mt-1 flex flex-wrap items-center gap-2 text-sm sm:hidden">
                <LineStatusBadge status={l.status} />
                <span className="font-mono">{l.booking.code}</span>
                <span className="text-slate-600">{fmt.date(l.created_at)}</span>
              </span>
            </div>
          );
        },
        meta: { rowHeader: true, className: "whitespace-normal" },
      },
      recordColumn<LineDto>(
        "booking",
        () => t("lines.column.booking"),
        (l) => <BookingCodeLink id={l.booking.id} code={l.booking.code} testId="line-booking" />,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<LineDto>(
        "kind",
        () => t("lines.column.kind"),
        (l) => <span className="whitespace-nowrap">{t(`kind.${l.kind}`)}</span>,
        { className: "hidden md:table-cell" },
      ),
      recordColumn<LineDto>(
        "status",
        () => t("lines.column.status"),
        (l) => <LineStatusBadge status={l.status} testId="line-status" />,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<LineDto>(
        "date",
        () => t("lines.column.date"),
        (l) => <span className="whitespace-nowrap">{fmt.date(l.created_at)}</span>,
        { className: "hidden lg:table-cell" },
      ),
      recordColumn<LineDto>(
        "amount",
        () => <span className="block text-right">{t("lines.column.amount")}</span>,
        (l) => (
          <span
            className={`block text-right whitespace-nowrap tabular-nums ${l.amount < 0 ? "text-red-800" : ""}`}
            data-testid="line-amount"
          >
            {fmt.money(l.amount, l.currency)}
          </span>
        ),
      ),
    ],
    [t, fmt, chosen, chosenAgent, chosenCurrency],
  );

  return (
    <div className="mx-auto max-w-7xl pb-24" data-testid="commission-lines">
      <PageHeader title={t("lines.title")} description={t("lines.intro")} />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:items-end">
        <ParamSelect
          set={list.set}
          param="agent_id"
          label={t("lines.column.agent")}
          value={agentId}
          options={[{ value: "", label: t("lines.all_agents") }, ...agents]}
          testId="line-filter-agent"
          className="col-span-2 lg:col-span-1"
        />
        <ParamSelect
          set={list.set}
          param="status"
          label={t("lines.column.status")}
          value={status}
          options={statusOptions}
          testId="line-filter-status"
          className="col-span-2 lg:col-span-1"
        />
        <FilterDate
          label={t("lines.from")}
          value={from}
          max={to || undefined}
          onChange={(v) => list.set({ from: v || null })}
          testId="line-filter-from"
        />
        <FilterDate
          label={t("lines.to")}
          value={to}
          min={from || undefined}
          onChange={(v) => list.set({ to: v || null })}
          testId="line-filter-to"
        />
      </div>
      {refusal ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          data-testid="payout-refused"
        >
          {refusal}
        </p>
      ) : null}
      <ListResults query={query} list={list} loadFailed={t("lines.load_failed")}>
        <PageTable
          rows={query.data?.data}
          columns={columns}
          caption={t("lines.title")}
          testId="line-table"
          empty={
            <ListEmpty
              icon={<ReceiptText aria-hidden className="size-6" />}
              filtered={filtered}
              title={t("lines.empty")}
              text={t("lines.empty_hint")}
              onClear={() => list.set({ agent_id: null, status: null, from: null, to: null })}
            />
          }
        />
      </ListResults>
      {chosenAgent ? (
        // The selection's bar stays in view while staff page through the agent's lines.
        <div
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur lg:left-64"
          data-testid="line-selection"
        >
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-800" aria-live="polite">
              {t("lines.selected", { count: chosenLines.length, name: chosenAgent.name })}{" "}
              <strong className="tabular-nums" data-testid="line-selection-total">
                {fmt.money(chosenTotal, chosenCurrency ?? "IDR")}
              </strong>
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setChosen(new Map())}
                data-testid="line-selection-clear"
              >
                <X aria-hidden className="size-4" />
                {t("lines.clear")}
              </button>
              <button
                type="button"
                className={buttonClass.primary}
                onClick={() => setPaying(true)}
                data-testid="line-pay"
              >
                <Banknote aria-hidden className="size-4" />
                {t("lines.pay")}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      <PayoutDialog
        lines={chosenLines}
        open={paying}
        onClose={() => setPaying(false)}
        onPaid={() => {
          setPaying(false);
          setChosen(new Map());
        }}
        onRefused={(message) => {
          setPaying(false);
          setChosen(new Map());
          setRefusal(message);
        }}
      />
    </div>
  );
}
