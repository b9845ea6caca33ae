import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import { mapEmbedUrl } from "#app/shared/embed-map";
import { MapFrame } from "#app/modules/content/ui/rich-text-body";
import { SiteLogo } from "./site-header";
import { SocialLinks } from "./social-links";
import { WhatsappButton } from "./whatsapp-button";

// The specification fixes the copyright year at 2023 (docs/product.md §Storefront pages).
const COPYRIGHT_YEAR = 2023;

const headingClass = "mb-3 text-base font-semibold text-brand-800";

/** Storefront footer (docs/product.md §Storefront pages): identity, contact, footer pages and the map. */
export function SiteFooter({
  setting,
  footerPages,
}: {
  setting: SettingDto;
  footerPages: { id: number; title: string }[];
}) {
  const { t } = useTranslation("common");
  // Written by the server in the reader's language (the setting's licence_lines).
  const licences = setting.licence_lines ?? [];
  const map = mapEmbedUrl(setting.embed_map);
  const phoneHref = setting.phone ? `tel:${setting.phone.replace(/[^\d+]/g, "")}` : null;
  return (
    <footer className="border-t border-brand-100 bg-brand-50 text-slate-800">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <section aria-label={setting.name}>
          <SiteLogo setting={setting} />
          {setting.description ? (
            <p className="mt-3 text-sm leading-relaxed text-slate-700">{setting.description}</p>
          ) : null}
          <SocialLinks setting={setting} tone="dark" className="mt-4 -ml-2" />
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {t("footer.contact")}
          </h2>
          <ul className="space-y-3 text-sm">
            {setting.phone && phoneHref ? (
              <li className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <a href={phoneHref} className="underline-offset-2 hover:underline">
                  <span className="sr-only">{t("footer.phone")}: </span>
                  {setting.phone}
                </a>
              </li>
            ) : null}
            {setting.email_url ? (
              <li className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <a href={`mailto:${setting.email_url}`} className="break-all underline-offset-2 hover:underline">
                  <span className="sr-only">{t("footer.email")}: </span>
                  {setting.email_url}
                </a>
              </li>
            ) : null}
            {setting.address ? (
              <li className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <address className="not-italic">
                  <span className="sr-only">{t("footer.address")}: </span>
                  {setting.address}
                </address>
              </li>
            ) : null}
          </ul>
        </section>

        {footerPages.length > 0 ? (
          <nav aria-labelledby="footer-pages">
            <h2 id="footer-pages" className={headingClass}>
              {t("footer.pages")}
            </h2>
            <ul className="space-y-2 text-sm">
              {footerPages.map((p) => (
                <li key={p.id}>
                  <Link to={`/page/${p.id}`} className="underline-offset-2 hover:underline">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {map ? (
          <section aria-labelledby="footer-map">
            <h2 id="footer-map" className={headingClass}>
              {t("footer.location")}
            </h2>
            <MapFrame
              src={map}
              title={t("footer.map_title", { site: setting.name })}
              className="h-48 w-full rounded-lg border-0 bg-slate-100"
            />
          </section>
        ) : null}
      </div>
      <div className="bg-brand-800 px-4 py-4 pb-20 text-center text-sm text-white sm:pb-4">
        {licences.length > 0 ? (
          // The agency's licences on every page (docs/product.md §Licences, reference price and escrow).
          <p className="mb-1 text-xs text-brand-50" data-testid="footer-licences">
            <span className="sr-only">{t("footer.licences")}: </span>
            {licences.join(" · ")}
          </p>
        ) : null}
        <p>
          © {COPYRIGHT_YEAR} {setting.name}. {t("footer.rights")}
        </p>
      </div>
      {/* Fixed to the corner of the screen; inside the footer landmark so no content sits outside one. */}
      <WhatsappButton number={setting.whatsapp} />
    </footer>
  );
}
