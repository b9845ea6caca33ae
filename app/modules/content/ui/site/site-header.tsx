import { Menu, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthDialog } from "#app/modules/account/ui/auth-dialog";
import { UserMenu } from "#app/modules/account/ui/user-menu";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import type { Locale } from "#app/shared/i18n/config";
import { LanguageSelector } from "#app/shared/ui/language-selector";
import { CurrentDate } from "#app/shared/ui/site/current-date";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
import { useNavEntries } from "./nav-items";
import { SocialLinks } from "./social-links";

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The site's name as a home link: the logo image (50px high) or, without one, the name. The
 * logo's proportions are unknown (an admin uploads it), so it fits a fixed 220×50 box: sized
 * before it loads, nothing moves when it arrives.
 */
export function SiteLogo({ setting }: { setting: Pick<SettingDto, "name" | "logo_url"> }) {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center rounded-md">
      {setting.logo_url ? (
        <img
          src={setting.logo_url}
          alt={setting.name}
          width={220}
          height={50}
          className="h-[50px] w-[220px] max-w-[60vw] object-contain object-left"
        />
      ) : (
        <span className="text-xl font-bold text-brand-800">{setting.name}</span>
      )}
    </Link>
  );
}

/**
 * Storefront header (docs/product.md §Storefront pages): a top bar with today's date, social links and
 * the language selector; the logo with the account button; the menu (a bar from md up, a
 * toggled panel on phones).
 */
export function SiteHeader({
  setting,
  user,
  locale,
  categories,
  branches,
}: {
  setting: SettingDto;
  user: { name: string } | null;
  locale: Locale;
  categories: { id: number; name: string }[];
  branches: { id: number; title: string }[];
}) {
  const { t } = useTranslation("common");
  const desktopEntries = useNavEntries({ categories, branches }, { mobile: false });
  const mobileEntries = useNavEntries({ categories, branches }, { mobile: true });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // Choosing a page in the phone menu closes it.
  const { pathname, search } = useLocation();
  const [shownAt, setShownAt] = useState(pathname + search);
  if (shownAt !== pathname + search) {
    setShownAt(pathname + search);
    setMenuOpen(false);
  }

  return (
    <header>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-sm lg:px-6">
          <CurrentDate locale={locale} className="whitespace-nowrap" />
          <div className="flex items-center gap-2">
            <SocialLinks setting={setting} tone="light" />
            <LanguageSelector />
          </div>
        </div>
      </div>

      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 lg:px-6">
          <SiteLogo setting={setting} />
          <div className="flex items-center gap-2">
            {user ? (
              <UserMenu name={user.name} />
            ) : (
              // Hidden (app.css) while a signed-in visitor's page hydrates: see page-session.ts.
              <span data-anon-only className="contents">
                <AuthDialog />
              </span>
            )}
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={t("nav.menu")}
              data-testid="mobile-menu-toggle"
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex size-11 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-50 md:hidden"
            >
              {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
      </div>

      <DesktopNav entries={desktopEntries} />
      <MobileNav
        id={MOBILE_MENU_ID}
        open={menuOpen}
        entries={mobileEntries}
        onClose={() => {
          setMenuOpen(false);
          toggleRef.current?.focus();
        }}
      />
    </header>
  );
}
