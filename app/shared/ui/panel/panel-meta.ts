import type { MetaDescriptor } from "react-router";

type MatchLike = { id: string; data?: unknown } | undefined;

/**
 * The `meta` of a panel screen: "<screen> | Panel <site name>", never indexed (as the panel
 * layout's own fallback). `title` is translated by the screen's loader, since `meta` runs
 * outside React.
 */
export function panelMeta(title: string | undefined, matches: readonly MatchLike[]): MetaDescriptor[] {
  const site = (matches.find((m) => m?.id === "root")?.data as { setting?: { name?: string } } | undefined)?.setting
    ?.name;
  const panel = (matches.find((m) => m?.id === "layout-panel")?.data as { meta?: { panel?: string } } | undefined)?.meta
    ?.panel;
  const suffix = [panel, site].filter(Boolean).join(" ");
  return [{ title: [title, suffix].filter(Boolean).join(" | ") }, { name: "robots", content: "noindex, nofollow" }];
}
