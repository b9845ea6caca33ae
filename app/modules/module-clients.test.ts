import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// React Router's build empties `*.client.ts` modules on the server (decision 019): a module's
// typed API client named so would be `undefined` in server rendering.
describe("module API clients", () => {
  it("are not named *.client.ts (React Router's browser-only suffix)", () => {
    const root = path.join(import.meta.dirname);
    const found = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.client\.[cm]?[jt]sx?$/.test(file) || /(^|\/)\.client\//.test(file));
    expect(found).toEqual([]);
  });
});
