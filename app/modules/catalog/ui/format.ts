import { formatDay, formatDayRange } from "#app/shared/dates";
import { useRouteLoaderData } from "react-router";
import { defaultLocale, type Locale } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";

/*
 * Formatting for the catalogue screens: money in the site's currency and dates in the
 * visitor's language. Both come from the root loader, so server and browser print the same.
 */

/** The part of the root loader's data these helpers need (read by id to avoid importing root.tsx). */
interface RootShape {
  locale: Locale;
  setting: { currency: Currency };
}

export function useCatalogFormat() {
  const root = useRouteLoaderData("root") as RootShape | undefined;
  const locale = root?.locale ?? defaultLocale;
  const currency = root?.setting.currency ?? "IDR";
  return {
    locale,
    currency,
    money: (minor: number) => formatMoney(minor, currency, locale),
    // A departure's calendar day is read in UTC by shared/dates, so no time zone moves it.
    date: (isoDate: string) => formatDay(isoDate, locale),
    dateRange: (start: string, end: string) => formatDayRange(start, end, locale),
  };
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
