import { defineConfig } from "vitest/config";

// Browser journeys: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
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
