import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { agentQueries } from "#app/modules/agent/agent.api-client";
import type { AgentDetailDto } from "#app/modules/agent/agent.contract";
import { mayApply } from "#app/modules/agent/agent.rules";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { FormSkeleton } from "#app/shared/ui/form-actions";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { type AgentBranchChoice, AgentApplicationForm } from "./agent-application-form";
import { CodeAndLink } from "./agent-code-card";
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

/** The approved agent's code and referral link (the workspace's card shows the same). */
function ReferralLink({ code }: { code: string }) {
  const { t } = useTranslation("agent");
  return (
    <div className="mt-4 space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <CodeAndLink code={code} testIdPrefix="my-agent" hint={t("mine.link_hint")} />
    </div>
  );
}
