import { useRouteLoaderData } from "react-router";
// A type only: the root route's loader decides what every screen gets (locale, site setting,
// signed-in user); screens, module UI and the shared kit read it through this hook, so none of
// them imports the root route itself (the lint zones of biome.json).
import type { RootData } from "#app/root";
import { usePageUser } from "#app/shared/session/page-session";

export type { RootData };

/**
 * The root route's data: the screen's language, the site setting and the signed-in user. On a
 * storefront page rendered for everyone (server/plugins/page-cache.ts), the loader's user is
 * null and the user the page was served to comes from the page itself, once hydrated.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData;
  const pageUser = usePageUser<NonNullable<RootData["user"]>>();
  return data && !data.user && pageUser ? { ...data, user: pageUser } : data;
}
