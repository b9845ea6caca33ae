import { accountClient } from "#app/modules/account/account.api-client";
import { House, Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, matchPath, Outlet, redirect, useRouteLoaderData } from "react-router";
import { useLogout } from "#app/modules/account/ui/use-logout";
import { countPendingBookings } from "#app/modules/booking/.server/feeds/count-pending-bookings";
import { usePendingCount } from "#app/modules/booking/ui/use-pending-count";
import { type RootData, useRootData } from "#app/modules/account/ui/root-data";
import { ErrorPage } from "#app/shared/ui/error-page";
import { loadSiteFrame } from "#app/modules/catalog/ui/site-frame.server";
import { SiteFrame, type SiteFrameData } from "#app/modules/content/ui/site/site-frame";
import { mayOpen, panelRoutes } from "#app/shared/panel-route-table";
import { can } from "#app/shared/access";
import { serverT } from "#app/shared/i18n/server";
import { LanguageSelector } from "#app/shared/ui/language-selector";
import { useActivePermission } from "#app/shared/ui/use-active-permission";
import type { Route } from "./+types/layout";
import { labelKeyFor, panelLinks } from "#app/shared/ui/panel/menu";
import { PanelSidebar } from "#app/shared/ui/panel/panel-sidebar";
import { usePanelDrawer } from "#app/shared/ui/panel/use-panel-drawer";
import { PanelUserMenu } from "#app/modules/account/ui/panel-user-menu";
import { QueryProvider } from "#app/shared/ui/query-provider";
import { loadPanelCatalogues } from "#app/shared/i18n/browser.client";

function panelEntry(pathname: string) {
  return panelRoutes.find((r) => r.layout === "panel" && matchPath(r.path, pathname));
}

export { keepOnFilterChange as shouldRevalidate } from "#app/shared/ui/should-revalidate";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.actor) throw redirect("/");
  const entry = panelEntry(new URL(request.url).pathname);
  // No access: the answer carries the storefront frame's menus, so the page says so inside the
  // site's header and footer as the 404 does (decision 016), not on a bare page.
  if (entry && !mayOpen(entry, ctx.actor.role, ctx.actor.staffRole, ctx.actor.agentId != null))
    throw data({ frame: await loadSiteFrame(ctx) } satisfies ForbiddenData, { status: 403 });
  const pendingCount = can(ctx.actor, "dashboard") ? await countPendingBookings({ ctx }) : 0;
  // Titles for `meta`, which runs outside React: translated here so the browser needs no extra catalogue.
  const t = serverT(ctx.locale, "panel");
  const titles: Record<string, string> = {};
  for (const link of panelLinks) titles[link.permission] = t(link.labelKey);
  return { pendingCount, meta: { panel: t("meta.panel"), titles } };
}

// After a client-side navigation from the storefront, the panel's translations load with its
// data (storefront pages do not download them; see shared/i18n/browser.client.ts).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPanelCatalogues()]);
  return data;
}

/**
 * Fallback title of every panel screen (a screen may export its own `meta`; it should keep the
 * noindex): "<screen> | Panel <site name>". Panel pages are private and never indexed.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) => {
  // An error screen says its own title (shared/ui/error-page.tsx).
  if (error) return [{ name: "robots", content: "noindex, nofollow" }];
  const site = (matches.find((m) => m?.id === "root")?.data as { setting?: { name?: string } } | undefined)?.setting
    ?.name;
  // `matches` stops at this layout when the screen has no `meta` of its own: find the screen by URL.
  const permission = panelEntry(location.pathname)?.permission;
  const page = permission ? loaderData?.meta.titles[permission] : undefined;
  const panel = [loaderData?.meta.panel, site].filter(Boolean).join(" ");
  return [{ title: [page, panel].filter(Boolean).join(" | ") }, { name: "robots", content: "noindex, nofollow" }];
};

type ForbiddenData = { frame: Omit<SiteFrameData, "origin"> };

/**
 * A panel address the account may not open (403) answers inside the storefront frame, like the
 * storefront's 404: the frame's menus come with the refusal. Any other error of a panel screen
 * shows the error page alone, as the root boundary does.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const page = <ErrorPage error={error} logout={root?.user ? accountClient.logout : undefined} />;
  const frame = isRouteErrorResponse(error) ? (error.data as Partial<ForbiddenData> | null)?.frame : undefined;
  if (!root || !frame) return <main id="main">{page}</main>;
  return (
    <SiteFrame setting={root.setting} user={root.user} locale={root.locale} frame={frame}>
      {page}
    </SiteFrame>
  );
}

const SIDEBAR_ID = "panel-sidebar";

function PanelLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("panel");
  const { user, setting } = useRootData();
  const active = useActivePermission(panelRoutes);
  const logout = useLogout();
  const isAdmin = user?.role === "admin";
  const pendingCount = usePendingCount({ enabled: isAdmin, initial: loaderData.pendingCount });

  const { drawerOpen, setDrawerOpen, closeDrawer, toggleRef, closeRef } = usePanelDrawer();

  // The loader guarantees a user; after a logout the root data empties before we navigate away.
  if (!user) return null;

  const pageLabelKey = labelKeyFor(active) ?? "menu.dashboard";

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t("skip_to_content")}
      </a>

      {drawerOpen && <div aria-hidden className="fixed inset-0 z-30 bg-slate-950/60 lg:hidden" onClick={closeDrawer} />}

      <div
        id={SIDEBAR_ID}
        {...(drawerOpen ? { role: "dialog", "aria-modal": true, "aria-label": t("nav.label") } : {})}
        className={`${drawerOpen ? "flex" : "hidden"} fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] flex-col bg-brand-800 shadow-2xl lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:max-w-none lg:shrink-0 lg:shadow-none`}
        data-state={drawerOpen ? "open" : "closed"}
      >
        <PanelSidebar
          role={user.role}
          staffRole={user.staff_role}
          isAgent={user.agent_id != null}
          active={active}
          pendingCount={pendingCount}
          siteName={setting.name}
          logoUrl={setting.logo_url}
          onClose={closeDrawer}
          closeButtonRef={closeRef}
        />
      </div>

      {/* While the drawer is open the page behind it is inert: focus stays in the drawer. */}
      <div className="flex min-h-screen min-w-0 flex-1 flex-col" inert={drawerOpen}>
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls={SIDEBAR_ID}
            className="-ml-1 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            data-testid="sidebar-toggle"
          >
            <Menu aria-hidden className="size-6" />
            <span className="sr-only">{t("nav.open")}</span>
          </button>
          <p className="hidden min-w-0 truncate font-semibold text-slate-900 sm:block">{t(pageLabelKey)}</p>
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
            <LanguageSelector />
            <a
              href="/"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("topbar.home_label")}
              title={t("topbar.home_label")}
              className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800"
              data-testid="panel-home-link"
            >
              <House aria-hidden className="size-5" />
              <span className="hidden sm:inline">{t("topbar.home")}</span>
            </a>
            <PanelUserMenu user={user} onLogout={() => void logout()} />
          </div>
        </header>

        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>

        <footer className="border-t border-slate-200 bg-white px-4 py-4 text-center text-sm text-slate-600 sm:px-6 lg:text-left">
          {t("footer.copyright", { name: setting.name })}
        </footer>
      </div>
    </div>
  );
}

export default function PanelLayoutRoute(props: Route.ComponentProps) {
  return (
    <QueryProvider>
      <PanelLayout {...props} />
    </QueryProvider>
  );
}
