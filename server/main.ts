import path from "node:path";
import { fileURLToPath } from "node:url";
import { EnvError, loadEnv } from "#app/shared/env.server";
import { DataDirLockedError } from "./data-lock";
import { exitOnSignals, serve } from "./serve";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const env = loadEnv();
  const mode = env.NODE_ENV === "production" ? "production" : "development";
  const server = await serve({ env, web: { mode, buildDir: path.join(root, "build") }, seed: true });
  exitOnSignals(server);
  if (server.seed?.seeded) {
    const pw = server.seed.generatedPassword ?? "(the DEMO_PASSWORD you set)";
    console.log(`\nDemo data created. Accounts: admin / ${pw}   customer / ${pw}`);
    if (server.seed.generatedPassword) console.log("This password is shown only once: write it down.\n");
  }
  const shown = env.HOST === "0.0.0.0" ? server.url.replace("0.0.0.0", "localhost") : server.url;
  console.log(`Site running at ${shown} (${mode}, ${server.database.engine})`);
}

main().catch((err) => {
  if (err instanceof EnvError || err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else if ((err as NodeJS.ErrnoException)?.code === "EADDRINUSE") {
    console.error(`\nThe port is already in use. Set PORT to a free port.\n`);
  } else {
    console.error("\nThe server could not start:", (err as Error)?.message ?? err, "\n");
  }
  process.exit(1);
});
