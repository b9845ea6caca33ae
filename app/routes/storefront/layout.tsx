import { useTranslation } from "react-i18next";
import { Outlet, useRouteLoaderData } from "react-router";
import { listCategories } from "#app/modules/catalog/.server/list-categories";
import { listPagesByGroup } from "#app/modules/content/.server/list-pages-by-group";
import type { RootData } from "#app/shared/ui/root-data";
import { useRootData } from "#app/shared/ui/root-data";
import { ErrorPage } from "#app/shared/ui/error-page";
import type { Route } from "./+types/layout";
import { LanguageAlternates } from "#app/shared/ui/site/language-alternates";
import { pageMeta } from "#app/shared/ui/site/page-meta";
import { SiteFooter } from "#app/modules/content/ui/site/site-footer";
import { SiteHeader } from "#app/modules/content/ui/site/site-header";

export { keepOnFilterChange as shouldRevalidate } from "#app/shared/ui/should-revalidate";

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
// An error screen says its own title (shared/ui/error-page.tsx).
export const meta: Route.MetaFunction = ({ matches, error }) =>
  error ? [] : pageMeta(matches[0]?.loaderData?.setting);

type MainLayoutData = Awaited<ReturnType<typeof loader>>;

/** The storefront frame (docs/product.md §Storefront pages, main layout). */
export default function MainLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MainFrame root={useRootData()} layout={loaderData}>
      <Outlet />
    </MainFrame>
  );
}

/**
 * A storefront error (an unknown address's 404, a package that is gone) keeps the storefront's
 * header and footer, so the visitor can go on from the menu. Only when this frame's own data is
 * missing (its loader failed: the database is down) is the error shown alone.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const layout = useRouteLoaderData("layout-main") as MainLayoutData | undefined;
  const page = <ErrorPage error={error} loggedIn={Boolean(root?.user)} />;
  if (!root || !layout) return <main id="main">{page}</main>;
  return (
    <MainFrame root={root} layout={layout}>
      {page}
    </MainFrame>
  );
}

function MainFrame({ root, layout, children }: { root: RootData; layout: MainLayoutData; children: React.ReactNode }) {
  const { t } = useTranslation("common");
  const { setting, user, locale } = root;
  const { categories, branches, footerPages, origin } = layout;
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
        {children}
      </main>
      <SiteFooter setting={setting} footerPages={footerPages} />
    </div>
  );
}
