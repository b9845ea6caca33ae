import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { ContactDetails } from "#app/modules/content/ui/contact-details";
import { ContactForm } from "#app/modules/content/ui/contact-form";
import { MapFrame } from "#app/modules/content/ui/rich-text-body";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { mapEmbedUrl } from "#app/shared/embed-map";
import { serverT } from "#app/shared/i18n/server";
import { useRootData } from "#app/modules/account/ui/root-data";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/contact";
import type { loader as layoutLoader } from "./layout";
import { SitePage } from "#app/shared/ui/site/site-page";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const [t, setting] = [serverT(ctx.locale, "content"), await getSetting({ ctx })];
  return {
    title: t("contact.title"),
    description: t("contact.description", { name: setting.name }),
    whatsappSubject: t("contact.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta({ matches, location }, { title: loaderData?.title, description: loaderData?.description });

const cardClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const headingClass = "text-xl font-semibold text-slate-900";

/** /contact-us: how to reach the agency, its map and branches, and a message form. */
export default function Contact() {
  const { t } = useTranslation("content");
  const { setting } = useRootData();
  const layout = useRouteLoaderData<typeof layoutLoader>("layout-main");
  const branches = layout?.branches ?? [];
  const map = mapEmbedUrl(setting.embed_map);
  const hasDetails = Boolean(setting.phone || setting.email_url || setting.address);
  return (
    <SitePage title={t("contact.title")} width="max-w-7xl">
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("contact.intro")}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="contact-details" className={cardClass}>
            <h2 id="contact-details" className={headingClass}>
              {t("contact.details_title")}
            </h2>
            {hasDetails ? (
              <ContactDetails phone={setting.phone} email={setting.email_url} address={setting.address} />
            ) : (
              <p className="mt-3 text-slate-700">{t("contact.no_details")}</p>
            )}
          </section>

          {branches.length > 0 ? (
            <nav aria-labelledby="contact-branches" className={cardClass}>
              <h2 id="contact-branches" className={headingClass}>
                {t("contact.branches_title")}
              </h2>
              <ul className="mt-3 space-y-1">
                {branches.map((b) => (
                  <li key={b.id}>
                    <Link
                      to={`/page/${b.id}`}
                      className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      <Building2 aria-hidden="true" className="size-5 shrink-0" />
                      {b.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>

        <section aria-labelledby="contact-form-title" className={`${cardClass} lg:col-span-3`}>
          <h2 id="contact-form-title" className={`${headingClass} mb-4`}>
            {t("contact.form_title")}
          </h2>
          <ContactForm />
        </section>
      </div>

      {map ? (
        <div className="mt-8">
          <h2 id="contact-map" className={headingClass}>
            {t("contact.map_title")}
          </h2>
          <MapFrame
            src={map}
            title={t("common.map_title", { name: setting.name })}
            className="mt-3 aspect-[4/3] w-full rounded-xl border-0 bg-slate-100 sm:aspect-[21/9]"
          />
        </div>
      ) : null}
    </SitePage>
  );
}
