import os from "node:os";
import { defineConfig } from "vitest/config";
import { importAliases } from "./aliases.ts";
import { MOCKING_TEST_FILES } from "./test/setup/isolated-files.ts";

/** Files that replace a module (`vi.mock`) or a global (`vi.stubGlobal`): they need their own module graph. */
const isolated = ["app/**/*.test.tsx", ...MOCKING_TEST_FILES];

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "db/**/*.test.ts", "test/**/*.test.ts"],
          exclude: ["test/e2e/**", "node_modules/**", "build/**", ...isolated],
          // A worker keeps the modules it loaded (Fastify, Drizzle, the routes) for its next file:
          // about half the CPU of loading them per file (decision 003). Each file still builds its
          // own app on its own database; module state is the same for every file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: isolated, exclude: ["test/e2e/**", "node_modules/**", "build/**"] },
      },
    ],
  },
});
