import { defineConfig } from "vitest/config";
import { importAliases } from "./aliases.ts";
import { E2E_WORKERS } from "./test/e2e/workers.ts";

// Browser journeys: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["test/e2e/global.ts"],
    pool: "forks",
    // Files at once, each against its own server (test/e2e/workers.ts).
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
