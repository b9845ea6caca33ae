import { useQuery } from "@tanstack/react-query";
import { Copy, Share2 } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { agentQueries } from "#app/modules/agent/agent.api-client";
import { referralLink } from "#app/modules/agent/agent.rules";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { controlClass } from "#app/shared/ui/form-field";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";

/** The browser's origin (the server renders the path alone, the browser completes it). */
export const siteOrigin = () => (typeof window === "undefined" ? "" : window.location.origin);

/** Copies a text, and says so; where the browser refuses, `fallback` selects it for a manual copy. */
export function useCopy() {
  const { t } = useTranslation("agent");
  return async (text: string, fallback?: () => void) => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      toast.success(t("mine.copied"));
    } catch {
      fallback?.();
      toast.info(t("mine.copy_failed"));
    }
  };
}

/** The approved agent's own code, read once for the workspace's screens (`GET /agent/application`). */
export function useAgentCode() {
  return useQuery({ ...agentQueries.mine(), select: (r) => r.data?.code ?? null });
}

/**
 * The workspace's share card: the agent's code and their referral link to the home page, each
 * with a copy button, and the way to the packages' share texts.
 */
export function AgentCodeCard() {
  const { t } = useTranslation("agent");
  const query = useAgentCode();
  const code = query.data;
  return (
    <FormSection title={t("workspace.share_title")} description={t("workspace.share_intro")} testId="agent-code-card">
      {query.isPending ? (
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" role="status" aria-label={t("workspace.loading")} />
      ) : query.isError || !code ? (
        <LoadFailed text={t("workspace.code_failed")} onRetry={query.refetch} />
      ) : (
        <div className="space-y-4">
          <CodeAndLink code={code} testIdPrefix="agent-ws" />
          <Link
            to="/panel/agent/share"
            className={`${buttonClass.secondary} w-full sm:w-auto`}
            data-testid="agent-ws-to-share"
          >
            <Share2 aria-hidden className="size-5" />
            {t("workspace.to_share")}
          </Link>
        </div>
      )}
    </FormSection>
  );
}

/**
 * The agent's code and their referral link to the home page (`<origin>/?ref=CODE`), each with a
 * copy button: on the workspace's share card and on the approved application's page. Test ids
 * are `<testIdPrefix>-code`, `-copy-code`, `-link`, `-copy-link`.
 */
export function CodeAndLink({ code, testIdPrefix, hint }: { code: string; testIdPrefix: string; hint?: string }) {
  const { t } = useTranslation("agent");
  const copy = useCopy();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const origin = siteOrigin();
  const link = origin ? referralLink(origin, "/", code) : `/?ref=${code}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-700">{t("mine.code")}</p>
          <p
            className="font-mono text-2xl font-bold tracking-wider text-slate-900"
            data-testid={`${testIdPrefix}-code`}
          >
            {code}
          </p>
        </div>
        <ActionButton
          look="secondary"
          icon={Copy}
          onClick={() => void copy(code)}
          data-testid={`${testIdPrefix}-copy-code`}
        >
          {t("mine.copy_code")}
        </ActionButton>
      </div>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
          {t("mine.link")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            ref={input}
            readOnly
            value={link}
            className={`${controlClass} font-mono text-sm`}
            onFocus={(e) => e.currentTarget.select()}
            data-testid={`${testIdPrefix}-link`}
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
            data-testid={`${testIdPrefix}-copy-link`}
          >
            {t("mine.copy_link")}
          </ActionButton>
        </div>
        {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      </div>
    </>
  );
}
