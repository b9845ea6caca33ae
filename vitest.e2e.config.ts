import { defineConfig } from "vitest/config";
import { importAliases } from "./aliases.ts";

// Browser journeys: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["test/e2e/global.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
