import { formatDay, formatDayRange } from "#app/shared/dates";
import { useRouteLoaderData } from "react-router";
import { defaultLocale, type Locale } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import type { ImageDto } from "#app/modules/media/media.contract";

/*
 * Formatting for the catalogue screens: money in the site's currency and dates in the
 * visitor's language. Both come from the root loader, so server and browser print the same.
 */

/** The part of the root loader's data these helpers need (read by id to avoid importing root.tsx). */
interface RootShape {
  locale: Locale;
  setting: { currency: Currency };
}

// Calendar days are formatted by the one place for dates (shared/dates): a departure's day is
// read in UTC so no time zone moves it.
export const formatDate = formatDay;
export const formatDateRange = formatDayRange;

export function useCatalogFormat() {
  const root = useRouteLoaderData("root") as RootShape | undefined;
  const locale = root?.locale ?? defaultLocale;
  const currency = root?.setting.currency ?? "IDR";
  return {
    locale,
    currency,
    money: (minor: number) => formatMoney(minor, currency, locale),
    date: (isoDate: string) => formatDate(isoDate, locale),
    dateRange: (start: string, end: string) => formatDateRange(start, end, locale),
  };
}

/** The widest variant of an image's srcset (for Open Graph and JSON-LD), else its url. */
export function largestVariant(image: Pick<ImageDto, "url" | "srcset">): { url: string; width: number | null } {
  const variants = image.srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, w]) => url && w?.endsWith("w"))
    .map(([url, w]) => ({ url, width: Number.parseInt(w, 10) }))
    .sort((a, b) => b.width - a.width);
  return variants[0] ?? { url: image.url, width: null };
}

/** The narrowest variant, for thumbnails. */
export function smallestVariant(image: Pick<ImageDto, "url" | "srcset">): string {
  const first = image.srcset.split(",")[0]?.trim().split(/\s+/)[0];
  return first || image.url;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Sanitised rich text as one line of plain text (meta descriptions, JSON-LD). */
export function plainText(html: string, max?: number): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    // Paragraphs and list items become sentences, so they do not run into each other.
    .split(/<\/(?:p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/i)
    .map((block) => block.replace(/<[^>]+>/g, " ").trim())
    .filter(Boolean)
    .map((block) => (/[.!?:;…]$/.test(block) ? block : `${block}.`))
    .join(" ")
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (m, code: string) => {
      if (entities[code]) return entities[code];
      if (code.startsWith("#x")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return m;
    })
    .replace(/\s+/g, " ")
    .trim();
  if (!max || text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
