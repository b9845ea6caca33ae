import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { repositoryFiles } from "./repository-files";

/*
 * One definition of translatable text (app/shared/translatable.contract.ts), derived from the
 * locale list: a schema or type that spells out the three languages by hand would miss a fourth.
 */
const HAND_WRITTEN = [
  /z\.object\(\{\s*id:[^}]*\ben:[^}]*\bmy:/, // z.object({ id: …, en: …, my: … })
  /\{\s*id:\s*string;\s*en\??:\s*string;\s*my\??:\s*string;?\s*\}/, // { id: string; en?: string; my?: string }
];

function handWrittenShapes(text: string): string[] {
  return HAND_WRITTEN.flatMap((re) => (re.test(text) ? [re.source] : []));
}

describe("translatable text", () => {
  it("no application file writes the per-language shape by hand", () => {
    const files = repositoryFiles().filter((f) => /^(app|db|server)\/.*\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.filter((f) => handWrittenShapes(fs.readFileSync(f, "utf8")).length > 0)).toEqual([]);
  });

  it("recognises the shapes it forbids", () => {
    expect(handWrittenShapes("const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });")).toHaveLength(
      1,
    );
    expect(handWrittenShapes("type T = { id: string; en?: string; my?: string };")).toHaveLength(1);
    expect(handWrittenShapes("const tr = translationFields;")).toEqual([]);
  });
});
