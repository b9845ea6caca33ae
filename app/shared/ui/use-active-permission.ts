import { useMatches } from "react-router";
import { type Permission, type RouteEntry, routeById, siteRoutes } from "#app/shared/route-table";

/**
 * The permission code of the screen being shown: menus highlight the item that carries it. The
 * storefront's table unless given (the panel layout passes the panel's).
 */
export function useActivePermission(table: readonly RouteEntry[] = siteRoutes): Permission | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = routeById(matches[i].id, table);
    if (entry) return entry.permission;
  }
  return undefined;
}
