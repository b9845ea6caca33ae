import { defaultLocale, isLocale, type Locale } from "#app/shared/i18n/config";
import { oneLine } from "#app/shared/one-line";

/**
 * The language of a mail: its recipient's preference (`users.locale`: the page's language at
 * registration, then whatever they choose on their profile; docs/product.md §Mail and notifications),
 * else the site's default. Every mail asks here, customers' and staff's alike, so no mail guesses
 * from the request that happened to cause it (the admin confirming a payment is not the customer
 * reading the mail). A recipient who is no user (the agency's own address) gets the default.
 */
export function mailLocale(recipient: { locale?: string | null } | null | undefined): Locale {
  const preference = recipient?.locale;
  return isLocale(preference) ? preference : defaultLocale;
}

/**
 * An absolute link of a mail, opening the page in the mail's language (`?lang=`, which the site
 * also remembers in its cookie): the one way mails write links, so a link never disagrees with
 * the text around it.
 */
export function mailLink(origin: string, path: string, locale: Locale): string {
  const base = origin.replace(/\/+$/, "");
  const separator = path.includes("?") ? "&" : "?";
  return `${base}${path}${separator}lang=${locale}`;
}

/**
 * Where a mail comes from: the public address without a trailing slash (its links' origin) and
 * the name it signs with, the site's name or else that address's host, on one line.
 */
export function mailOrigin(publicUrl: string, siteName: string): { origin: string; site: string } {
  const origin = publicUrl.replace(/\/+$/, "");
  return { origin, site: oneLine(siteName || new URL(origin).host) };
}
