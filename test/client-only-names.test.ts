import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * React Router's Vite plugin empties every `*.client.ts(x)` file (and every `.client/` folder)
 * in the server build: its exports become `undefined` there (decision 019). Screens render on
 * the server too, so a module's typed API client named `<domain>.client.ts` makes those pages
 * answer 500 ("cannot read properties of undefined"), while unit and component tests, which do
 * not run that plugin, stay green. Browser-only code keeps the suffix on purpose: it is listed here.
 */
const CLIENT_ONLY = /\.client(\.[cm]?[jt]sx?)?$/;
const BROWSER_ONLY_ON_PURPOSE = new Set(["app/entry.client.tsx", "app/shared/i18n/browser.client.ts"]);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : [p];
  });
}

describe("client-only file names", () => {
  it("no code the server renders is named *.client (the build would replace its exports by undefined)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders = files(path.join(root, "app"))
      .map((f) => path.relative(root, f).split(path.sep).join("/"))
      .filter((f) => (CLIENT_ONLY.test(f) || f.includes("/.client/")) && !BROWSER_ONLY_ON_PURPOSE.has(f));
    expect(offenders).toEqual([]);
  });
});
