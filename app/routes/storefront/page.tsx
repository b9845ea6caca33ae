import { MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { contentIdParam } from "#app/modules/content/content.contract";
import { getPage } from "#app/modules/content/.server/pages/get-page";
import { MapFrame, RichTextBody } from "#app/modules/content/ui/rich-text-body";
import { telHref } from "#app/modules/content/ui/types";
import { plainText } from "#app/modules/catalog/ui/format";
import { mapEmbedUrl } from "#app/shared/embed-map";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { seoContext, seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/page";
import { SitePage } from "#app/shared/ui/site/site-page";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  // Only a plain positive number is a page id: "abc", "1.5", "-1" are the same 404 as an unknown one.
  const input = paramOr404(contentIdParam, /^\d{1,10}$/.test(params.page_id) ? { id: params.page_id } : null);
  const page = await orNotFound(() => getPage({ ctx, input }));
  // Bodies are sanitised when saved; sanitising again on the way out costs little and keeps old rows safe.
  const body = page.body;
  return {
    page: { ...page, body },
    map: page.group === "branch" ? mapEmbedUrl(page.embed_map) : null,
    description: plainText(body, 160) || page.address || "",
    // The floating WhatsApp link names the page (whatsapp-button.tsx).
    whatsappSubject: page.title,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return seoMeta({ matches, location }, { noindex: true });
  const { setting } = seoContext(matches);
  const { page, description } = loaderData;
  return seoMeta(
    { matches, location },
    { title: page.title, description: description || `${page.title} — ${setting?.name ?? ""}` },
  );
};

/** /page/:page_id: a CMS page (footer pages, the terms) or a branch office with its contact and map. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { page, map } = loaderData;
  const isBranch = page.group === "branch";
  const hasDetails = isBranch && (page.address || page.phone || map);
  return (
    <SitePage title={page.title} article>
      {hasDetails ? (
        <section aria-labelledby="branch-details" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h2 id="branch-details" className="text-lg font-semibold text-slate-900">
            {t("page.branch_details")}
          </h2>
          <ul className="mt-3 space-y-3">
            {page.address ? (
              <li className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <address className="not-italic">
                  <span className="sr-only">{t("common.address")}: </span>
                  {page.address}
                </address>
              </li>
            ) : null}
            {page.phone ? (
              <li className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a href={telHref(page.phone)} className="text-brand-700 underline-offset-2 hover:underline">
                  <span className="sr-only">{t("common.phone")}: </span>
                  {page.phone}
                </a>
              </li>
            ) : null}
          </ul>
          {map ? (
            <MapFrame
              src={map}
              title={t("page.map_title", { name: page.title })}
              className="mt-4 aspect-[4/3] w-full rounded-lg border-0 bg-slate-100 sm:aspect-[16/9]"
            />
          ) : null}
        </section>
      ) : null}
      <RichTextBody
        html={page.body}
        emptyClassName="text-slate-700"
        empty={isBranch ? null : t("common.rich_text_empty")}
      />
    </SitePage>
  );
}
