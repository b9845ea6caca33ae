import { useRouteLoaderData } from "react-router";
import type { Locale } from "#app/shared/i18n/config";
import { usePageUser } from "#app/shared/session/page-session";
import type { UserDto } from "#app/modules/account/account.contract";
import type { SettingDto } from "#app/modules/setting/setting.contract";

/**
 * What the root route's loader (app/root.tsx) gives every screen: the screen's language, the
 * site setting and the signed-in user. Declared here, in the module of users and sessions, and
 * the loader is held to it: screens and module UI read it without importing the root route (the
 * lint zones of biome.json), and the shared kit reads only its part (shared/ui/root-basics.ts).
 */
export interface RootData {
  locale: Locale;
  setting: SettingDto;
  user: UserDto | null;
  /** The CSP nonce: on the server only (browsers hide it after parsing). */
  nonce: string | undefined;
}

/**
 * The root route's data. On a storefront page rendered for everyone (server/plugins/page-cache.ts),
 * the loader's user is null and the user the page was served to comes from the page itself, once
 * hydrated.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData;
  const pageUser = usePageUser<NonNullable<RootData["user"]>>();
  return data && !data.user && pageUser ? { ...data, user: pageUser } : data;
}
