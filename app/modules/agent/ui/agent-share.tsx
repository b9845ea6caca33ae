import { Copy, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { packageShareText, referralLink, whatsAppShareUrl } from "#app/modules/agent/agent.rules";
import { dateTimeFormat } from "#app/shared/dates";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { PageHeader } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";
import { siteOrigin, useAgentCode, useCopy } from "./agent-code-card";

/** A published package as the share screen needs it (read by the route from the catalogue). */
export interface SharePackage {
  id: number;
  name: string;
  code: string;
  /** The "from" price per pax after the discount, in the site's currency (minor units). */
  price: number;
  next_departure: { start_date: string; end_date: string } | null;
}

/**
 * /panel/agent/share (an approved agent): each published package with its share message for
 * WhatsApp in the reader's language (name, next departure, "from" price and the package's page
 * with the agent's code), a WhatsApp button and a copy-link button.
 */
export function AgentShareScreen({ packages }: { packages: SharePackage[] }) {
  const { t } = useTranslation("agent");
  const code = useAgentCode();
  return (
    <div className="mx-auto max-w-4xl" data-testid="agent-share">
      <PageHeader
        title={t("share.title")}
        description={t("share.intro")}
        back={{ to: "/panel/agent", label: t("workspace.back") }}
      />
      {code.isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-slate-100" role="status" aria-label={t("workspace.loading")} />
      ) : code.isError || !code.data ? (
        <LoadFailed text={t("workspace.code_failed")} onRetry={code.refetch} />
      ) : packages.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700" data-testid="agent-share-empty">
          {t("share.empty")}
        </p>
      ) : (
        <ul className="space-y-4">
          {packages.map((p) => (
            <ShareCard key={p.id} pkg={p} code={code.data as string} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ShareCard({ pkg, code }: { pkg: SharePackage; code: string }) {
  const { t } = useTranslation("agent");
  const { locale, setting } = useRootBasics();
  const copy = useCopy();
  const origin = siteOrigin();
  const link = origin ? referralLink(origin, `/tour/${pkg.id}`, code) : `/tour/${pkg.id}?ref=${code}`;
  const dates = pkg.next_departure
    ? dateTimeFormat(localeTag[locale], { dateStyle: "medium", timeZone: "UTC" }).formatRange(
        new Date(`${pkg.next_departure.start_date.slice(0, 10)}T00:00:00Z`),
        new Date(`${pkg.next_departure.end_date.slice(0, 10)}T00:00:00Z`),
      )
    : null;
  const price = pkg.price > 0 ? formatMoney(pkg.price, setting.currency as Currency, locale) : null;
  const text = packageShareText({
    intro: t("share.text_intro"),
    name: pkg.name,
    dates: dates ? t("share.text_dates", { dates }) : null,
    price: price ? t("share.text_price", { price }) : null,
    cta: t("share.text_cta"),
    link,
  });
  const headingId = `agent-share-${pkg.id}`;
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby={headingId}
      data-testid="agent-share-package"
    >
      <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {pkg.name}
      </h2>
      <p className="text-sm text-slate-600">
        {pkg.code}
        {dates ? ` · ${dates}` : ""}
        {price ? ` · ${t("share.from", { price })}` : ""}
      </p>
      <p className="mt-3 text-sm font-medium text-slate-800">{t("share.preview")}</p>
      <p
        className="mt-1 rounded-lg bg-emerald-50 p-3 text-sm break-words whitespace-pre-line text-slate-900"
        data-testid="agent-share-text"
      >
        {text}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <a
          href={whatsAppShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
          data-testid="agent-share-whatsapp"
        >
          <MessageCircle aria-hidden className="size-5" />
          {t("share.whatsapp")}
          <span className="sr-only">
            {" "}
            — {pkg.name} ({t("share.new_tab")})
          </span>
        </a>
        <ActionButton
          look="secondary"
          icon={Copy}
          onClick={() => void copy(link)}
          aria-label={t("share.copy_link_named", { name: pkg.name })}
          data-testid="agent-share-copy"
        >
          {t("mine.copy_link")}
        </ActionButton>
      </div>
    </li>
  );
}
