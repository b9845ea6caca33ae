import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedDemoIfEmpty } from "../db/seed";
import { type Database, fromPostgres, openPgliteDir } from "../app/shared/db.server";
import { EnvError, loadEnv } from "../app/shared/env.server";
import { buildApp } from "./app";
import { startBackgroundJobs } from "./jobs";
import { DataDirLockedError, lockDataDir } from "./data-lock";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const migrationsFolder = path.join(root, "db", "migrations");

async function main() {
  const env = loadEnv();
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = fromPostgres(env.DATABASE_URL);
  } else {
    unlock = lockDataDir(env.dataDir);
    database = await openPgliteDir(path.join(env.dataDir, "db"));
  }
  await database.migrate(migrationsFolder);
  const { seeded, generatedPassword } = await seedDemoIfEmpty(database, {
    dataDir: env.dataDir,
    demoPassword: env.DEMO_PASSWORD,
  });
  if (seeded) {
    const pw = generatedPassword ?? "(the DEMO_PASSWORD you set)";
    console.log(`\nDemo data created. Accounts: admin / ${pw}   customer / ${pw}`);
    if (generatedPassword) console.log("This password is shown only once: write it down.\n");
  }

  const mode = env.NODE_ENV === "production" ? "production" : "development";
  const app = await buildApp({ env, database, web: { mode, buildDir: path.join(root, "build") } });

  const stopJobs = startBackgroundJobs(database, app.log, env);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 10_000);
    try {
      await stopJobs();
      await app.close();
      await database.close();
    } finally {
      unlock();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    unlock();
    throw err;
  }
  console.log(
    `Site running at http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT} (${mode}, ${database.engine})`,
  );
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
