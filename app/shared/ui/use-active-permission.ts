import { useMatches } from "react-router";
import { type Permission, routeById } from "#app/shared/route-table";

/** The permission code of the screen being shown: menus highlight the item that carries it. */
export function useActivePermission(): Permission | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = routeById(matches[i].id);
    if (entry) return entry.permission;
  }
  return undefined;
}
