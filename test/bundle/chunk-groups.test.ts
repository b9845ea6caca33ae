import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupOf, iconImporters } from "../../scripts/chunk-groups";

const esm = "/x/node_modules/lucide-react/dist/esm";
const barrel = `${esm}/lucide-react.mjs`;
const icon = (name: string) => path.join(esm, "icons", `${name}.mjs`);
const route = (r: string) => `/x/app/routes/${r}.tsx?__react-router-build-client-route`;

const files: Record<string, string> = {
  [barrel]: [
    "export { default as Star, default as StarIcon, default as LucideStar } from './icons/star.mjs';",
    "export { default as Printer, default as LucidePrinter } from './icons/printer.mjs';",
  ].join("\n"),
  "/x/app/routes/storefront/home.tsx": 'import { StarIcon as Rating, type LucideIcon } from "lucide-react";',
  "/x/app/routes/panel/report.tsx": 'import {\n  Printer,\n  Star,\n} from "lucide-react";',
};
const read = (f: string) => files[f];

describe("icons in the named chunks (scripts/chunk-groups.ts)", () => {
  const importers = iconImporters(
    barrel,
    [route("storefront/home"), route("panel/report"), "/x/app/routes/storefront/home.tsx"],
    (f) => read(f),
  );

  it("reads an icon's importers from the app's import lines, by any of its names", () => {
    expect(importers.get(icon("star"))).toEqual([
      route("storefront/home"),
      route("panel/report"),
      "/x/app/routes/storefront/home.tsx",
    ]);
    expect(importers.get(icon("printer"))).toEqual([route("panel/report")]);
  });

  it("puts an icon a storefront page draws in the storefront chunk, one only the panel draws nowhere", () => {
    const graph = {
      importers: (id: string) => importers.get(id) ?? [],
      imports: () => [],
    };
    expect(groupOf(icon("star"), graph)).toBe("storefront");
    expect(groupOf(icon("printer"), graph)).toBeNull();
  });
});
