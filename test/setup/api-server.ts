/**
 * The real API as its own server process, without pages (so no `npm run build` and no Vite):
 * server/serve.ts's start and shutdown (migrate, background jobs, listen, drain on SIGTERM),
 * minus the web front end and the demo seed. On PostgreSQL tests start several of these on one
 * DATABASE_URL to race them (seats.multiprocess.test.ts); without DATABASE_URL it opens PGlite
 * in DATA_DIR/db behind the data folder's lock, like the site (test/faults). Run:
 * `node --import tsx test/setup/api-server.ts` with PORT (0 = any free port), and optionally
 * DATABASE_URL, DATA_DIR, HOST, LOG_LEVEL, SMTP_URL. Prints `api-server listening on <url>`.
 * `WEB=development` serves the pages too, through Vite as in `npm run dev` (no build needed; no
 * page cache), for fault tests of the pages (test/faults/database-restart.test.ts).
 */
import { loadEnv } from "#app/shared/env.server";
import { exitOnSignals, serve } from "#server/serve";

async function main() {
  const env = loadEnv();
  const server = await serve({ env, web: process.env.WEB === "development" ? { mode: "development" } : false });
  // Tests wait at most a few seconds more than this for the exit.
  exitOnSignals(server, 8_000);
  console.log(`api-server listening on ${server.url} (pid ${process.pid}, ${server.database.engine})`);
}

main().catch((err) => {
  console.error("api-server could not start:", err);
  process.exit(1);
});
