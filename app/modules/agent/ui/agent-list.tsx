import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { branchQueries } from "#app/modules/account/account.api-client";
import { useRootData } from "#app/modules/account/ui/root-data";
import { type AgentListParams, agentQueries } from "#app/modules/agent/agent.api-client";
import type { AgentDto } from "#app/modules/agent/agent.contract";
import { AGENT_STATUSES } from "#app/modules/agent/agent.rules";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { ListEmpty, ListResults, ListSearch, ParamSelect } from "#app/shared/ui/list-kit";
import { PageHeader } from "#app/shared/ui/page-header";
import { PageTable } from "#app/shared/ui/page-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { pickParam, useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { AgentStatusBadge, useAgentFormat } from "./agent-kit";

/** Branch names by id, in the reader's language (every branch: an agent may belong to a closed one). */
function useBranchNames(enabled: boolean) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? "id";
  const query = useQuery({ ...branchQueries.choices(), enabled });
  return useMemo(() => {
    const rows = query.data?.data ?? [];
    return {
      options: rows.map((b) => ({ value: String(b.id), label: pickLocale(b.name, locale) })),
      nameOf: (id: number | null) => {
        const row = rows.find((b) => b.id === id);
        return row ? pickLocale(row.name, locale) : null;
      },
    };
  }, [query.data, locale]);
}

/**
 * /panel/agents (staff with the agents permission): agents and applications, those waiting first,
 * filtered by status and (for staff of every branch) branch, searched, paged by the server; the
 * whole state lives in the URL.
 */
export function AgentListScreen() {
  const { t } = useTranslation(["agent", "catalog_admin"]);
  const { user } = useRootData();
  const list = useListParams();
  const fmt = useAgentFormat();
  // A clerk of one branch sees that branch's agents only: no branch filter for them.
  const everyBranch = user?.role === "admin" && user.branch_id === null;
  const branches = useBranchNames(true);
  const status = pickParam(list, "status", AGENT_STATUSES, "");
  const rawBranch = list.get("branch_id");
  const branchId = everyBranch && /^\d+$/.test(rawBranch) ? rawBranch : "";
  const params: AgentListParams = {
    page: list.page,
    limit: list.limit,
    search: list.search,
    status,
    branch_id: branchId,
  };
  const query = useQuery({ ...agentQueries.list(params), placeholderData: keepPreviousData });
  useClampPage(list, query.data?.meta);
  const filtered = Boolean(list.search || status || branchId);

  const statusOptions = useMemo(
    () => [
      { value: "", label: t("list.all_statuses") },
      ...AGENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    ],
    [t],
  );

  const columns = useMemo<ColumnDef<AgentDto>[]>(
    () => [
      {
        id: "agent",
        header: () => t("list.column.agent"),
        cell: ({ row }) => {
          const a = row.original;
          return (
            <div className="min-w-0">
              <Link
                to={`/panel/agents/${a.id}`}
                className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
                data-testid="agent-row-name"
              >
                {a.name}
              </Link>
              <span className="block text-sm break-all text-slate-600">@{a.username}</span>
              {/* Phones have no room for the other columns: what matters comes under the name. */}
              <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                <AgentStatusBadge status={a.status} />
                {a.code ? <span className="font-mono text-sm">{a.code}</span> : null}
              </span>
            </div>
          );
        },
        meta: { rowHeader: true, className: "whitespace-normal" },
      },
      recordColumn<AgentDto>(
        "status",
        () => t("list.column.status"),
        (a) => <AgentStatusBadge status={a.status} testId="agent-row-status" />,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<AgentDto>(
        "code",
        () => t("list.column.code"),
        (a) =>
          a.code ? (
            <span className="font-mono whitespace-nowrap" data-testid="agent-row-code">
              {a.code}
            </span>
          ) : (
            <span className="text-slate-600">—</span>
          ),
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<AgentDto>(
        "branch",
        () => t("list.column.branch"),
        (a) => <span>{a.branch_id === null ? t("form.head_office") : (branches.nameOf(a.branch_id) ?? "—")}</span>,
        { className: "hidden md:table-cell" },
      ),
      recordColumn<AgentDto>(
        "whatsapp",
        () => t("list.column.whatsapp"),
        (a) => <span className="whitespace-nowrap tabular-nums">{a.whatsapp}</span>,
        { className: "hidden xl:table-cell" },
      ),
      recordColumn<AgentDto>(
        "applied",
        () => t("list.column.applied"),
        (a) => <span className="whitespace-nowrap">{fmt.date(a.created_at)}</span>,
        { className: "hidden lg:table-cell" },
      ),
    ],
    [t, fmt, branches],
  );

  return (
    <div className="mx-auto max-w-7xl" data-testid="agent-list">
      <PageHeader title={t("list.title")} description={t("list.intro")} />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] lg:items-end">
        <ListSearch list={list} label={t("list.search")} className="col-span-2 lg:col-span-1" />
        <ParamSelect
          set={list.set}
          param="status"
          label={t("list.column.status")}
          value={status}
          options={statusOptions}
          testId="agent-filter-status"
          className={everyBranch ? undefined : "col-span-2 lg:col-span-1"}
        />
        {everyBranch ? (
          <ParamSelect
            set={list.set}
            param="branch_id"
            label={t("list.column.branch")}
            value={branchId}
            options={[{ value: "", label: t("list.all_branches") }, ...branches.options]}
            testId="agent-filter-branch"
          />
        ) : null}
      </div>
      <ListResults query={query} list={list} loadFailed={t("list.load_failed")}>
        <PageTable
          rows={query.data?.data}
          columns={columns}
          caption={t("list.title")}
          testId="agent-table"
          empty={
            <ListEmpty
              icon={<UsersRound aria-hidden className="size-6" />}
              filtered={filtered}
              title={t("list.empty")}
              text={t("list.empty_hint")}
              onClear={() => list.set({ search: null, status: null, branch_id: null })}
            />
          }
        />
      </ListResults>
    </div>
  );
}
