import os from "node:os";
import { defineConfig } from "vitest/config";
import { importAliases } from "./aliases.ts";

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**", "build/**"],
    globalSetup: ["test/setup/global.ts"],
    pool: "forks",
    // At least two files at once, even on a 2-core machine (Vitest's default there is one): most
    // files wait on a database or HTTP round trips, and CI runs one engine at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Two files share the cores: a heavy test (a whole demo seed, a backup round trip, 200
    // concurrent checkouts) may take twice as long as alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
