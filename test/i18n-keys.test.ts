/**
 * Message catalogues (docs/product.md §Languages, dates and money): the three locales have the same keys, no empty
 * texts and the same {{placeholders}}; every key the code asks for exists (no raw key on a
 * screen); every key in the catalogues is used somewhere.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resources } from "#app/locales/resources";
import { defaultLocale, locales, namespaces } from "#app/shared/i18n/config";

const root = path.resolve(import.meta.dirname, "..");
const localesDir = path.join(root, "app/locales");

// ---------------------------------------------------------------------------------------------
// Catalogues

type Leaf = { key: string; value: unknown };

function flatten(value: unknown, prefix = ""): Leaf[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      flatten(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return [{ key: prefix, value }];
}

/** Catalogues as files on disk: locale → namespace → flattened leaves. */
function readCatalogues(): Record<string, Record<string, Leaf[]>> {
  const out: Record<string, Record<string, Leaf[]>> = {};
  for (const locale of fs.readdirSync(localesDir)) {
    const dir = path.join(localesDir, locale);
    if (!fs.statSync(dir).isDirectory()) continue;
    out[locale] = {};
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const json = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      // An empty object is a namespace with no keys yet, not a key "".
      out[locale][file.replace(/\.json$/, "")] = flatten(json).filter((l) => l.key !== "");
    }
  }
  return out;
}

const catalogues = readCatalogues();
const keysOf = (locale: string, ns: string) => new Set((catalogues[locale]?.[ns] ?? []).map((l) => l.key));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: unknown) =>
  typeof text === "string" ? [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort() : [];

// ---------------------------------------------------------------------------------------------
// Source scanning

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "node_modules" || full === localesDir) continue;
      out.push(...sourceFiles(full));
    } else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.(ts|tsx)$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
    ) {
      out.push(full);
    }
  }
  return out;
}

const appFiles = sourceFiles(path.join(root, "app"));
const serverFiles = sourceFiles(path.join(root, "server"));
const parsed = new Map<string, ts.SourceFile>();
function parse(file: string, text?: string): ts.SourceFile {
  let sf = text === undefined ? parsed.get(file) : undefined;
  if (!sf) {
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    sf = ts.createSourceFile(file, text ?? fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
    if (text === undefined) parsed.set(file, sf);
  }
  return sf;
}

function walk(node: ts.Node, visit: (n: ts.Node) => void) {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

const stringValue = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const calleeName = (call: ts.CallExpression): string | undefined => {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
};

/** The namespace a translator factory call binds: useTranslation("ns"), serverT(l, "ns"), getFixedT(l, "ns"). */
function factoryNamespace(call: ts.CallExpression): string | undefined | null {
  const name = calleeName(call);
  if (name === "useTranslation") {
    const arg = call.arguments[0];
    if (!arg) return "common"; // the i18next defaultNS
    if (ts.isArrayLiteralExpression(arg)) return stringValue(arg.elements[0]) ?? null;
    return stringValue(arg) ?? null;
  }
  if (name === "serverT") return call.arguments[1] ? (stringValue(call.arguments[1]) ?? null) : "errors";
  if (name === "getFixedT") return call.arguments[1] ? (stringValue(call.arguments[1]) ?? null) : "common";
  return undefined; // not a factory
}

const isFunctionLike = (n: ts.Node) =>
  ts.isFunctionDeclaration(n) ||
  ts.isFunctionExpression(n) ||
  ts.isArrowFunction(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isConstructorDeclaration(n);

function scopeOf(node: ts.Node): ts.Node {
  for (let n = node.parent; n; n = n.parent) if (isFunctionLike(n)) return n;
  return node.getSourceFile();
}

type Translator = { name: string; ns: string | null; scope: ts.Node; pos: number };
type KeyUse = { file: string; line: number; ns: string | null; key: string; raw: string };

/** Every literal key passed to a translator in one file, with the namespace it resolves to. */
function keyUses(file: string, text?: string): { uses: KeyUse[]; dynamic: string[] } {
  const sf = parse(file, text);
  const translators: Translator[] = [];
  walk(sf, (n) => {
    if (!ts.isVariableDeclaration(n) || !n.initializer || !ts.isCallExpression(n.initializer)) return;
    const ns = factoryNamespace(n.initializer);
    if (ns === undefined) return;
    const scope = scopeOf(n);
    if (ts.isIdentifier(n.name)) translators.push({ name: n.name.text, ns, scope, pos: n.pos });
    else if (ts.isObjectBindingPattern(n.name)) {
      for (const el of n.name.elements) {
        const prop = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : undefined;
        if ((prop ?? (ts.isIdentifier(el.name) ? el.name.text : "")) === "t" && ts.isIdentifier(el.name))
          translators.push({ name: el.name.text, ns, scope, pos: n.pos });
      }
    }
  });

  const contains = (outer: ts.Node, inner: ts.Node) => outer.pos <= inner.pos && inner.end <= outer.end;
  const resolve = (call: ts.Node, name: string): string | null => {
    const inScope = translators
      .filter((tr) => tr.name === name && contains(tr.scope, call))
      .sort((a, b) => b.scope.pos - a.scope.pos || b.pos - a.pos);
    if (inScope.length) return inScope[0].ns;
    // A `t` received as a parameter: the nearest translator of the file, else unknown.
    const before = translators.filter((tr) => tr.pos < call.pos).sort((a, b) => b.pos - a.pos);
    return (before[0] ?? translators[0])?.ns ?? null;
  };

  const uses: KeyUse[] = [];
  const dynamic: string[] = [];
  const add = (node: ts.Node, keyNode: ts.Node | undefined, ns: string | null, options?: ts.Node) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const raw = stringValue(keyNode);
    if (raw === undefined) {
      if (keyNode) dynamic.push(`${path.relative(root, file)}:${line} ${keyNode.getText()}`);
      return;
    }
    let resolved = ns;
    if (options && ts.isObjectLiteralExpression(options)) {
      for (const p of options.properties)
        if (ts.isPropertyAssignment(p) && p.name.getText() === "ns") resolved = stringValue(p.initializer) ?? resolved;
    }
    let key = raw;
    const colon = raw.indexOf(":");
    if (colon > 0 && (namespaces as readonly string[]).includes(raw.slice(0, colon))) {
      resolved = raw.slice(0, colon);
      key = raw.slice(colon + 1);
    }
    uses.push({ file: path.relative(root, file), line, ns: resolved, key, raw });
  };

  walk(sf, (n) => {
    if (ts.isCallExpression(n)) {
      const e = n.expression;
      // serverT(locale, "ns")("key")
      if (ts.isCallExpression(e)) {
        const ns = factoryNamespace(e);
        if (ns !== undefined) add(n, n.arguments[0], ns, n.arguments[1]);
        return;
      }
      if (ts.isIdentifier(e) && translators.some((tr) => tr.name === e.text)) {
        add(n, n.arguments[0], resolve(n, e.text), n.arguments[1]);
      } else if (ts.isIdentifier(e) && e.text === "t") {
        add(n, n.arguments[0], resolve(n, "t"), n.arguments[1]);
      } else if (
        ts.isPropertyAccessExpression(e) &&
        e.name.text === "t" &&
        /^(i18n|i18next)$/.test(e.expression.getText())
      ) {
        add(n, n.arguments[0], "common", n.arguments[1]);
      }
    }
    // <Trans i18nKey="..." ns="..."/>
    if (ts.isJsxAttribute(n) && n.name.getText() === "i18nKey" && n.initializer) {
      const init = ts.isJsxExpression(n.initializer) ? n.initializer.expression : n.initializer;
      const attrs = n.parent;
      const nsAttr = attrs.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === "ns") as
        | ts.JsxAttribute
        | undefined;
      const nsValue = nsAttr?.initializer ? stringValue(nsAttr.initializer) : undefined;
      add(n, init, nsValue ?? resolve(n, "t"));
    }
  });
  return { uses, dynamic };
}

/** Every string literal of a set of files (what "the key is used" means), plus dynamic prefixes. */
function literals(files: string[]): { strings: Set<string>; prefixes: Set<string> } {
  const strings = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    walk(parse(file), (n) => {
      const s = stringValue(n);
      if (s !== undefined) {
        strings.add(s);
        const colon = s.indexOf(":");
        if (colon > 0) strings.add(s.slice(colon + 1));
      }
      // t(`status.${x}`) or t(`dashboard.note_${role}`) uses every key starting with the literal part.
      if (ts.isTemplateHead(n) && /^[\w.:-]{2,}[._]$/.test(n.text)) prefixes.add(n.text.replace(/^\w+:/, ""));
    });
  }
  return { strings, prefixes };
}

// ---------------------------------------------------------------------------------------------

describe("message catalogues", () => {
  it("have one folder per locale and one file per namespace, all wired into resources.ts", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
    const problems: string[] = [];
    for (const locale of locales) {
      const files = Object.keys(catalogues[locale] ?? {}).sort();
      if (JSON.stringify(files) !== JSON.stringify([...namespaces].sort()))
        problems.push(`${locale}: files [${files.join(", ")}] vs namespaces [${namespaces.join(", ")}]`);
      for (const ns of namespaces) {
        const loaded = flatten((resources as Record<string, Record<string, unknown>>)[locale]?.[ns] ?? {})
          .map((l) => l.key)
          .filter(Boolean)
          .sort();
        const onDisk = [...keysOf(locale, ns)].sort();
        if (JSON.stringify(loaded) !== JSON.stringify(onDisk))
          problems.push(`${locale}/${ns}: resources.ts differs from the file`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it.each([...namespaces])("%s: the three locales have exactly the same keys", (ns) => {
    const all = new Set(locales.flatMap((l) => [...keysOf(l, ns)]));
    const missing: string[] = [];
    for (const locale of locales) {
      const own = keysOf(locale, ns);
      for (const key of all) if (!own.has(key)) missing.push(`${locale}/${ns}.json is missing "${key}"`);
    }
    expect(missing, `Keys missing in some locales:\n${missing.join("\n")}`).toEqual([]);
  });

  it.each([...namespaces])("%s: no empty or non-text values", (ns) => {
    const bad: string[] = [];
    for (const locale of locales)
      for (const { key, value } of catalogues[locale]?.[ns] ?? []) {
        if (typeof value !== "string") bad.push(`${locale}/${ns}.json "${key}" is ${JSON.stringify(value)}, not text`);
        else if (value.trim() === "") bad.push(`${locale}/${ns}.json "${key}" is empty`);
      }
    expect(bad, `Empty or non-text values:\n${bad.join("\n")}`).toEqual([]);
  });

  it.each([...namespaces])("%s: every locale uses the same {{placeholders}} as id", (ns) => {
    const bad: string[] = [];
    const base = new Map((catalogues[defaultLocale]?.[ns] ?? []).map((l) => [l.key, placeholders(l.value)]));
    for (const locale of locales) {
      if (locale === defaultLocale) continue;
      for (const { key, value } of catalogues[locale]?.[ns] ?? []) {
        const expected = base.get(key);
        if (expected && JSON.stringify(placeholders(value)) !== JSON.stringify(expected))
          bad.push(
            `${locale}/${ns}.json "${key}" has {{${placeholders(value).join(", ")}}}, id has {{${expected.join(", ")}}}`,
          );
      }
    }
    expect(bad, `Placeholders differ:\n${bad.join("\n")}`).toEqual([]);
  });
});

/*
 * Counts through i18next plurals (docs/product.md §Languages, dates and money; issue 26: "Confirm 1
 * payments?"). A text that shows a count names it {{count}} and has `_one` and `_other` forms (every
 * locale has both, as the other plural keys do; Indonesian and Malay use the same words in both).
 * A count is found in the English catalogue: a number placeholder followed by a counted noun
 * ("{{n}} payments", "{{left}} of {{capacity}} seats"). Placeholders that hold words, not numbers
 * ("{{name}} packages", "{{site}} has"), are listed.
 */
const WORD_PLACEHOLDERS = new Set([
  "site",
  "code",
  "codes",
  "name",
  "guest",
  "city",
  "document",
  "date",
  "amount",
  "what",
  "tour",
  "provider",
]);
/** Words ending in "s" that are not counted nouns ("{{x}} is", "{{site}} has"). */
const NOT_NOUNS = new Set(["is", "has", "was", "as", "plus", "does", "this", "its", "his", "us", "departs"]);

/** Plural keys by their base (`pending` for `pending_one`, `pending_other`), per locale and namespace. */
const pluralForms = (locale: string, ns: string, base: string) =>
  new Set(
    [...keysOf(locale, ns)]
      .filter((k) => k.replace(PLURAL, "") === base && PLURAL.test(k))
      .map((k) => PLURAL.exec(k)?.[1]),
  );

/** The count sentences of one locale's catalogues that are not plural keys with {{count}}. */
function countProblems(cats: typeof catalogues, locale = "en"): string[] {
  const problems: string[] = [];
  for (const [ns, leaves] of Object.entries(cats[locale] ?? {})) {
    for (const { key, value } of leaves) {
      if (typeof value !== "string") continue;
      const plural = PLURAL.test(key);
      if (!plural && /\{\{\s*count\b/.test(value))
        problems.push(`${ns}:${key} shows {{count}} without _one/_other forms`);
      for (const m of value.matchAll(/\{\{\s*(\w+)[^}]*\}\}(?:\s+of\s+\{\{\s*(\w+)[^}]*\}\})?\s+([A-Za-z]+s)\b/g)) {
        const number = m[2] ?? m[1];
        if (WORD_PLACEHOLDERS.has(number) || NOT_NOUNS.has(m[3].toLowerCase())) continue;
        if (!plural || number !== "count")
          problems.push(`${ns}:${key} counts "{{${number}}} ${m[3]}": make it {{count}} of a plural key`);
      }
    }
  }
  return problems;
}

describe("counts are plurals", () => {
  it("finds a count sentence that is not a plural (the check works)", () => {
    const cats = {
      en: {
        statement: [
          { key: "confirm_title", value: "Confirm {{n}} payments?" },
          { key: "placed", value: "{{placed}} of {{count}} guests placed" },
          { key: "ok_one", value: "{{count}} payment" },
          { key: "ok_other", value: "{{count}} payments" },
          { key: "word", value: "{{name}} packages" },
        ],
      },
    };
    expect(countProblems(cats)).toEqual([
      'statement:confirm_title counts "{{n}} payments": make it {{count}} of a plural key',
      "statement:placed shows {{count}} without _one/_other forms",
      'statement:placed counts "{{count}} guests": make it {{count}} of a plural key',
    ]);
  });

  it("every count sentence of the catalogues is a plural key with {{count}}", () => {
    const problems = countProblems(catalogues);
    expect(problems, `Counts without plural forms:\n${problems.join("\n")}`).toEqual([]);
  });

  it.each([...namespaces])("%s: every plural key has its _one and _other forms in every locale", (ns) => {
    // Plural keys are the ones that show {{count}} ("too_many" or "choose_one" only look like one).
    const bases = new Set(
      (catalogues[defaultLocale]?.[ns] ?? [])
        .filter((l) => PLURAL.test(l.key) && placeholders(l.value).includes("count"))
        .map((l) => l.key.replace(PLURAL, "")),
    );
    const missing: string[] = [];
    for (const locale of locales)
      for (const base of bases) {
        const forms = pluralForms(locale, ns, base);
        for (const form of ["one", "other"])
          if (!forms.has(form)) missing.push(`${locale}/${ns}.json: ${base}_${form}`);
      }
    expect(missing, `Plural forms missing:\n${missing.join("\n")}`).toEqual([]);
  });
});

/*
 * One word per language for the people travelling on a booking (docs/product.md §Languages, dates and
 * money; decision 065): "jemaah" in Indonesian and Malay, "guest" in English, in screens, mails, exports
 * and the API's messages alike. Issue 26 found "Peserta" beside "Jemaah" in Malay and "Tamu" in the
 * API's Indonesian messages.
 */
const OTHER_WORDS: Record<string, RegExp> = {
  id: /\b(jamaah|tamu|peserta)\b/i,
  my: /\b(peserta|tetamu|tamu|jamaah)\b/i,
  en: /\b(pilgrims?|travell?ers?|participants?)\b/i,
};

describe("one word for the people of a booking", () => {
  it.each([...locales])("%s: no other word for them in any catalogue", (locale) => {
    const found: string[] = [];
    for (const [ns, leaves] of Object.entries(catalogues[locale] ?? {}))
      for (const { key, value } of leaves)
        if (typeof value === "string" && OTHER_WORDS[locale].test(value)) found.push(`${ns}:${key} "${value}"`);
    expect(found, found.join("\n")).toEqual([]);
  });
});

describe("keys used by the code", () => {
  const scanned = [...appFiles, ...serverFiles].map((f) => keyUses(f));
  const uses = scanned.flatMap((s) => s.uses);

  it("resolves each call's namespace from the translator in scope", () => {
    const source = `
      // t("comment.is.ignored")
      export function A() {
        const { t } = useTranslation("errors");
        return t("internal") + t("common:confirm.title") + t("x", { ns: "panel" }) + t(\`dyn.\${k}\`) + t(key);
      }
      export function B() {
        const { t: tr } = useTranslation();
        return <Trans i18nKey="error.back_home" /> + tr("language.label");
      }
      export function C() {
        const { t } = useTranslation(["account", "common"]);
        return t("login_success");
      }
      const message = serverT(locale, "account")("logout_success") + serverT(locale)("validation");
    `;
    const { uses, dynamic } = keyUses("/virtual/example.tsx", source);
    expect(uses.map((u) => `${u.ns}:${u.key}`)).toEqual([
      "errors:internal",
      "common:confirm.title",
      "panel:x",
      "common:error.back_home",
      "common:language.label",
      "account:login_success",
      "account:logout_success",
      "errors:validation",
    ]);
    expect(dynamic).toHaveLength(2);
  });

  it("finds the translation calls (the scanner works)", () => {
    expect(uses.length).toBeGreaterThan(5);
    expect(uses.some((u) => u.ns === "errors")).toBe(true);
    expect(uses.some((u) => u.ns === "common")).toBe(true);
  });

  it('every t("key") in app/ and server/ exists in its namespace, in every locale', () => {
    const missing: string[] = [];
    // t("badge.pending", { count }) resolves to badge.pending_one, badge.pending_other...
    const has = (keys: Set<string>, key: string) =>
      keys.has(key) || [...keys].some((k) => k.replace(PLURAL, "") === key);
    for (const u of uses) {
      const candidates = u.ns ? [u.ns] : [...namespaces];
      for (const locale of locales) {
        if (!candidates.some((ns) => has(keysOf(locale, ns), u.key)))
          missing.push(`${u.file}:${u.line} t("${u.raw}") → ${u.ns ?? "any namespace"}:${u.key} missing in ${locale}`);
      }
    }
    expect(missing, `Keys used in the code but missing from the catalogues:\n${missing.join("\n")}`).toEqual([]);
  });

  it("every key of the catalogues is used somewhere in app/ or server/", () => {
    const { strings, prefixes } = literals([...appFiles, ...serverFiles]);
    const unused: string[] = [];
    for (const ns of namespaces) {
      for (const key of keysOf(defaultLocale, ns)) {
        const used =
          strings.has(key) || strings.has(key.replace(PLURAL, "")) || [...prefixes].some((p) => key.startsWith(p));
        if (!used) unused.push(`${ns}:${key}`);
      }
    }
    expect(unused, `Keys in the catalogues that no code uses:\n${unused.join("\n")}`).toEqual([]);
  });
});
