import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { switchLocale } from "#app/shared/i18n/browser.client";
import { LOCALE_COOKIE, type Locale, localeNames, locales } from "#app/shared/i18n/config";
import { storeSet } from "#app/shared/session/client-store";

/**
 * Switches language: remembered in a cookie (so the server renders it next time) and on the
 * client, then the page reloads its data through `?lang=` so translated content follows.
 */
export function LanguageSelector({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation("common");
  const navigate = useNavigate();
  const location = useLocation();
  const current = (i18n.language as Locale) ?? "id";

  const change = async (locale: Locale) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
    storeSet("locale", locale);
    document.documentElement.dataset.locale = locale;
    await switchLocale(i18n, locale);
    const params = new URLSearchParams(location.search);
    params.set("lang", locale);
    navigate(`${location.pathname}?${params.toString()}${location.hash}`, { replace: true, preventScrollReset: true });
  };

  return (
    <label className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <span className="sr-only">{t("language.label")}</span>
      <select
        name="lang"
        value={current}
        onChange={(e) => void change(e.target.value as Locale)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
        data-testid="language-selector"
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
