import { z } from "zod";
import { type DefaultLocale, defaultLocale, type Locale, locales, localeNames } from "./i18n/config";

/*
 * The one definition of translatable text, derived from the locale list (app/shared/i18n/config.ts):
 * the default locale's value is required, every other locale's optional. Adding a locale there adds
 * it to the type, the form schemas and the DTO schema here, and to the jsonb columns' type
 * (db/schema/types.ts). Never write `{ id, en?, my? }` by hand.
 */
export type OtherLocale = Exclude<Locale, DefaultLocale>;
export type Translatable = { [L in DefaultLocale]: string } & { [L in OtherLocale]?: string };
/** The old name, kept for the many readers of `Translations`. */
export type Translations = Translatable;

export const otherLocales = locales.filter((l): l is OtherLocale => l !== defaultLocale);

/** The languages the site offers, in order, with their own names (the `languages` table's seed). */
export const localeList = locales.map((key, i) => ({ key, name: localeNames[key], sortOrder: i + 1 }));

/** A zod object with one key per locale: `first` for the default locale, `rest` for the others. */
export function perLocale<D extends z.ZodType, R extends z.ZodType>(first: D, rest: R) {
  const shape = Object.fromEntries([[defaultLocale, first], ...otherLocales.map((l) => [l, rest])]);
  return z.object(shape as { [L in DefaultLocale]: D } & { [L in OtherLocale]: R });
}

/**
 * A translatable text as the admin forms send it: the default language required (the fallback),
 * the others optional (docs/product.md §Languages, dates and money). Empty strings are dropped.
 */
export const trRequired = (max: number) =>
  perLocale(z.string().trim().min(1).max(max), z.string().trim().max(max).optional()).transform(dropEmpty);

/** Like trRequired, but every language may be empty (an optional description). */
export const trOptional = (max: number) =>
  perLocale(z.string().trim().max(max).optional(), z.string().trim().max(max).optional())
    .optional()
    .transform((v) => dropEmpty({ ...v, [defaultLocale]: v?.[defaultLocale] ?? "" }));

function dropEmpty(v: { [L in DefaultLocale]: string } & { [L in OtherLocale]?: string | undefined }): Translatable {
  const out: Translatable = { [defaultLocale]: v[defaultLocale] };
  for (const l of otherLocales) if (v[l]) out[l] = v[l];
  return out;
}

/** Translations as the edit forms read them back. */
export const translationsDto = perLocale(z.string(), z.string().optional());

/** A translatable text as an edit form holds it: one string per language, empty when untranslated. */
export const translationFields = perLocale(z.string(), z.string());

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugInput = z.string().trim().toLowerCase().max(120).regex(SLUG_PATTERN, { message: "slug_format" });

/** Integer minor units (docs/product.md §Languages, dates and money); the API never takes floats for money. */
export const moneyInput = z.number().int().min(0).max(1_000_000_000_000_000);
