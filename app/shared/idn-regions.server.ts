import fs from "node:fs";
import { createRequire } from "node:module";
import { type RegionLevel, readableRegionName, regionAncestors, regionLevel } from "./idn-regions";

/*
 * The reader of Indonesia's region codes (idn-area-data's CSV files), domain-free. Nothing is read
 * at import: the provinces, regencies and districts (≈8,000 rows, 200 KB) are read and indexed by
 * parent on the first question; the villages (83,000 rows, 2.8 MB) only on the first question
 * about a village, kept as the file's text with, per district, the span of its lines (the file
 * lists each district's villages together), parsed when that district is asked. Names come out in
 * a readable case (`readableRegionName`).
 */

export type Region = { code: string; name: string };
export type RegionPath = { province: string; regency: string; district: string; village: string };

const require = createRequire(import.meta.url);
const file = (name: string) => require.resolve(`idn-area-data/data/${name}.csv`);

type Upper = { names: Map<string, string>; children: Map<string, Region[]> };
let upper: Upper | null = null;
let villages: { text: string; spans: Map<string, [number, number]> } | null = null;

/** The lines after a CSV's header, split at commas (no field of these files is quoted). */
function rows(text: string): string[][] {
  return text
    .split("\n")
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => line.replace(/\r$/, "").split(","));
}

function readUpper(): Upper {
  if (upper) return upper;
  const names = new Map<string, string>();
  const children = new Map<string, Region[]>();
  const add = (parent: string, code: string, raw: string, level: RegionLevel) => {
    const name = readableRegionName(raw, level);
    names.set(code, name);
    const list = children.get(parent) ?? [];
    if (list.length === 0) children.set(parent, list);
    list.push({ code, name });
  };
  for (const [code, name] of rows(fs.readFileSync(file("provinces"), "utf8"))) add("", code, name, "province");
  for (const [code, parent, name] of rows(fs.readFileSync(file("regencies"), "utf8")))
    add(parent, code, name, "regency");
  for (const [code, parent, name] of rows(fs.readFileSync(file("districts"), "utf8")))
    add(parent, code, name, "district");
  upper = { names, children };
  return upper;
}

function readVillages() {
  if (villages) return villages;
  const text = fs.readFileSync(file("villages"), "utf8");
  const spans = new Map<string, [number, number]>();
  let at = text.indexOf("\n") + 1;
  while (at < text.length) {
    let end = text.indexOf("\n", at);
    if (end === -1) end = text.length;
    const first = text.indexOf(",", at);
    const second = text.indexOf(",", first + 1);
    if (first !== -1 && second !== -1 && second < end) {
      const district = text.slice(first + 1, second);
      const span = spans.get(district);
      if (span) span[1] = end;
      else spans.set(district, [at, end]);
    }
    at = end + 1;
  }
  villages = { text, spans };
  return villages;
}

function villagesOf(district: string): Region[] {
  const { text, spans } = readVillages();
  const span = spans.get(district);
  if (!span) return [];
  return text
    .slice(span[0], span[1])
    .split("\n")
    .map((line) => line.replace(/\r$/, "").split(","))
    .filter((parts) => parts.length >= 3)
    .map(([code, , name]) => ({ code, name: readableRegionName(name, "village") }));
}

/** A region's name, or null when the code is not one of the official codes. */
export function regionName(code: string): string | null {
  const level = regionLevel(code);
  if (!level) return null;
  if (level !== "village") return readUpper().names.get(code) ?? null;
  const district = code.slice(0, code.lastIndexOf("."));
  return villagesOf(district).find((v) => v.code === code)?.name ?? null;
}

/** Whether the code is one of the official codes (any level). */
export function regionExists(code: string): boolean {
  return regionName(code) !== null;
}

/**
 * The regions under a code, by name: the provinces without a parent, a village's none (an empty
 * list). Null when the parent is not an official code.
 */
export function regionChildren(parent: string | null): Region[] | null {
  if (!parent) return sorted(readUpper().children.get("") ?? []);
  const level = regionLevel(parent);
  if (!level || !regionExists(parent)) return null;
  if (level === "village") return [];
  if (level === "district") return sorted(villagesOf(parent));
  return sorted(readUpper().children.get(parent) ?? []);
}

function sorted(list: Region[]): Region[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, "id"));
}

/**
 * The names of a code's province, regency, district and village (title case), or null for a code
 * that is not an official one (or null itself). A code above the village level leaves the levels
 * below it empty ("").
 */
export function regionPath(code: string | null): RegionPath | null {
  if (!code || !regionExists(code)) return null;
  const [province, regency, district, village] = regionAncestors(code).map((c) => regionName(c) ?? "");
  return { province, regency: regency ?? "", district: district ?? "", village: village ?? "" };
}
