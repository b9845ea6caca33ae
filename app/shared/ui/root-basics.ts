import { useRouteLoaderData } from "react-router";
import type { Locale } from "#app/shared/i18n/config";
import type { Currency } from "#app/shared/money";

/**
 * What the shared kit reads of the root route's data: the screen's language and the site's
 * currency. The root route answers more (the account module's RootData, which app/root.tsx's
 * loader is held to, and which satisfies this); the kit asks only for this part, so it imports
 * neither a module nor the root route.
 */
export interface RootBasics {
  locale: Locale;
  setting: { currency: Currency };
}

export function useRootBasics(): RootBasics {
  return useRouteLoaderData("root") as RootBasics;
}
