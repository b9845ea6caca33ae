import type { MetaDescriptor } from "react-router";

interface SiteInfo {
  name: string;
  description: string;
}

/**
 * Title, description and the Open Graph tags WhatsApp and other link previews read. Without a
 * page title the site name stands alone; pages add theirs before it.
 */
export function pageMeta(
  site: SiteInfo | undefined,
  page: { title?: string; description?: string; fullTitle?: string } = {},
) {
  const siteName = site?.name ?? "";
  const title = page.fullTitle ?? (page.title ? (siteName ? `${page.title} | ${siteName}` : page.title) : siteName);
  const description = page.description ?? site?.description ?? "";
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (description)
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  return tags;
}
