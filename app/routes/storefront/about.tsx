import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { plainText } from "#app/modules/catalog/ui/format";
import { ContactDetails } from "#app/modules/content/ui/contact-details";
import { RichTextBody } from "#app/modules/content/ui/rich-text-body";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { serverT } from "#app/shared/i18n/server";
import { useRootData } from "#app/modules/account/ui/root-data";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/about";
import { SitePage } from "#app/shared/ui/site/site-page";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const setting = await getSetting({ ctx });
  const t = serverT(ctx.locale, "content");
  const about = setting.about ?? "";
  return {
    about,
    title: t("about.title"),
    description: plainText(about, 160) || setting.description || t("about.description", { name: setting.name }),
    whatsappSubject: t("about.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta({ matches, location }, { title: loaderData?.title, description: loaderData?.description });

/** /about: the agency's own words (setting `about`), its description and how to reach it. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { setting } = useRootData();
  const { about } = loaderData;
  return (
    <SitePage title={t("about.title")}>
      {setting.description ? <p className="mt-3 text-lg text-slate-700">{setting.description}</p> : null}
      <RichTextBody html={about} emptyClassName="rounded-lg bg-slate-50 p-6 text-slate-700" empty={t("about.empty")} />

      <div className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="about-contact" className="text-xl font-semibold text-slate-900">
          {t("about.contact_title")}
        </h2>
        <ContactDetails phone={setting.phone} email={setting.email_url} address={setting.address} />
        <Link
          to="/contact-us"
          className="mt-4 inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t("about.contact_link")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </SitePage>
  );
}
