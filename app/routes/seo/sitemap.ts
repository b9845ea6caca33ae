import { listSitemapEntries } from "#app/modules/catalog/.server/list-sitemap-entries";
import { listPagesByGroup } from "#app/modules/content/.server/pages/list-pages-by-group";
import { localeTag, locales } from "#app/shared/i18n/config";
import type { Route } from "./+types/sitemap";
import { localizedUrl } from "#app/modules/content/ui/site/seo-meta";

// Public screens with no record behind them (docs/product.md §Storefront pages).
const STATIC_PATHS = ["/", "/tour", "/destination", "/about", "/contact-us", "/gallery", "/gallery/video", "/faq"];

interface SitemapPage {
  path: string;
  params?: Record<string, number>;
  lastmod?: string;
}

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The latest of some ISO timestamps, or undefined. */
const latest = (dates: string[]) => dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

/**
 * One <url> per page and language (the same URLs as the pages' canonical links, `?lang=id|en|my`),
 * each listing all its language versions and the negotiating URL without `?lang=` as x-default.
 */
function urlEntries(origin: string, page: SitemapPage): string {
  const alternates = locales
    .map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${localeTag[l]}" href="${xml(localizedUrl(origin, page.path, l, page.params))}"/>`,
    )
    .concat(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(localizedUrl(origin, page.path, null, page.params))}"/>`,
    )
    .join("");
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
  return locales
    .map((l) => `<url><loc>${xml(localizedUrl(origin, page.path, l, page.params))}</loc>${lastmod}${alternates}</url>`)
    .join("\n");
}

/** /sitemap.xml: every public page a search engine should know, in the three languages. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const origin = new URL(request.url).origin;
  const [entries, footer, branch] = await Promise.all([
    listSitemapEntries({ ctx }),
    listPagesByGroup({ ctx, input: { group: "footer" } }),
    listPagesByGroup({ ctx, input: { group: "branch" } }),
  ]);
  const catalogueChanged = latest(entries.tours.map((t) => t.updated_at));
  const pages: SitemapPage[] = [
    ...STATIC_PATHS.map((path) => ({
      path,
      lastmod: path === "/" || path === "/tour" ? catalogueChanged : undefined,
    })),
    ...entries.tours.map((t) => ({ path: `/tour/${t.id}`, lastmod: t.updated_at })),
    ...entries.categories.map((c) => ({ path: "/tour", params: { category_id: c.id }, lastmod: c.updated_at })),
    ...entries.destinations.map((d) => ({ path: "/tour", params: { destination_id: d.id }, lastmod: d.updated_at })),
    ...[...new Map([...footer, ...branch].map((p) => [p.id, p])).values()].map((p) => ({ path: `/page/${p.id}` })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((p) => urlEntries(origin, p)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
