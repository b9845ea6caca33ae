/**
 * What one request costs the server, in-process and one at a time (no network, no concurrency):
 * CPU time and database queries per request for each load scenario and the one-query baseline.
 * CPU time per request barely moves when other processes share the machine, so this is the
 * steady half of bench/load.mjs's noisy req/s figures (docs/performance.md, "Load").
 *
 * Run: `npm run bench:cost`, i.e. `NODE_ENV=production node --import tsx bench/request-cost.ts`
 * (React picks its development build, several times slower, unless NODE_ENV says production
 * when it loads; the production build is needed too; PGlite in a
 * temporary folder with the demo data). N=300 requests per URL after 50 to warm up.
 * RESPONSE_CACHE_SECONDS=0 renders every page (no page cache); URLS
 * (comma-separated, `{tour}` for a package id; the first one is the base of the ratios).
 * ENCODING=br: asked compressed, as browsers do (bytes are then the compressed size).
 * PROFILE=<folder>: a CPU profile of each URL's measured requests (open in Chrome DevTools).
 * SQL=1: prints the statements of one request of each URL first.
 */
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq } from "drizzle-orm";
import { createFileStore } from "#app/modules/media/.server/create-file-store";
import { fromPglite } from "#app/shared/db.server";
import { loadEnv } from "#app/shared/env.server";
import { packages } from "#db/schema";
import { seedDemoIfEmpty } from "#db/seed";
import { buildApp } from "#server/app";
import { migrationsFolder } from "#server/serve";

if (process.env.NODE_ENV !== "production") throw new Error("Run with NODE_ENV=production (npm run bench:cost).");

// The build is rebuilt now and then by others: wait for it (as bench/start-server.mjs does).
for (let i = 0; !fs.existsSync("build/server/index.js"); i++) {
  if (i === 90) throw new Error("No production build in build/: run `npm run build` first.");
  await new Promise((r) => setTimeout(r, 2000));
}

const N = Number(process.env.N ?? 300);
const WARMUP = 50;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-cost-"));

const client = await PGlite.create(path.join(dataDir, "db"));
let queries = 0;
// Every statement drizzle sends goes through query() (reads) or exec/transaction (writes).
const query = client.query.bind(client);
let printing = false;
client.query = ((...args: Parameters<typeof query>) => {
  queries++;
  if (printing) console.log(`  ${String(args[0]).replace(/\s+/g, " ").slice(0, 200)}`);
  return query(...args);
}) as typeof client.query;
const database = fromPglite(client);
try {
  await database.migrate(migrationsFolder);
  const env = loadEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DEMO_PASSWORD: "Bench12345",
    RESPONSE_CACHE_SECONDS: process.env.RESPONSE_CACHE_SECONDS ?? "10",
  });
  const files = await createFileStore(env);
  await seedDemoIfEmpty(database, { files, demoPassword: "Bench12345" });
  const [tour] = await database.db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.status, "published"))
    .orderBy(asc(packages.id))
    .limit(1);

  const web = { mode: "production" as const, buildDir: path.resolve("build") };
  const app = await buildApp({ env, database, files, web, logger: false });
  app.get<{ Params: { id: string } }>("/__bench/pk/:id", { config: { access: "public" } }, async (req) => {
    const [row] = await database.db
      .select()
      .from(packages)
      .where(eq(packages.id, Number(req.params.id)));
    return row;
  });
  await app.ready();

  const urls = (process.env.URLS ?? "/__bench/pk/{tour},/api/tour,/api/tour/{tour},/,/tour,/tour/{tour}")
    .split(",")
    .map((u) => u.replace("{tour}", String(tour.id)));
  const rows = [];
  // ENCODING=br (or gzip): as a browser asks, so the on-the-fly compression is counted too.
  const headers: Record<string, string> = process.env.ENCODING ? { "accept-encoding": process.env.ENCODING } : {};
  let profiler: Session | null = null;
  if (process.env.PROFILE) {
    fs.mkdirSync(process.env.PROFILE, { recursive: true });
    profiler = new Session();
    profiler.connect();
    await profiler.post("Profiler.enable");
  }
  for (const url of urls) {
    // SQL=1: the statements of one request of each URL (to see what a page's loaders ask).
    if (process.env.SQL) {
      console.log(url);
      printing = true;
      await app.inject({ method: "GET", url, headers });
      printing = false;
    }
    for (let i = 0; i < WARMUP; i++) await app.inject({ method: "GET", url, headers });
    queries = 0;
    if (profiler) await profiler.post("Profiler.start");
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    let bytes = 0;
    for (let i = 0; i < N; i++) {
      const res = await app.inject({ method: "GET", url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      bytes = res.rawPayload.length;
    }
    const wall = (performance.now() - t0) / N;
    const used = process.cpuUsage(cpu);
    if (profiler && process.env.PROFILE) {
      const { profile } = await profiler.post("Profiler.stop");
      const name = url.replace(/[^a-z0-9]+/gi, "_") || "root";
      fs.writeFileSync(path.join(process.env.PROFILE, `${name}.cpuprofile`), JSON.stringify(profile));
    }
    rows.push({
      url,
      bytes,
      queriesPerRequest: Math.round((queries / N) * 10) / 10,
      cpuMsPerRequest: Math.round(((used.user + used.system) / 1000 / N) * 100) / 100,
      wallMsPerRequest: Math.round(wall * 100) / 100,
    });
  }
  const base = rows[0].cpuMsPerRequest;
  console.table(rows.map((r) => ({ ...r, cpuVsPk: Math.round((r.cpuMsPerRequest / base) * 10) / 10 })));
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
