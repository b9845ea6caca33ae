import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MODULE_ORDER } from "#app/modules/order";
import { repositoryFiles } from "./repository-files";

/*
 * Docs that stay true (issue 27): every file a page of `docs/`, a module README or the README
 * names in backticks exists. A moved or deleted file fails here until the text follows it.
 *
 * A name is read as the reader would: from the repository's root, from `app/` (`shared/…`), from
 * `app/modules/` (`booking/ui/…`), from the README's own module, and a bare file name
 * (`booking.rules.ts`) anywhere in the repository. Patterns and placeholders (`<domain>`, `*`,
 * `{id,en,my}`) are not names of one file and are not checked.
 */

const FILE = /\.(ts|tsx|mjs|js|json|md|sql|css|yaml|sh)$/;
const ALIASES: [string, string][] = [
  ["#app/", "app/"],
  ["#server/", "server/"],
  ["#db/", "db/"],
  ["#test/", "test/"],
];
/** Names of files outside the repository: the product's brief beside it, a customer's download. */
const OUTSIDE = new Set([
  "../shared/spec/decisions.md",
  "../shared/spec/product.md",
  "../shared/ARCHITECTURE.md",
  "../shared/STACK.md",
  "ARCHITECTURE.md",
  "STACK.md",
  "data.json",
]);

/** The backticked file names of a Markdown text, as written. */
function namedFiles(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    let name = match[1].replace(/[.,;:)]+$/, "").replace(/:\d+(-\d+)?$/, "");
    for (const [alias, folder] of ALIASES) if (name.startsWith(alias)) name = folder + name.slice(alias.length);
    if (/[<>*{}$…|=()[\]'"]/.test(name) || !FILE.test(name)) continue;
    if (/^(https?:|\/|@|node_modules)/.test(name)) continue;
    // A suffix (`.server.ts`, `.client.ts`) names a kind of file, not a file.
    if (name.startsWith(".") && !name.includes("/")) continue;
    names.push(name);
  }
  return names;
}

/** Whether `name`, written in `doc`, is a file of the repository. */
function exists(name: string, doc: string, files: Set<string>, baseNames: Set<string>): boolean {
  if (OUTSIDE.has(name)) return true;
  const moduleDir = /^app\/modules\/[^/]+\//.exec(doc)?.[0];
  const candidates = [name, `app/${name}`, `app/modules/${name}`];
  if (moduleDir) candidates.push(path.posix.normalize(moduleDir + name));
  if (candidates.some((c) => files.has(c))) return true;
  return !name.includes("/") && baseNames.has(name);
}

describe("file names in the docs", () => {
  const files = repositoryFiles();
  const fileSet = new Set(files);
  const baseNames = new Set(files.map((f) => path.posix.basename(f)));
  const docs = files.filter(
    (f) => /^docs\/.*\.md$/.test(f) || /^app\/modules\/[^/]+\/README\.md$/.test(f) || f === "README.md",
  );

  it("reads the docs it is meant to read", () => {
    expect(docs).toContain("docs/architecture.md");
    expect(docs).toContain("app/modules/booking/README.md");
    expect(docs.length).toBeGreaterThan(60);
  });

  it("every file a doc names exists", () => {
    const missing = docs.flatMap((doc) =>
      namedFiles(fs.readFileSync(doc, "utf8"))
        .filter((name) => !exists(name, doc, fileSet, baseNames))
        .map((name) => `${doc}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("fails on a name that does not exist, and reads names as a reader would", () => {
    const names = namedFiles(
      "See `app/shared/agency-time.ts`, `shared/money.ts`, `payment/ui/pay-dialog.tsx`, `#app/root.tsx:12`, `<domain>.rules.ts` and `docs/{a,b}.md`.",
    );
    expect(names).toEqual([
      "app/shared/agency-time.ts",
      "shared/money.ts",
      "payment/ui/pay-dialog.tsx",
      "app/root.tsx",
    ]);
    const found = names.map((n) => exists(n, "docs/x.md", fileSet, baseNames));
    expect(found).toEqual([false, true, true, true]);
    // From a module's README, its own folder first.
    expect(exists("booking.rules.ts", "app/modules/booking/README.md", fileSet, baseNames)).toBe(true);
    expect(exists("server/create-booking.ts", "app/modules/booking/README.md", fileSet, baseNames)).toBe(false);
  });
});

describe("the modules in the docs", () => {
  it("docs/architecture.md's table names every module in its declared order", () => {
    const rows = [...fs.readFileSync("docs/architecture.md", "utf8").matchAll(/^\| (\d+) \| (\w+) \|/gm)];
    expect(rows.map((r) => r[2])).toEqual([...MODULE_ORDER]);
    expect(rows.map((r) => Number(r[1]))).toEqual(MODULE_ORDER.map((_, i) => i + 1));
  });

  it("every module has a README", () => {
    expect(MODULE_ORDER.filter((m) => !fs.existsSync(`app/modules/${m}/README.md`))).toEqual([]);
  });
});

describe("citations in comments", () => {
  const sources = repositoryFiles().filter(
    (f) =>
      /^(app|server|db|test|scripts|bench)\/.*\.(ts|tsx|mjs)$/.test(f) && f !== "test/boundaries/doc-paths.test.ts",
  );
  const headings = fs
    .readFileSync("docs/product.md", "utf8")
    .split("\n")
    .filter((l) => l.startsWith("#"))
    .map((l) =>
      l
        .replace(/^#+\s*/, "")
        .trim()
        .toLowerCase(),
    );
  /** A comment's citation, joined across the comment's line breaks. */
  const flat = (text: string) => text.replace(/\n\s*(\/\/|\*)\s*/g, " ");

  it("every docs/ file a comment names exists", () => {
    const missing = sources.flatMap((f) =>
      [...flat(fs.readFileSync(f, "utf8")).matchAll(/\bdocs\/[\w./-]*\w\.md\b/g)]
        .filter((m) => !fs.existsSync(m[0]))
        .map((m) => `${f}: ${m[0]}`),
    );
    expect(missing).toEqual([]);
  });

  it("every `docs/product.md §Heading` a comment cites is a heading of docs/product.md", () => {
    const wrong = sources.flatMap((f) =>
      [...flat(fs.readFileSync(f, "utf8")).matchAll(/docs\/product\.md §([^\n]{1,120})/g)]
        .map((m) => m[1].toLowerCase())
        .filter((rest) => {
          const cited = rest.split(/[,;:)`"'.]/)[0].trim();
          return !headings.some((h) => rest.startsWith(h) || (cited.length >= 4 && h.includes(cited)));
        })
        .map((rest) => `${f}: §${rest.slice(0, 60)}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("decision records", () => {
  const records = fs.readdirSync("docs/decisions").filter((f) => /^\d{3}-.*\.md$/.test(f));
  const numbers = new Set(records.map((f) => f.slice(0, 3)));

  it("each says whether it stands: accepted, partly superseded or superseded by a record that exists", () => {
    const wrong = records.flatMap((f) => {
      const status = /^Status: (.*)$/m.exec(fs.readFileSync(`docs/decisions/${f}`, "utf8"))?.[1];
      if (!status) return [`${f}: no status line`];
      if (!/^(accepted[.;]|superseded by \d{3})/.test(status)) return [`${f}: ${status}`];
      const by = [...status.matchAll(/superseded by (\d{3})/g)].map((m) => m[1]);
      return by.filter((n) => !numbers.has(n)).map((n) => `${f}: superseded by ${n}, which does not exist`);
    });
    expect(records.length).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
  });
});
