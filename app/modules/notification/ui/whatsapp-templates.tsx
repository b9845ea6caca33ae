import { useQuery } from "@tanstack/react-query";
import { Copy, ExternalLink, LoaderCircle, MailCheck, MessageCircle, MonitorSmartphone } from "lucide-react";
import { Tabs } from "radix-ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { outboxPaths, outboxQueries } from "#app/modules/notification/notification.api-client";
import type { WhatsappTemplatesResponse } from "#app/modules/notification/notification.contract";
import { isLocale, type Locale, localeNames, localeTag } from "#app/shared/i18n/config";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";
import { toast } from "#app/shared/ui/toast";

type Template = WhatsappTemplatesResponse["data"][number];
type Channel = WhatsappTemplatesResponse["channel"];

/** The Cloud API's settings, in the order Meta's set-up asks for them, with what each is. */
const ENV_VARIABLES = [
  ["WHATSAPP_TOKEN", "settings.env_token"],
  ["WHATSAPP_PHONE_NUMBER_ID", "settings.env_phone"],
  ["WHATSAPP_APP_SECRET", "settings.env_secret"],
  ["WHATSAPP_VERIFY_TOKEN", "settings.env_verify"],
] as const;

/** A numbered template parameter as WhatsApp writes it: {{1}}, {{2}}… */
const placeholder = (n: number) => `{{${n}}}`;

/**
 * /panel/settings/whatsapp (settings permission): the channel's state and how to connect it, then
 * each message's template (decision 080): its name at WhatsApp, its numbered parameters, its URL
 * button, and per language the body to submit for approval and a preview. `site` is the site's
 * public address (PUBLIC_URL), on which the webhook and the buttons' links are built.
 */
export function WhatsappSettings({ site }: { site: string }) {
  const { t } = useTranslation("whatsapp");
  const query = useQuery(outboxQueries.templates());
  const origin = site.replace(/\/+$/, "");
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("settings.title")} description={t("settings.intro")} />
      {query.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t("catalog_admin:ui.loading")}
        </p>
      ) : query.isError ? (
        <LoadFailed text={t("settings.load_failed")} onRetry={query.refetch} />
      ) : (
        <div className="space-y-6">
          <ChannelBanner channel={query.data.channel} />
          <CloudSetup origin={origin} />
          <section aria-labelledby="wa-templates-title">
            <h2 id="wa-templates-title" className="text-xl font-semibold text-slate-900">
              {t("settings.templates_title")}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-700">{t("settings.templates_intro")}</p>
            <ul className="space-y-4">
              {query.data.data.map((template) => (
                <li key={template.name}>
                  <TemplateCard template={template} origin={origin} />
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}

const BANNERS: Record<Channel, { icon: typeof MessageCircle; className: string }> = {
  cloud: { icon: MessageCircle, className: "border-emerald-300 bg-emerald-50 text-emerald-950" },
  dev: { icon: MonitorSmartphone, className: "border-amber-300 bg-amber-50 text-amber-950" },
  off: { icon: MailCheck, className: "border-slate-300 bg-slate-50 text-slate-900" },
};

/** What the channel does now: the Cloud API, the development transport, or mail only. */
export function ChannelBanner({ channel }: { channel: Channel }) {
  const { t } = useTranslation("whatsapp");
  const { icon: Icon, className } = BANNERS[channel];
  const title = { cloud: t("settings.channel_cloud"), dev: t("settings.channel_dev"), off: t("settings.channel_off") };
  const text = {
    cloud: t("settings.channel_cloud_text"),
    dev: t("settings.channel_dev_text"),
    off: t("settings.channel_off_text"),
  };
  return (
    <section
      aria-labelledby="wa-channel-title"
      className={`flex items-start gap-3 rounded-xl border p-4 sm:p-5 ${className}`}
      data-testid="wa-channel"
      data-channel={channel}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <h2 id="wa-channel-title" className="font-semibold">
          {title[channel]}
        </h2>
        <p className="mt-1 text-sm">{text[channel]}</p>
        {channel === "dev" ? (
          <Link
            to="/panel/messages?channel=whatsapp"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-2"
          >
            {t("settings.channel_dev_link")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** The environment variables of the Cloud API and the webhook address to give Meta. */
function CloudSetup({ origin }: { origin: string }) {
  const { t } = useTranslation("whatsapp");
  const webhook = `${origin}${outboxPaths.whatsappWebhook}`;
  return (
    <FormSection title={t("settings.setup_title")} description={t("settings.setup_intro")} testId="wa-setup">
      <dl className="space-y-3">
        {ENV_VARIABLES.map(([name, key]) => (
          <div key={name} className="sm:flex sm:gap-3">
            <dt className="shrink-0 sm:w-64">
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">{name}</code>
            </dt>
            <dd className="mt-1 text-sm text-slate-700 sm:mt-0">{t(key)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <p className="text-sm font-medium text-slate-800">{t("settings.webhook")}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code className="min-w-0 font-mono text-sm break-all text-slate-900 select-all" data-testid="wa-webhook">
            {webhook}
          </code>
          <CopyButton text={webhook} what={t("settings.webhook")} />
        </div>
      </div>
    </FormSection>
  );
}

/** One message's template: its name, parameters and button, and its body and preview per language. */
export function TemplateCard({ template, origin }: { template: Template; origin: string }) {
  const { t } = useTranslation("whatsapp");
  const { locale } = useRootBasics();
  const titleId = useId();
  const kind = t(`kind.${template.name}`);
  const first = template.languages.find((l) => l.locale === locale) ?? template.languages[0];
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid={`wa-template-${template.name}`}
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {kind}
      </h3>
      <dl className="mt-3 grid gap-4 md:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t("settings.template_name")}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-1">
            <code
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all text-slate-900 select-all"
              data-testid="wa-template-name"
            >
              {template.name}
            </code>
            <CopyButton text={template.name} what={template.name} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("settings.params")}</dt>
          <dd className="mt-1">
            <ol className="space-y-0.5 text-sm text-slate-900" data-testid="wa-template-params">
              {template.params.map((param, i) => (
                <li key={param}>
                  <code className="font-mono text-slate-700">{placeholder(i + 1)}</code> {t(`param.${param}`)}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("settings.button")}</dt>
          <dd className="mt-1 text-sm text-slate-900" data-testid="wa-template-button">
            {template.button ? (
              <>
                <code className="font-mono break-all">
                  {origin}/{placeholder(1)}
                </code>
                <span className="mt-1 block text-slate-600">{t("settings.button_hint")}</span>
              </>
            ) : (
              t("settings.button_none")
            )}
          </dd>
        </div>
      </dl>
      {first ? (
        <Tabs.Root defaultValue={first.locale} className="mt-5">
          <Tabs.List
            aria-label={t("settings.languages", { name: kind })}
            className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1"
          >
            {template.languages.map((l) => (
              <Tabs.Trigger
                key={l.locale}
                value={l.locale}
                className="-mb-px inline-flex min-h-11 flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 border-b-2 border-transparent px-2 py-2 text-center text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:shrink-0 sm:flex-nowrap sm:px-3 sm:whitespace-nowrap"
                data-testid={`wa-lang-${l.locale}`}
              >
                <span lang={isLocale(l.locale) ? localeTag[l.locale] : undefined}>
                  {isLocale(l.locale) ? localeNames[l.locale] : l.locale}
                </span>
                <code className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-700">{l.code}</code>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {template.languages.map((l) => (
            <Tabs.Content key={l.locale} value={l.locale} className="pt-4 focus-visible:outline-2">
              <LanguageVersion version={l} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
    </article>
  );
}

/** A template in one language: the body to submit and the chat bubble a customer would see. */
function LanguageVersion({ version }: { version: Template["languages"][number] }) {
  const { t } = useTranslation("whatsapp");
  const lang = isLocale(version.locale) ? localeTag[version.locale as Locale] : version.code;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-sm font-semibold text-slate-800">{t("settings.body")}</h4>
          <CopyButton text={version.body} what={t("settings.body")} />
        </div>
        <pre
          lang={lang}
          className="mt-1 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
          data-testid="wa-body"
        >
          {version.body}
        </pre>
      </div>
      <div className="min-w-0">
        <h4 className="text-sm font-semibold text-slate-800">{t("settings.preview")}</h4>
        <p className="text-xs text-slate-600">{t("settings.preview_hint")}</p>
        <div className="mt-1 rounded-lg bg-[#efeae2] p-3 sm:p-4">
          <div className="max-w-sm rounded-lg rounded-tl-none bg-white text-sm text-slate-900 shadow-sm" lang={lang}>
            <p className="p-3 break-words whitespace-pre-wrap" data-testid="wa-preview">
              <Meanings text={version.preview} />
            </p>
            {version.button_text ? (
              <p className="flex min-h-10 items-center justify-center gap-1.5 border-t border-slate-200 px-3 font-medium text-sky-800">
                <ExternalLink aria-hidden className="size-4" />
                {version.button_text}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The preview's "[meaning]" parts marked, so a reader sees at once what is filled in per message. */
function Meanings({ text }: { text: string }) {
  const parts = text.split(/(\[[^\]]+\])/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <span key={i} className="rounded bg-amber-100 px-0.5 text-amber-950">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A small button that copies a text and says so; where the browser refuses, the text stays selectable. */
function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation("whatsapp");
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      toast.success(t("settings.copied"));
    } catch {
      toast.info(t("settings.copy_failed"));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
      aria-label={t("settings.copy_label", { what })}
    >
      <Copy aria-hidden className="size-4" />
      {t("settings.copy")}
    </button>
  );
}
