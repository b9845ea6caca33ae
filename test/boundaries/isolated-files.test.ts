import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MOCKING_TEST_FILES } from "#test/setup/isolated-files";
import { repositoryFiles } from "./repository-files";

/*
 * A test that mocks a module must run with its own module graph (vitest.config.ts, "isolated");
 * in the shared "server" project its mock is ignored when another file loaded the module first.
 */
const mocks = (source: string) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(source);

describe("tests that mock run isolated", () => {
  it("lists every *.test.ts that mocks a module or a global, and nothing that is gone", () => {
    const mocking = repositoryFiles()
      .filter(
        (f) => f.endsWith(".test.ts") && !f.startsWith("test/e2e/") && f !== "test/boundaries/isolated-files.test.ts",
      )
      .filter((f) => mocks(fs.readFileSync(f, "utf8")));
    expect(mocking.sort()).toEqual([...MOCKING_TEST_FILES].sort());
  });

  it("sees a mock in a synthetic source", () => {
    expect(mocks('vi.mock("../booking-views", async () => ({}));')).toBe(true);
    expect(mocks("vi.fn()")).toBe(false);
  });
});
