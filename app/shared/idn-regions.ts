/*
 * Indonesia's official region codes (Ministry of Home Affairs, via the idn-area-data package):
 * the pure part, shared by the server's reader (idn-regions.server.ts) and the forms.
 *
 * A code is hierarchical: village `31.74.01.1001` → district `31.74.01` → regency `31.74` →
 * province `31`. Its level is the number of its dot-separated parts.
 */

export const REGION_LEVELS = ["province", "regency", "district", "village"] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

/** A region code's shape: 2 digits, then .2 digits (regency), .2 (district), .4 (village). */
export const REGION_CODE = /^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/;

/** The level of a well-formed code, or null. */
export function regionLevel(code: string): RegionLevel | null {
  if (!REGION_CODE.test(code)) return null;
  return REGION_LEVELS[code.split(".").length - 1] ?? null;
}

/** The codes of a code's levels, from the province down to the code itself. */
export function regionAncestors(code: string): string[] {
  const parts = code.split(".");
  return parts.map((_, i) => parts.slice(0, i + 1).join("."));
}

/** Words kept in capitals when a name is title-cased (acronyms in the provinces' names). */
const KEEP_UPPER = new Set(["DKI"]);
/** Words in lower case inside a title-cased name (never its first word). */
const KEEP_LOWER = new Set(["dan"]);

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase("id") + word.slice(1);
}

/**
 * A region's name in a readable case. The package prints provinces and regencies in capitals
 * ("KABUPATEN ACEH SELATAN") and districts and villages as the regulation writes them ("Kluet
 * Utara", "HTI Rantau Naro", sometimes "Dama pulo"). The rule:
 * - a name without a lower-case letter at the province or regency level is title-cased: each word
 *   (and each part after a hyphen or an apostrophe) gets a capital first letter and lower case
 *   after it, except acronyms (DKI) and "dan" inside a name;
 * - any other name keeps its letters; a word beginning with a lower-case letter gets a capital
 *   one ("Dama pulo" → "Dama Pulo"), so acronyms and roman numerals ("Koto VII", "MKCM") stay.
 * A `"` inside a name is the package's typo for an apostrophe ("Soka"an" → "Soka'an").
 */
export function readableRegionName(name: string, level: RegionLevel): string {
  const clean = name.replaceAll('"', "'").trim().replace(/\s+/g, " ");
  const capitals = !/\p{Ll}/u.test(clean);
  if (capitals && (level === "province" || level === "regency")) {
    return clean
      .split(" ")
      .map((word, i) => {
        if (KEEP_UPPER.has(word)) return word;
        const lower = word.toLocaleLowerCase("id");
        if (i > 0 && KEEP_LOWER.has(lower)) return lower;
        return lower.replace(/(^|[-'(/])(\p{L})/gu, (_, sep: string, letter: string) => sep + capitalise(letter));
      })
      .join(" ");
  }
  return clean
    .split(" ")
    .map((word) => (word.length > 1 && /^\p{Ll}/u.test(word) ? capitalise(word) : word))
    .join(" ");
}
