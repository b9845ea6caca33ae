/** Locale keys of the spec. `my` is Bahasa Melayu here, so its BCP 47 tag is `ms`, not Burmese. */
export const locales = ["id", "en", "my"] as const;
export type Locale = (typeof locales)[number];
/** The fallback language: required in every translatable text (`Translatable`). */
export const defaultLocale = "id" satisfies Locale;
export type DefaultLocale = typeof defaultLocale;

export const localeTag: Record<Locale, string> = { id: "id", en: "en", my: "ms" };
export const localeNames: Record<Locale, string> = { id: "Bahasa Indonesia", en: "English", my: "Bahasa Melayu" };

export const namespaces = [
  "common",
  "errors",
  // The API's messages no form shows by itself (a refusal the server alone finds): never sent to
  // the browser, which shows the message the API answered (app/shared/i18n/browser.client.ts).
  "errors_server",
  // The panel's forms' own messages (departure operations, decision 081): translated as `errors`,
  // but only panel screens download them, so the storefront's `errors` catalogue stays small.
  "errors_panel",
  "account",
  "panel",
  "catalog",
  "catalog_admin",
  "content",
  "content_admin",
  "booking",
  "booking_panel",
  "bank",
  "booking_server",
  "customer_admin",
  "report",
  "dashboard",
  "schedule",
  "payment",
  "statement",
  "refund",
  "privacy",
  "retention",
  "document",
  "readiness",
  "branch",
  "staff",
  "agent",
  "commission",
  "whatsapp",
  "whatsapp_consent",
  "operations",
  "ministry",
  "savings",
] as const;
export type Namespace = (typeof namespaces)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Maps a locale key or a language tag (`ms`, `en-US`, `id-ID`) to one of our keys. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (isLocale(v)) return v;
  const base = v.split(/[-_]/)[0];
  if (base === "ms") return "my";
  if (base === "in") return "id";
  return isLocale(base) ? base : undefined;
}

/** Picks the first supported language of an Accept-Language header, by quality. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110, section 12.5.4): never pick such a language.
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

export const LOCALE_COOKIE = "lang";
