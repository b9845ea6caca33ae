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
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "#app/shared/env.server";
import { lockDataDir } from "#server/data-lock";
import { exitOnSignals, serve } from "#server/serve";

/**
 * Vite's dev server starts React Router's type generation, which empties `.react-router/types`
 * and writes it again: two dev servers starting at once in one checkout (database-freeze and
 * database-restart in two test workers) removed each other's files and one exited with ENOENT.
 * Their starts take turns through the data folder's lock (server/data-lock.ts: a lock file naming
 * its process, taken over from a dead one) on a folder of this checkout's; after a minute a start
 * goes ahead anyway. Answers the release.
 */
async function devStartTurn(): Promise<() => void> {
  const key = createHash("sha1").update(process.cwd()).digest("hex").slice(0, 12);
  const folder = path.join(os.tmpdir(), `travel-dev-start-${key}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return lockDataDir(folder);
    } catch {
      // Held by another start (or released between two looks): try again shortly.
      if (Date.now() > deadline) return () => {};
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  const env = loadEnv();
  const dev = process.env.WEB === "development";
  const release = dev ? await devStartTurn() : () => {};
  const server = await serve({ env, web: dev ? { mode: "development" } : false }).finally(release);
  // Tests wait at most a few seconds more than this for the exit.
  exitOnSignals(server, 8_000);
  console.log(`api-server listening on ${server.url} (pid ${process.pid}, ${server.database.engine})`);
}

main().catch((err) => {
  console.error("api-server could not start:", err);
  process.exit(1);
});
