import type { Ctx } from "#app/shared/context";
import { listSitemapRows } from "./catalog.repository";

export interface SitemapEntry {
  id: number;
  slug: string;
  /** ISO timestamp of the last change (the sitemap's lastmod). */
  updated_at: string;
}
export interface SitemapEntries {
  tours: SitemapEntry[];
  categories: SitemapEntry[];
  destinations: SitemapEntry[];
}

/** What the sitemap lists: published packages, every category and destination (public pages). */
export async function listSitemapEntries({ ctx }: { ctx: Ctx; input?: undefined }): Promise<SitemapEntries> {
  const rows = await listSitemapRows(ctx.db);
  const entry = (r: { id: number; slug: string; updatedAt: Date }): SitemapEntry => ({
    id: r.id,
    slug: r.slug,
    updated_at: r.updatedAt.toISOString(),
  });
  return {
    tours: rows.tours.map(entry),
    categories: rows.categories.map(entry),
    destinations: rows.destinations.map(entry),
  };
}
