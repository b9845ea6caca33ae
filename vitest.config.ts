import { defineConfig } from "vitest/config";
import { importAliases } from "./aliases.ts";

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**", "build/**"],
    globalSetup: ["test/setup/global.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
