/**
 * Fewer, larger chunks for the storefront (docs/decisions/012-storefront-chunks.md).
 *
 * Left to itself the bundler gives every icon and small shared helper its own file: a package
 * page preloaded 39 modules, 30 of them under 1.5 KB, and on a phone each one costs a round trip
 * (Lighthouse's simulated LCP on phones was mostly that queue). Here a module is put in a named
 * chunk by the route entries that statically reach it (decision 012 says what each costs):
 * - `shell`: reached from the client entry or the root route (every page loads it);
 * - `storefront`: reached from the storefront layout (every storefront page loads it);
 * - `catalog-pages`: reached from two or more of home, /tour and a package page (cards, prices,
 *   icons); not `catalog`, the name of a translation catalogue's chunk.
 * A panel screen that shares one of those modules loads its whole chunk (a few KB the panel does
 * not need; the panel has no byte budget, a phone on the storefront does). Rolldown's
 * `includeDependenciesRecursively` stays on (off, it asks for strict execution order and loose
 * entry signatures, which React Router's route modules do not allow): see `groupOf` for why
 * that takes nothing extra along.
 * Everything else keeps the bundler's own splitting.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export type GroupName = "shell" | "storefront" | "catalog-pages";

export interface ModuleGraph {
  importers(id: string): readonly string[];
  imports(id: string): readonly string[];
}

const ROUTE = "?__react-router-build-client-route";
const SHELL = new Set(["entry.client.tsx", `root.tsx${ROUTE}`]);
const STOREFRONT_LAYOUT = `routes/storefront/layout.tsx${ROUTE}`;
const CATALOG = new Set(["home", "tour-list", "tour-detail"].map((r) => `routes/storefront/${r}.tsx${ROUTE}`));

const ICON_BARREL = /\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;
const ICON_MODULE = /\/lucide-react\/dist\/esm\/icons\/[\w-]+\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** The app-relative name of a client entry (the client entry or a route module), else undefined. */
export const entryOf = (id: string) =>
  /\/app\/(entry\.client\.tsx|[\w/.-]+\.tsx?\?__react-router-build-client-route)$/.exec(id)?.[1];

/** Every module reachable from `start` through `next`, start included. */
function closure(start: string, next: (id: string) => readonly string[]) {
  const seen = new Set([start]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++)
    for (const n of next(queue[i]))
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
  return seen;
}

/**
 * The named chunk a module goes to, or null for the bundler's own splitting. What a module
 * imports is reached by every entry that reaches the module, so it falls in the same group or
 * an earlier one (shell before storefront before catalog-pages): a group's dependencies never pull
 * a page's chunk onto a page that did not load them.
 */
export function groupOf(id: string, graph: ModuleGraph): GroupName | null {
  if (entryOf(id)) return null;
  const by = [...closure(id, (m) => graph.importers(m))].map(entryOf).filter((e) => e !== undefined);
  if (by.length === 0) return null; // only imported dynamically: stays lazy
  if (by.some((e) => SHELL.has(e))) return "shell";
  if (by.includes(STOREFRONT_LAYOUT)) return "storefront";
  // An icon (0.1 KB) a storefront page draws rides with the storefront chunk rather than cost a
  // phone a round trip of its own; one only panel screens draw stays off it.
  if (ICON_MODULE.test(id) && by.some((e) => e.startsWith("routes/storefront/"))) return "storefront";
  return by.filter((e) => CATALOG.has(e)).length >= 2 ? "catalog-pages" : null;
}

/**
 * Each icon's real importers. The app imports icons by name from lucide-react's barrel, so in the
 * module graph every icon's only importer is the barrel, which the storefront layout reaches: every
 * icon the app used anywhere went to the `storefront` chunk (134 icons, about 0.1 KB each, where
 * the storefront draws a few dozen). Read from the barrel's re-exports and the app's own import
 * lines, an icon's importers are the app modules that name it, and it goes where they go.
 */
export function iconImporters(
  barrelId: string,
  appModules: readonly string[],
  read: (file: string) => string | undefined,
): Map<string, string[]> {
  const byName = new Map<string, string>();
  const barrel = read(barrelId) ?? "";
  for (const m of barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[\w-]+\.mjs)'/g)) {
    const file = path.resolve(path.dirname(barrelId), m[2]);
    for (const name of m[1].matchAll(/default as (\w+)/g)) byName.set(name[1], file);
  }
  const importers = new Map<string, string[]>();
  for (const id of appModules) {
    const source = read(id.split("?")[0]);
    if (!source) continue;
    for (const m of source.matchAll(ICON_IMPORT))
      for (const spec of m[1].split(",")) {
        const name = spec
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        const icon = byName.get(name);
        if (icon) importers.set(icon, [...(importers.get(icon) ?? []), id]);
      }
  }
  return importers;
}

/** Rolldown's `codeSplitting.groups` plus the plugin that hands them the module graph. */
export function chunkGroups() {
  let graph: ModuleGraph | undefined;
  const memo = new Map<string, GroupName | null>();
  const groupOfCached = (id: string) => {
    if (!graph) return null;
    if (!memo.has(id)) memo.set(id, groupOf(id, graph));
    return memo.get(id) ?? null;
  };
  const group = (name: GroupName, priority: number) => ({
    name,
    // Higher first: the shell takes React, React Router and i18next before a later group can.
    priority,
    test: (id: string) => groupOfCached(id) === name,
  });
  const plugin: Plugin = {
    name: "chunk-groups-graph",
    // The groups' tests see only a module id; the graph is the build's own, complete here.
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const barrelId = ids.find((id) => ICON_BARREL.test(id));
      const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
      const appModules = ids.filter((id) => /\/app\/[^?]+\.tsx?(\?|$)/.test(id) && !id.includes("/node_modules/"));
      const icons = barrelId ? iconImporters(barrelId, appModules, read) : new Map<string, string[]>();
      graph = {
        importers: (id) => (ICON_MODULE.test(id) ? (icons.get(id) ?? []) : (info(id)?.importers ?? [])),
        imports: (id) => info(id)?.importedIds ?? [],
      };
      memo.clear();
    },
  };
  return { groups: [group("shell", 3), group("storefront", 2), group("catalog-pages", 1)], plugin };
}
