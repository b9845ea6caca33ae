import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { plainText } from "#app/modules/catalog/ui/format";
import { listFaqs } from "#app/modules/content/.server/list-faqs";
import { richTextClass } from "#app/modules/content/ui/types";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { serverT } from "#app/shared/i18n/server";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/faq";
import { SitePage } from "#app/shared/ui/site/site-page";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const [faqs, setting] = await Promise.all([listFaqs({ ctx, input: { page: 1, limit: -1 } }), getSetting({ ctx })]);
  const t = serverT(ctx.locale, "content");
  return {
    faqs: faqs.data,
    title: t("faq.title"),
    description: t("faq.description", { name: setting.name }),
    whatsappSubject: t("faq.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const faqs = loaderData?.faqs ?? [];
  return seoMeta(
    { matches, location },
    {
      title: loaderData?.title,
      description: loaderData?.description,
      jsonLd:
        faqs.length > 0
          ? [
              {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                mainEntity: faqs.map((f) => ({
                  "@type": "Question",
                  name: f.question,
                  acceptedAnswer: { "@type": "Answer", text: plainText(f.answer, 5000) },
                })),
              },
            ]
          : [],
    },
  );
};

/** /faq: the questions as an accordion (radix: buttons with aria-expanded inside headings). */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { faqs } = loaderData;
  return (
    <SitePage title={t("faq.title")}>
      <p className="mt-3 text-lg text-slate-700">
        {t("faq.intro")}{" "}
        <Link to="/contact-us" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("faq.contact_link")}
        </Link>
      </p>
      {faqs.length > 0 ? (
        <Accordion.Root type="multiple" className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {faqs.map((faq) => (
            <Accordion.Item key={faq.id} value={String(faq.id)} data-testid="faq-item">
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger
                    data-testid="faq-trigger"
                    className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {faq.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5">
                <div
                  className={richTextClass}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when saved (use cases call sanitizeRichText)
                  dangerouslySetInnerHTML={{ __html: faq.answer }}
                />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : (
        <p className="mt-8 rounded-lg bg-slate-50 p-6 text-slate-700">{t("faq.empty")}</p>
      )}
    </SitePage>
  );
}
