import type { Translations } from "#db/schema/types";
import { defaultLocale, type Locale } from "./i18n/config";

export type { Translations };

/** The visitor's language, falling back to `id` field by field (decisions.md section 1). */
export function pickLocale(value: Translations | null | undefined, locale: Locale): string {
  if (!value) return "";
  const own = value[locale];
  return own && own.trim() !== "" ? own : (value[defaultLocale] ?? "");
}
