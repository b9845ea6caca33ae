import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For the root and the layouts: their data (user, setting, menus) does not depend on a screen's
 * query string, so a filter, sort or page change re-runs only the screen's loader. A change of
 * language (`?lang=`), of path, a form submission or an explicit revalidation reload them.
 */
export function keepOnFilterChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameScreen = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (sameScreen && currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang")) return false;
  return defaultShouldRevalidate;
}
