import { accountClient } from "#app/modules/account/account.api-client";
import { Outlet, useRouteLoaderData } from "react-router";
import { loadSiteFrame } from "#app/modules/catalog/ui/site-frame.server";
import type { RootData } from "#app/modules/account/ui/root-data";
import { useRootData } from "#app/modules/account/ui/root-data";
import { ErrorPage } from "#app/shared/ui/error-page";
import type { Route } from "./+types/layout";
import { pageMeta } from "#app/shared/ui/site/page-meta";
import { SiteFrame } from "#app/modules/content/ui/site/site-frame";

export { keepOnFilterChange as shouldRevalidate } from "#app/shared/ui/should-revalidate";

export async function loader({ context, request }: Route.LoaderArgs) {
  // hreflang alternates must be absolute URLs.
  return { ...(await loadSiteFrame(context.ctx)), origin: new URL(request.url).origin };
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
  const page = <ErrorPage error={error} logout={root?.user ? accountClient.logout : undefined} />;
  if (!root || !layout) return <main id="main">{page}</main>;
  return (
    <MainFrame root={root} layout={layout}>
      {page}
    </MainFrame>
  );
}

function MainFrame({ root, layout, children }: { root: RootData; layout: MainLayoutData; children: React.ReactNode }) {
  return (
    <SiteFrame setting={root.setting} user={root.user} locale={root.locale} frame={layout}>
      {children}
    </SiteFrame>
  );
}
