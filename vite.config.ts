import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { importAliases } from "./aliases.ts";
import { chunkGroups } from "./scripts/chunk-groups.ts";

export default defineConfig(({ isSsrBuild }) => {
  // Storefront pages load a few named chunks instead of dozens of tiny files (see the module).
  const chunks = chunkGroups();
  return {
    plugins: [tailwindcss(), reactRouter(), chunks.plugin],
    resolve: { alias: importAliases },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        // Rolldown's timing report measures this machine's load, not the code, and would trip
        // the build-warning gate of `npm test` (scripts/build-warnings.mjs) on a busy machine.
        checks: { pluginTimings: false },
        ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: chunks.groups } } }),
      },
    },
  };
});
