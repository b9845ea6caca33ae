// `node --import tsx scripts/migrate.ts`: applies the pending migrations to DATABASE_URL (or the
// PGlite folder in DATA_DIR) and exits, as the server does at start. Used by scripts/restore.sh and
// as an optional release step (docs/operations.md, "Upgrades"). On PostgreSQL it takes the same
// advisory lock as a starting server, so running it next to live instances is safe.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Database, fromPostgres, openPgliteDir } from "#app/shared/db.server";
import { EnvError, loadEnv } from "#app/shared/env.server";
import { DataDirLockedError, lockDataDir } from "#server/data-lock";

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "db", "migrations");

async function main() {
  const env = loadEnv();
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = fromPostgres(env.DATABASE_URL, 1);
  } else {
    unlock = lockDataDir(env.dataDir);
    database = await openPgliteDir(path.join(env.dataDir, "db"));
  }
  try {
    await database.migrate(migrationsFolder);
    console.log(`Migrations applied (${database.engine}).`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((err) => {
  if (err instanceof EnvError || err instanceof DataDirLockedError) console.error(`\n${err.message}\n`);
  else console.error("\nThe migrations failed:", (err as Error)?.message ?? err, "\n");
  process.exit(1);
});
