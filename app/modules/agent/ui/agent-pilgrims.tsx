import { useQuery } from "@tanstack/react-query";
import { ClipboardPlus, Mail, Phone, UserPlus } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { agentQueries } from "#app/modules/agent/agent.api-client";
import type { AgentPilgrimDto } from "#app/modules/agent/agent.contract";
import { CardList } from "#app/shared/ui/list-kit";
import { Badge, buttonClass, FormSection, PageHeader } from "#app/shared/ui/page-header";
import { AgentPilgrimForm } from "./agent-pilgrim-form";
import { useAgentFormat } from "./agent-kit";

/** The "book for them" address of a pilgrim: the agent's checkout for that customer. */
export const bookForHref = (pilgrimId: number) => `/panel/agent/book?customer=${pilgrimId}`;

/**
 * /panel/agent/pilgrims (an approved agent): the agent's pilgrims, newest first, each with a
 * "book for them" action; a form to register one (an account the pilgrim can later sign in to).
 */
export function AgentPilgrimsScreen() {
  const { t } = useTranslation("agent");
  const fmt = useAgentFormat();
  const query = useQuery({ ...agentQueries.pilgrims(), select: (r) => r.data });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<AgentPilgrimDto | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = query.data ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="agent-pilgrims">
      <PageHeader
        title={t("pilgrims.title")}
        description={t("pilgrims.intro")}
        back={{ to: "/panel/agent", label: t("workspace.back") }}
      />
      {adding ? (
        <FormSection title={t("pilgrims.form_title")} description={t("pilgrims.form_intro")} testId="agent-pilgrim-new">
          <AgentPilgrimForm
            onCreated={(p) => {
              setAdding(false);
              setCreated(p);
            }}
            onCancel={() => {
              setAdding(false);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
          />
        </FormSection>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            ref={addButton}
            type="button"
            className={buttonClass.primary}
            onClick={() => {
              setCreated(null);
              setAdding(true);
            }}
            data-testid="agent-pilgrim-add"
          >
            <UserPlus aria-hidden className="size-5" />
            {t("pilgrims.add")}
          </button>
          {created ? (
            <p className="text-sm text-slate-800" role="status" data-testid="agent-pilgrim-created">
              {t("pilgrims.created", { name: created.name })}{" "}
              <Link to={bookForHref(created.id)} className="font-semibold text-brand-700 underline">
                {t("pilgrims.book_now")}
              </Link>
            </p>
          ) : null}
        </div>
      )}
      <FormSection
        title={t("pilgrims.list_title")}
        description={query.isSuccess ? t("pilgrims.count", { count: rows.length }) : undefined}
      >
        <CardList query={query} rows={rows} empty={t("pilgrims.empty")} emptyTestId="agent-pilgrims-empty">
          {(p) => (
            <li
              key={p.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center"
              data-testid="agent-pilgrim"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                  <span data-testid="agent-pilgrim-row-name">{p.name}</span>
                  {p.active ? null : <Badge tone="slate">{t("pilgrims.inactive")}</Badge>}
                </p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  {p.phone ? (
                    <span className="inline-flex items-center gap-1">
                      <Phone aria-hidden className="size-4" />
                      {p.phone}
                    </span>
                  ) : null}
                  <span className="inline-flex min-w-0 items-center gap-1 break-all">
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {p.email ?? t("pilgrims.no_email")}
                  </span>
                </p>
                <p className="mt-1 text-xs text-slate-600">{t("pilgrims.since", { date: fmt.date(p.since) })}</p>
              </div>
              {p.active ? (
                <Link
                  to={bookForHref(p.id)}
                  className={`${buttonClass.secondary} w-full sm:w-auto`}
                  aria-label={t("pilgrims.book_for_named", { name: p.name })}
                  data-testid="agent-pilgrim-book"
                >
                  <ClipboardPlus aria-hidden className="size-4" />
                  {t("pilgrims.book_for")}
                </Link>
              ) : null}
            </li>
          )}
        </CardList>
      </FormSection>
    </div>
  );
}
