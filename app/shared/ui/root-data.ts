import { useRouteLoaderData } from "react-router";
// A type only: the root route's loader decides what every screen gets (locale, site setting,
// signed-in user); screens, module UI and the shared kit read it through this hook, so none of
// them imports the root route itself (the lint zones of biome.json).
import type { RootData } from "#app/root";

export type { RootData };

/** The root route's data: the screen's language, the site setting and the signed-in user. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}
