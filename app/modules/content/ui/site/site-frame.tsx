import { useTranslation } from "react-i18next";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import type { Locale } from "#app/shared/i18n/config";
import { LanguageAlternates } from "#app/shared/ui/site/language-alternates";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** What the storefront's header and footer list besides the settings: its menus (site-frame.server.ts loads them). */
export interface SiteFrameData {
  categories: { id: number; name: string }[];
  branches: { id: number; title: string }[];
  footerPages: { id: number; title: string }[];
  /** The site's origin, for the hreflang alternates of a public page; none on a private one. */
  origin?: string;
}

/**
 * The storefront frame (docs/product.md §Storefront pages, main layout): skip link, header with
 * the menus, the page, footer. Storefront pages and their errors render in it, and so does the
 * "no access" page of a panel address the account may not open (decision 016), so every refusal
 * leaves the visitor the site's navigation.
 */
export function SiteFrame({
  setting,
  user,
  locale,
  frame,
  children,
}: {
  setting: SettingDto;
  user: { name: string } | null;
  locale: Locale;
  frame: SiteFrameData;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-screen flex-col">
      {frame.origin ? <LanguageAlternates origin={frame.origin} /> : null}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skip_to_content")}
      </a>
      <SiteHeader
        setting={setting}
        user={user}
        locale={locale}
        categories={frame.categories}
        branches={frame.branches}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter setting={setting} footerPages={frame.footerPages} />
    </div>
  );
}
