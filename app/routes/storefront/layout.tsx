import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { listCategories } from "../../modules/catalog/server/list-categories";
import { listPagesByGroup } from "../../modules/content/server/list-pages-by-group";
import { useRootData } from "../../root";
import type { Route } from "./+types/layout";
import { LanguageAlternates } from "./main-layout/language-alternates";
import { pageMeta } from "./main-layout/page-meta";
import { SiteFooter } from "./main-layout/site-footer";
import { SiteHeader } from "./main-layout/site-header";

export { keepOnFilterChange as shouldRevalidate } from "../../shared/ui/should-revalidate";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const [categories, branches, footerPages] = await Promise.all([
    listCategories({ ctx, input: { page: 1, limit: -1 } }),
    listPagesByGroup({ ctx, input: { group: "branch" } }),
    listPagesByGroup({ ctx, input: { group: "footer" } }),
  ]);
  // hreflang alternates must be absolute URLs.
  return { categories: categories.data, branches, footerPages, origin: new URL(request.url).origin };
}

// Pages without their own meta still get the site's title and description.
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData?.setting);

/** The storefront frame (product.md section 2, main layout). */
export default function MainLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const { setting, user, locale } = useRootData();
  const { categories, branches, footerPages, origin } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <LanguageAlternates origin={origin} />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skip_to_content")}
      </a>
      <SiteHeader setting={setting} user={user} locale={locale} categories={categories} branches={branches} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter setting={setting} footerPages={footerPages} />
    </div>
  );
}
