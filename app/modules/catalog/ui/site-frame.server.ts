import type { Ctx } from "#app/shared/context";
import { listPagesByGroup } from "#app/modules/content/.server/pages/list-pages-by-group";
import type { SiteFrameData } from "#app/modules/content/ui/site/site-frame";
import { listCategories } from "#app/modules/catalog/.server/taxonomy/list-categories";

/**
 * The storefront frame's menus (content's `SiteFrame`): the package categories (this module) and
 * the branch and footer pages (content). Loaded by the storefront layout, and by the panel layout
 * for its "no access" page, which shows the same frame. Here, above content in the module order,
 * because the categories are the catalogue's. `.server`: it reads the database.
 */
export async function loadSiteFrame(ctx: Ctx): Promise<Omit<SiteFrameData, "origin">> {
  const [categories, branches, footerPages] = await Promise.all([
    listCategories({ ctx, input: { page: 1, limit: -1 } }),
    listPagesByGroup({ ctx, input: { group: "branch" } }),
    listPagesByGroup({ ctx, input: { group: "footer" } }),
  ]);
  return { categories: categories.data, branches, footerPages };
}
