import { useLocation } from "react-router";
import { localeTag, locales } from "#app/shared/i18n/config";

/**
 * hreflang alternates for every storefront page (docs/product.md §Languages, dates and money): one crawlable URL
 * per language through `?lang=`, and x-default without it (the server then picks by cookie or
 * browser language). React 19 hoists these <link>s into <head>.
 */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const href = (lang?: string) => {
    const params = new URLSearchParams(search);
    params.delete("lang");
    if (lang) params.set("lang", lang);
    const query = params.toString();
    return `${origin}${pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <>
      {locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={localeTag[l]} href={href(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href()} />
    </>
  );
}
