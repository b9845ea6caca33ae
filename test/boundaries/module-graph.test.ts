import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { MODULE_ORDER } from "#app/modules/order";

/*
 * The module boundaries (docs/architecture.md): the graph of imports between app/modules/<m>
 * folders follows the declared order (app/modules/order.ts) and has no cycle. Imports are read
 * with TypeScript's own pre-processor (static, re-exports, dynamic import(), type imports alike).
 */

const root = path.resolve(import.meta.dirname, "../..");
const modulesDir = path.join(root, "app/modules");

interface Edge {
  from: string;
  to: string;
  file: string;
  spec: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

/** The module a path inside app/modules belongs to, or null (app/modules/order.ts, outside). */
function moduleOf(absPath: string): string | null {
  const rel = path.relative(modulesDir, absPath);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function targetOf(file: string, spec: string): string | null {
  if (spec.startsWith("./") || spec.startsWith("../")) return path.resolve(path.dirname(file), spec);
  const m = /^#app\/(.*)$/.exec(spec);
  return m ? path.join(root, "app", m[1]) : null;
}

/** Every import from one module into another, with the file and specifier that makes it. */
function moduleEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    for (const { fileName: spec } of info.importedFiles) {
      const target = targetOf(file, spec);
      const to = target && moduleOf(target);
      if (to && to !== from) edges.push({ from, to, file: path.relative(root, file), spec });
    }
  }
  return edges;
}

/** The cycles of a module graph: its strongly connected components of two or more modules. */
function cycles(edges: Pick<Edge, "from" | "to">[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Set());
    if (!next.has(e.to)) next.set(e.to, new Set());
    next.get(e.from)!.add(e.to);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** Imports that go against the order (a lower module importing a higher one) or involve an undeclared module. */
function outOfOrder<E extends Pick<Edge, "from" | "to">>(edges: E[], order: readonly string[]): E[] {
  const rank = new Map(order.map((m, i) => [m, i]));
  return edges.filter((e) => !rank.has(e.from) || !rank.has(e.to) || rank.get(e.from)! < rank.get(e.to)!);
}

const describeEdge = (e: Edge) => `${e.from} -> ${e.to}: ${e.file} imports ${e.spec}`;

describe("module graph", () => {
  it("declares every module folder in app/modules/order.ts", () => {
    const folders = fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect([...MODULE_ORDER].sort()).toEqual(folders);
  });

  it("has no import from a lower module to a higher one, hence no cycle", () => {
    const edges = moduleEdges();
    expect(edges.length).toBeGreaterThan(0); // the parser sees the imports at all
    expect(outOfOrder(edges, MODULE_ORDER).map(describeEdge)).toEqual([]);
    expect(cycles(edges)).toEqual([]);
  });

  it("imports no other module's repository, by any path (biome's zones catch the # paths only)", () => {
    const intoRepositories = moduleEdges().filter((e) => /\.repository(\.ts)?$/.test(e.spec));
    expect(intoRepositories.map(describeEdge)).toEqual([]);
  });

  it("catches a cycle and an out-of-order import in a synthetic graph", () => {
    const order = ["setting", "media", "audit", "booking"];
    const graph = [
      { from: "booking", to: "media" }, // in order
      { from: "audit", to: "setting" }, // in order
      { from: "media", to: "audit" }, // against the order
      { from: "audit", to: "booking" }, // against the order, and closes media -> audit -> booking -> media
      { from: "booking", to: "search" }, // a module the order does not declare
    ];
    expect(outOfOrder(graph, order)).toEqual([graph[2], graph[3], graph[4]]);
    expect(cycles(graph)).toEqual([["audit", "booking", "media"]]);
    expect(cycles(graph.filter((e) => e !== graph[3]))).toEqual([]);
  });
});

/*
 * No API URL string outside a module's client (app/modules/<m>/<m>.api-client.ts; not
 * `.client.ts`, decision 019): screens, hooks and routes call the client, and nothing but the
 * kit's request function (app/shared/http/client.ts) fetches `/api` itself. Server code (server/ folders,
 * *.server.ts) and tests are not screens.
 */
const CLIENT_URL_CALL = /\b(?:api|panelGet)\s*(?:<[^()]*?>)?\s*\(\s*["'`]\/|\bfetch\s*\(\s*["'`]\/api\b/g;
/** The one raw `fetch` of the API: the kit's request function every client goes through. */
const API_DOOR = path.join("app", "shared", "http", "client.ts");

function urlCalls(file: string, source: string): string[] {
  return [...source.matchAll(CLIENT_URL_CALL)].map((m) => {
    const line = source.slice(0, m.index).split("\n").length;
    return `${file}:${line}`;
  });
}

function screenFiles(): string[] {
  return sourceFiles(path.join(root, "app"))
    .map((f) => path.relative(root, f))
    .filter(
      (f) =>
        !/[.-]client\.ts$/.test(f) &&
        f !== API_DOOR &&
        !/\.test\.tsx?$/.test(f) &&
        !/\.server\.tsx?$/.test(f) &&
        !f.split(path.sep).some((part) => part === "server" || part === ".server"),
    );
}

describe("API URLs", () => {
  it("finds a URL string passed to api() or panelGet() in a synthetic source", () => {
    const source = [
      'const a = await api<BookingDto>("/booking/1");',
      "const b = api(`/tour/` + id, { signal });",
      'const c = panelGet<X>("/customer");',
      "const d = bookingClient.get(5);",
      "const e = api(path);",
      'await fetch("/api/logout", { method: "POST" });',
      'await fetch("/uploads/1.webp");',
    ].join("\n");
    expect(urlCalls("x.tsx", source)).toEqual(["x.tsx:1", "x.tsx:2", "x.tsx:3", "x.tsx:6"]);
  });

  it("has no API URL string outside the module clients", () => {
    const calls = screenFiles().flatMap((f) => urlCalls(f, fs.readFileSync(path.join(root, f), "utf8")));
    expect(calls).toEqual([]);
  });
});

/*
 * Each module's public surface (decision 072): the files its README lists under "Public surface"
 * are the only ones other modules, the routes and the server import. Tests may reach further.
 */
function publicSurface(module: string): Set<string> {
  const readme = fs.readFileSync(path.join(modulesDir, module, "README.md"), "utf8");
  const section = /^## Public surface\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? "";
  return new Set([...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]));
}

/** The file an import names, with its extension, or the path as written when none exists. */
function withExtension(target: string): string {
  for (const ext of [".ts", ".tsx", "/index.ts", ""])
    if (fs.existsSync(target + ext) && fs.statSync(target + ext).isFile()) return target + ext;
  return target;
}

/** Every import of a module's file from outside that module: `${module}:${path in it}` and where. */
function outsideImports(): { module: string; file: string; importer: string }[] {
  const importers = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "server"))].filter(
    (f) => !/\.test\.tsx?$/.test(f),
  );
  return importers.flatMap((file) => {
    const own = moduleOf(file);
    return ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles.flatMap(({ fileName }) => {
      const target = targetOf(file, fileName);
      const module = target && moduleOf(target);
      if (!target || !module || module === own) return [];
      const inside = path.relative(path.join(modulesDir, module), withExtension(target)).split(path.sep).join("/");
      return [{ module, file: inside, importer: path.relative(root, file) }];
    });
  });
}

describe("public surface", () => {
  const imports = outsideImports();

  it("sees imports into modules at all", () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it("imports nothing of a module from outside but what its README lists", () => {
    const outside = imports.filter((i) => !publicSurface(i.module).has(i.file));
    expect(outside.map((i) => `${i.importer} imports ${i.module}/${i.file}`)).toEqual([]);
  });

  it("lists nothing that nothing outside imports", () => {
    const used = new Set(imports.map((i) => `${i.module}/${i.file}`));
    const stale = MODULE_ORDER.flatMap((m) => [...publicSurface(m)].map((f) => `${m}/${f}`)).filter(
      (f) => !used.has(f),
    );
    expect(stale).toEqual([]);
  });
});
