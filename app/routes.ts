import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { panelRoutes } from "./shared/panel-route-table";
import { type LayoutType, siteRoutes } from "./shared/route-table";

const routeTable = [...siteRoutes, ...panelRoutes];

const layoutFiles: Record<LayoutType, string> = {
  main: "routes/storefront/layout.tsx",
  panel: "routes/panel/layout.tsx",
  print: "routes/print/layout.tsx",
};

const byLayout = (type: LayoutType) =>
  routeTable.filter((r) => r.layout === type).map((r) => route(r.path, r.file, { id: r.id }));

export default [
  layout(layoutFiles.main, { id: "layout-main" }, [
    ...byLayout("main"),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  layout(layoutFiles.panel, { id: "layout-panel" }, byLayout("panel")),
  layout(layoutFiles.print, { id: "layout-print" }, byLayout("print")),
  // Resource routes for crawlers: no layout, no screen.
  route("sitemap.xml", "routes/seo/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/seo/robots.ts", { id: "robots" }),
] satisfies RouteConfig;
