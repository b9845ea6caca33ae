/**
 * The real API as its own server process, without pages (so no `npm run build` and no Vite):
 * what server/main.ts does on PostgreSQL (migrate, background jobs, listen, graceful SIGTERM),
 * minus the web front end and the demo seed. Tests start several of these on one DATABASE_URL
 * to race them (seats.multiprocess.test.ts). Run: `node --import tsx test/setup/api-server.ts`
 * with DATABASE_URL, PORT and optionally HOST, LOG_LEVEL, DATA_DIR.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fromPostgres } from "../../app/shared/db.server";
import { loadEnv } from "../../app/shared/env.server";
import { buildApp } from "../../server/app";
import { startBackgroundJobs } from "../../server/jobs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) throw new Error("api-server needs DATABASE_URL (PGlite is single-process)");
  const database = fromPostgres(env.DATABASE_URL);
  await database.migrate(path.join(root, "db", "migrations"));
  const app = await buildApp({ env, database, web: false });
  const stopJobs = startBackgroundJobs(database, app.log, env);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 5_000);
    try {
      await stopJobs();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown());
  process.on("SIGINT", () => void shutdown());
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`api-server listening on ${env.HOST}:${env.PORT} (pid ${process.pid})`);
}

main().catch((err) => {
  console.error("api-server could not start:", err);
  process.exit(1);
});
