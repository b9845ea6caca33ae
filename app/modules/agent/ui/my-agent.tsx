import { useQuery } from "@tanstack/react-query";
import { Copy, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { agentQueries } from "#app/modules/agent/agent.api-client";
import type { AgentDetailDto } from "#app/modules/agent/agent.contract";
import { mayApply } from "#app/modules/agent/agent.rules";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { FormSkeleton } from "#app/shared/ui/form-actions";
import { controlClass } from "#app/shared/ui/form-field";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { type AgentBranchChoice, AgentApplicationForm } from "./agent-application-form";
import { AgentHistory, AgentStatusBadge, Fact, useAgentFormat } from "./agent-kit";

/**
 * /panel/agent-application (customer): the application form when there is none; then its status
 * and history; an approved agent's code and referral link; a rejected applicant's reason and a way
 * to apply again on the same record (decision 078).
 */
export function MyAgentScreen({ branches }: { branches: AgentBranchChoice[] }) {
  const { t } = useTranslation("agent");
  const query = useQuery({ ...agentQueries.mine(), select: (r) => r.data });
  const [again, setAgain] = useState(false);
  const agent = query.data;
  const showForm = query.isSuccess && (agent === null || (again && agent !== undefined && mayApply(agent.status)));
  return (
    <div className="mx-auto max-w-4xl" data-testid="my-agent">
      <PageHeader
        title={agent && agent.status !== "rejected" ? t("mine.title_agent") : t("mine.title")}
        description={showForm ? t("mine.intro") : undefined}
      />
      {query.isPending ? (
        <FormSkeleton />
      ) : query.isError ? (
        <LoadFailed text={t("mine.load_failed")} onRetry={query.refetch} />
      ) : showForm ? (
        <AgentApplicationForm
          branches={branches}
          previous={agent}
          onCancel={agent ? () => setAgain(false) : undefined}
        />
      ) : agent ? (
        <MyAgentStatus agent={agent} branches={branches} onApplyAgain={() => setAgain(true)} />
      ) : null}
    </div>
  );
}

function MyAgentStatus({
  agent,
  branches,
  onApplyAgain,
}: {
  agent: AgentDetailDto;
  branches: AgentBranchChoice[];
  onApplyAgain: () => void;
}) {
  const { t } = useTranslation("agent");
  const fmt = useAgentFormat();
  const branch = branches.find((b) => b.id === agent.branch_id);
  return (
    <div className="space-y-6">
      <FormSection
        title={t("mine.status_title")}
        actions={<AgentStatusBadge status={agent.status} testId="my-agent-status" />}
        testId="my-agent-card"
      >
        <p className="text-slate-800" data-testid="my-agent-explain">
          {t(`mine.explain.${agent.status}`)}
        </p>
        {agent.code && agent.status === "approved" ? <ReferralLink code={agent.code} /> : null}
        {agent.reason && (agent.status === "rejected" || agent.status === "suspended") ? (
          <p
            className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm break-words text-red-900"
            data-testid="my-agent-reason"
          >
            <span className="font-semibold">{t("mine.reason")}:</span> {agent.reason}
          </p>
        ) : null}
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          {agent.code && agent.status === "suspended" ? <Fact label={t("mine.code")}>{agent.code}</Fact> : null}
          <Fact label={t("mine.applied_at")}>{fmt.dateTime(agent.created_at)}</Fact>
          {agent.reviewed_at ? <Fact label={t("mine.reviewed_at")}>{fmt.dateTime(agent.reviewed_at)}</Fact> : null}
          <Fact label={t("form.branch")}>
            {branch ? <BranchName branch={branch} /> : agent.branch_id === null ? t("form.head_office") : "—"}
          </Fact>
          <Fact label={t("mine.terms")}>{t("form.terms_version", { version: agent.terms_version })}</Fact>
        </dl>
        {mayApply(agent.status) ? (
          <div className="mt-4 border-t border-slate-200 pt-4">
            <ActionButton look="primary" icon={RotateCcw} onClick={onApplyAgain} data-testid="my-agent-apply-again">
              {t("mine.apply_again")}
            </ActionButton>
          </div>
        ) : null}
      </FormSection>
      <FormSection title={t("history.title")}>
        <AgentHistory events={agent.events} showActor={false} />
      </FormSection>
    </div>
  );
}

function BranchName({ branch }: { branch: AgentBranchChoice }) {
  const { i18n } = useTranslation();
  return <>{pickLocale(branch.name, toLocale(i18n.language) ?? "id")}</>;
}

/** The agent's code and their referral link (`<origin>/?ref=CODE`), each with a copy button. */
function ReferralLink({ code }: { code: string }) {
  const { t } = useTranslation("agent");
  const input = useRef<HTMLInputElement>(null);
  // The origin is the browser's: the server renders the path, the browser completes it.
  const link = typeof window === "undefined" ? `/?ref=${code}` : `${window.location.origin}/?ref=${code}`;
  const copy = async (text: string, select?: () => void) => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      toast.success(t("mine.copied"));
    } catch {
      select?.();
      toast.info(t("mine.copy_failed"));
    }
  };
  return (
    <div className="mt-4 space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <div>
          <p className="text-sm text-slate-700">{t("mine.code")}</p>
          <p className="font-mono text-2xl font-bold tracking-wider text-slate-900" data-testid="my-agent-code">
            {code}
          </p>
        </div>
        <ActionButton look="secondary" icon={Copy} onClick={() => void copy(code)} data-testid="my-agent-copy-code">
          {t("mine.copy_code")}
        </ActionButton>
      </div>
      <div>
        <label htmlFor="agent-referral-link" className="mb-1 block text-sm font-medium text-slate-800">
          {t("mine.link")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="agent-referral-link"
            ref={input}
            readOnly
            value={link}
            className={`${controlClass} font-mono text-sm`}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="my-agent-link"
          />
          <ActionButton
            look="primary"
            icon={Copy}
            className="shrink-0"
            onClick={() =>
              void copy(link, () => {
                input.current?.focus();
                input.current?.select();
              })
            }
            data-testid="my-agent-copy-link"
          >
            {t("mine.copy_link")}
          </ActionButton>
        </div>
        <p className="mt-1 text-xs text-slate-600">{t("mine.link_hint")}</p>
      </div>
    </div>
  );
}
