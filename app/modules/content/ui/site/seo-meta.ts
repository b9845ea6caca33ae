import type { MetaDescriptor } from "react-router";
import { largestVariant } from "#app/modules/media/ui/image-variants";
import type { ImageDto } from "#app/modules/media/media.contract";
import { defaultLocale, type Locale, locales } from "#app/shared/i18n/config";
import { pageMeta } from "#app/shared/ui/site/page-meta";

/*
 * Search and link-preview tags of a storefront page, on top of page-meta.ts: the canonical URL,
 * Open Graph (url, image, locale) and Twitter card tags, robots, JSON-LD.
 *
 * Canonical URLs: every language version of a page has its own URL with `?lang=id|en|my`, the
 * same URLs as the hreflang alternates of the main layout (language-alternates.tsx). The URL
 * without `?lang=` is the x-default: it negotiates (cookie, then Accept-Language, then id), so it
 * is never the canonical of one language. The sitemap uses the same URLs.
 */

export const ogLocale: Record<Locale, string> = { id: "id_ID", en: "en_US", my: "ms_MY" };

/**
 * The absolute URL of a page in one language (`null`: the negotiating x-default URL), with only
 * the query parameters that make the page distinct.
 */
export function localizedUrl(
  origin: string,
  pathname: string,
  locale: Locale | null,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  if (locale) query.set("lang", locale);
  const q = query.toString();
  return `${origin}${pathname}${q ? `?${q}` : ""}`;
}

/** Makes a site-relative URL absolute; leaves absolute ones alone. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export interface SeoArgs {
  matches: readonly MetaMatch[];
  location: { pathname: string };
}

export interface SeoPage {
  title?: string;
  fullTitle?: string;
  description?: string;
  image?: Pick<ImageDto, "url" | "srcset" | "width" | "height"> | null;
  imageAlt?: string;
  /** Query parameters that make a distinct page (filters, page number): the canonical URL keeps only these. */
  params?: Record<string, string | number | null | undefined>;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
}

interface RootShape {
  locale: Locale;
  setting: { name: string; description: string; logo_url: string | null };
}

/** The origin and language of the request, from the root and main layout loaders. */
export function seoContext(matches: readonly MetaMatch[]) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootShape | undefined;
  const layout = matches.find((m) => m?.id === "layout-main")?.loaderData as { origin?: string } | undefined;
  return { setting: root?.setting, locale: root?.locale ?? defaultLocale, origin: layout?.origin ?? "" };
}

export function seoMeta({ matches, location }: SeoArgs, page: SeoPage): MetaDescriptor[] {
  const { setting, locale, origin } = seoContext(matches);
  const tags = pageMeta(setting, { title: page.title, fullTitle: page.fullTitle, description: page.description });
  const title = tags.find((t): t is { title: string } => "title" in t)?.title ?? "";
  const description = page.description ?? setting?.description ?? "";

  const canonical = localizedUrl(origin, location.pathname, locale, page.params);
  tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });

  tags.push({ property: "og:locale", content: ogLocale[locale] });
  for (const other of locales)
    if (other !== locale) tags.push({ property: "og:locale:alternate", content: ogLocale[other] });

  let image: { url: string; width?: number; height?: number } | null = null;
  if (page.image) {
    const largest = largestVariant(page.image);
    const { width, height } = page.image;
    const w = largest.width ?? width ?? undefined;
    image = {
      url: absoluteUrl(origin, largest.url),
      width: w,
      height: w && width && height ? Math.round((height * w) / width) : undefined,
    };
  } else if (setting?.logo_url && !/\.svg(\?|$)/i.test(setting.logo_url)) {
    // Link previews cannot show SVG; a raster logo is better than nothing.
    image = { url: absoluteUrl(origin, setting.logo_url) };
  }
  if (image) {
    tags.push({ property: "og:image", content: image.url });
    if (image.width && image.height)
      tags.push(
        { property: "og:image:width", content: String(image.width) },
        { property: "og:image:height", content: String(image.height) },
      );
    if (page.imageAlt) tags.push({ property: "og:image:alt", content: page.imageAlt });
  }

  tags.push(
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
  );
  if (description) tags.push({ name: "twitter:description", content: description });
  if (image) tags.push({ name: "twitter:image", content: image.url });
  if (image && page.imageAlt) tags.push({ name: "twitter:image:alt", content: page.imageAlt });

  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
