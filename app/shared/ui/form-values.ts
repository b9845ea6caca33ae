import type { FieldErrors, FieldValues } from "react-hook-form";
import { type Locale, locales } from "#app/shared/i18n/config";
import type { Translatable } from "#app/shared/translatable.contract";

/** A translatable text as a panel form holds it: one string per language, "" when empty. */
export type TranslationFields = Record<Locale, string>;

export const emptyTranslations = (): TranslationFields =>
  Object.fromEntries(locales.map((l) => [l, ""])) as TranslationFields;

/** Translations read back from an edit DTO into form fields. */
export function toTranslationFields(value: Translatable | null | undefined): TranslationFields {
  return Object.fromEntries(locales.map((l) => [l, value?.[l] ?? ""])) as TranslationFields;
}

/**
 * The text of a number field to a number for the contract: undefined when empty (so the
 * contract's default or "required" applies), NaN when unreadable (the contract says "invalid").
 */
export function numberField(text: string | number | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  const s = String(text).trim();
  if (s === "") return undefined;
  return Number(s.replace(",", "."));
}

/** An optional text: undefined when empty. */
export function optionalText(text: string | null | undefined): string | undefined {
  const s = (text ?? "").trim();
  return s === "" ? undefined : s;
}

const LOCALE_KEYS = new Set<string>(locales);

/** The languages whose fields have errors, for the marks on the language tabs. */
export function localesWithErrors<T extends FieldValues>(errors: FieldErrors<T>): Locale[] {
  const found = new Set<Locale>();
  const walk = (node: unknown, key: string | undefined) => {
    if (!node || typeof node !== "object") return;
    if (key && LOCALE_KEYS.has(key) && "message" in (node as object)) found.add(key as Locale);
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === "ref") continue;
      walk(v, k);
    }
  };
  walk(errors, undefined);
  return locales.filter((l) => found.has(l));
}
