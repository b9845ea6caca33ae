import { useQuery } from "@tanstack/react-query";
import { Ban, Check, ExternalLink, RotateCcw, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { branchQueries } from "#app/modules/account/account.api-client";
import { agentQueries } from "#app/modules/agent/agent.api-client";
import type { AgentDetailDto } from "#app/modules/agent/agent.contract";
import { type AgentReview, reviewsOf } from "#app/modules/agent/agent.rules";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { AgentHistory, AgentStatusBadge, Fact, useAgentFormat } from "./agent-kit";
import { AgentReviewDialog } from "./agent-review-dialog";

const REVIEW_LOOKS: Record<AgentReview, { icon: typeof Check; look: "primary" | "secondary" | "danger" }> = {
  approve: { icon: Check, look: "primary" },
  reject: { icon: X, look: "danger" },
  suspend: { icon: Ban, look: "danger" },
  reinstate: { icon: RotateCcw, look: "primary" },
};

/**
 * /panel/agents/{id} (staff with the agents permission): the person's application (identity and
 * the ID scan, bank account, contact, branch, upline, terms), its history with who reviewed, and
 * the reviews its status allows (`reviewsOf`), each confirmed in a dialog.
 */
export function AgentDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation("agent");
  const query = useQuery({
    ...agentQueries.detail(id),
    select: (r) => r.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  const agent = query.data;
  return (
    <div className="mx-auto max-w-5xl" data-testid="agent-detail">
      <PageHeader
        title={agent?.name ?? t("detail.title")}
        description={t("detail.intro")}
        back={{ to: "/panel/agents", label: t("detail.back") }}
      />
      {agent ? (
        <AgentRecord agent={agent} />
      ) : query.isError || !(id > 0) ? (
        <LoadFailed backTo="/panel/agents" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function AgentRecord({ agent: a }: { agent: AgentDetailDto }) {
  const { t, i18n } = useTranslation(["agent", "catalog_admin"]);
  const fmt = useAgentFormat();
  const [review, setReview] = useState<AgentReview | null>(null);
  const branches = useQuery(branchQueries.choices());
  const branch = branches.data?.data.find((b) => b.id === a.branch_id);
  const reviews = reviewsOf(a.status);
  return (
    <div className="space-y-6">
      <FormSection
        title={t("detail.status")}
        actions={<AgentStatusBadge status={a.status} testId="agent-status" />}
        testId="agent-review-card"
      >
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t("list.column.code")}>
            {a.code ? (
              <span className="font-mono" data-testid="agent-code">
                {a.code}
              </span>
            ) : (
              t("detail.no_code")
            )}
          </Fact>
          <Fact label={t("mine.applied_at")}>{fmt.dateTime(a.created_at)}</Fact>
          {a.reviewed_at ? <Fact label={t("mine.reviewed_at")}>{fmt.dateTime(a.reviewed_at)}</Fact> : null}
          {a.reason ? (
            <Fact label={t("mine.reason")} wide>
              {a.reason}
            </Fact>
          ) : null}
        </dl>
        {reviews.length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            {reviews.map((r) => (
              <ActionButton
                key={r}
                look={REVIEW_LOOKS[r].look}
                icon={REVIEW_LOOKS[r].icon}
                onClick={() => setReview(r)}
                data-testid={`agent-${r}`}
              >
                {t(`review.${r}.button`)}
              </ActionButton>
            ))}
          </div>
        ) : null}
      </FormSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <FormSection title={t("detail.person")}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t("detail.name")}>{a.name}</Fact>
            <Fact label={t("detail.username")}>@{a.username}</Fact>
            <Fact label={t("detail.email")}>{a.email ?? "—"}</Fact>
            <Fact label={t("form.whatsapp")}>
              <span className="tabular-nums">{a.whatsapp}</span>
            </Fact>
            <Fact label={t("form.branch")}>
              {a.branch_id === null
                ? t("form.head_office")
                : branch
                  ? pickLocale(branch.name, toLocale(i18n.language) ?? "id")
                  : "—"}
            </Fact>
            <Fact label={t("detail.upline")}>
              {a.upline ? `${a.upline.name}${a.upline.code ? ` (${a.upline.code})` : ""}` : "—"}
            </Fact>
          </dl>
        </FormSection>
        <FormSection title={t("form.identity")}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t("form.national_id_number")}>
              <span className="tabular-nums" data-testid="agent-nik">
                {a.national_id_number}
              </span>
            </Fact>
            <Fact label={t("form.tax_number")}>{a.tax_number ?? "—"}</Fact>
            <Fact label={t("detail.scan")} wide>
              {a.national_id_file_id ? (
                <a
                  href={`/api/file/${a.national_id_file_id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline"
                  data-testid="agent-scan-open"
                >
                  <ExternalLink aria-hidden className="size-4" />
                  {t("detail.open_scan")}
                  <span className="sr-only"> ({t("catalog_admin:ui.new_tab")})</span>
                </a>
              ) : (
                t("detail.no_scan")
              )}
            </Fact>
          </dl>
        </FormSection>
        <FormSection title={t("form.bank")}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t("form.bank_name")}>{a.bank_name}</Fact>
            <Fact label={t("form.account_number")}>
              <span className="tabular-nums">{a.account_number}</span>
            </Fact>
            <Fact label={t("form.account_holder")} wide>
              {a.account_holder}
            </Fact>
          </dl>
        </FormSection>
        <FormSection title={t("form.terms_title")}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t("detail.terms_version")}>{a.terms_version}</Fact>
            <Fact label={t("detail.terms_accepted")}>{fmt.dateTime(a.terms_accepted_at)}</Fact>
          </dl>
        </FormSection>
      </div>

      <FormSection title={t("history.title")}>
        <AgentHistory events={a.events} showActor />
      </FormSection>
      <AgentReviewDialog agent={a} action={review} onClose={() => setReview(null)} />
    </div>
  );
}
