import { defineConfig } from "drizzle-kit";

// Generation only: migrations are applied by the server at start (never run drizzle-kit on a live PGlite folder).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
