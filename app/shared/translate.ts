import { otherLocales, type Translations } from "./translatable.contract";
import { defaultLocale, type Locale } from "./i18n/config";

export type { Translations };

/** The visitor's language, falling back to `id` field by field (docs/product.md §Languages, dates and money). */
export function pickLocale(value: Translations | null | undefined, locale: Locale): string {
  if (!value) return "";
  const own = value[locale];
  return own && own.trim() !== "" ? own : (value[defaultLocale] ?? "");
}

/**
 * Every language of a translatable value, as the edit forms read it back: the default locale
 * always (empty when missing), the others only when they have text.
 */
export function allTranslations(value: Translations | null | undefined): Translations {
  const out: Translations = { [defaultLocale]: value?.[defaultLocale] ?? "" };
  for (const l of otherLocales) if (value?.[l]) out[l] = value[l];
  return out;
}
