/**
 * The production server for load benchmarks (bench/load.mjs): what server/main.ts does (lock,
 * migrate, demo seed, background jobs, graceful SIGTERM), plus the two baselines the load runs
 * are measured against, so that no bench route lives in product code:
 *
 * - `GET /__bench/pk/:id`: one SELECT by primary key on the app's database, through the same
 *   hooks (request context, security headers) as every API route.
 * - static files of the same size as each scenario's answer, written into build/client/ before
 *   the app is built so that the React Router plugin's own @fastify/static serves them (it
 *   lists its files when it is registered). Their sizes are taken from a first, throwaway
 *   instance of the app on the same database; `GET /__bench/static` lists them.
 * - `GET /__bench/full-departures`: how many checkouts had their seats answered from the
 *   instance's record of full departures, without a statement (decision 069).
 *
 * Env as server/main.ts, plus BENCH_URLS (comma-separated scenario paths; `{tour}` stands for a
 * published package's id) and BENCH_CUSTOMERS (extra customer accounts `bench1`.. with
 * DEMO_PASSWORD, for concurrent checkouts; with them a twin of a checkout's answer is made too).
 * RESPONSE_CACHE_SECONDS=0 turns the page cache off, as for any server. Run: `node --import tsx bench/server.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, asc, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createFileStore } from "#app/modules/media/.server/create-file-store";
import { type Database, fromPostgres, openPgliteDir } from "#app/shared/db.server";
import { loadEnv } from "#app/shared/env.server";
import { packages, users } from "#db/schema";
import { seedDemoIfEmpty } from "#db/seed";
import { buildApp } from "#server/app";
import { fullDeparturesOf } from "#app/modules/booking/.server/checkout/full-departures";
import { lockDataDir } from "#server/data-lock";
import { startBackgroundJobs } from "#server/jobs";
import { createUser } from "#test/factories";
import { checkoutBody, departureWindow } from "./checkout-body.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

interface StaticTwin {
  /** The scenario's path, `{tour}` replaced. */
  url: string;
  /** Where the same number of bytes is served statically. */
  static: string;
  bytes: number;
  contentType: string;
}

type Probe = (
  app: FastifyInstance,
) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>;

/** One file per scenario, as long as the scenario's answer, typed like it (html or json). */
async function writeStaticTwins(app: FastifyInstance, probes: [string, Probe][], dir: string): Promise<StaticTwin[]> {
  fs.mkdirSync(dir, { recursive: true });
  const twins: StaticTwin[] = [];
  for (const [i, [url, probe]] of probes.entries()) {
    const res = await probe(app);
    if (res.statusCode >= 300)
      throw new Error(`${url} answered ${res.statusCode}: ${res.rawPayload.toString("utf8", 0, 500)}`);
    const contentType = String(res.headers["content-type"] ?? "");
    const ext = contentType.includes("html") ? "html" : "json";
    const bytes = res.rawPayload.length;
    const name = `${i}.${ext}`;
    // Filler, not the page itself: only the size and the type matter here.
    fs.writeFileSync(path.join(dir, name), Buffer.alloc(bytes, "abcdefghij"));
    twins.push({ url, static: `/${path.basename(dir)}/${name}`, bytes, contentType });
  }
  return twins;
}

/**
 * The size of a checkout's 201: one real booking of one seat on a departure of its own (so the
 * benchmark's 20-seat departure stays untouched), by `bench1`.
 */
function checkoutProbe(tourId: number, password: string): Probe {
  return async (app) => {
    const login = async (username: string) => {
      const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    };
    const admin = await login("admin");
    const dep = await app.inject({
      method: "POST",
      url: `/api/tour/${tourId}/time`,
      headers: { authorization: `Bearer ${admin}` },
      payload: departureWindow(200, 1),
    });
    if (dep.statusCode !== 200) throw new Error(`departure: ${dep.statusCode} ${dep.body}`);
    return app.inject({
      method: "POST",
      url: "/api/booking",
      headers: { authorization: `Bearer ${await login("bench1")}`, "idempotency-key": `bench-probe-${Date.now()}` },
      payload: checkoutBody(tourId, dep.json().data.id, 0),
    });
  };
}

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
  await database.migrate(path.join(root, "db", "migrations"));
  const files = await createFileStore(env);
  await seedDemoIfEmpty(database, { files, demoPassword: env.DEMO_PASSWORD });
  const { db } = database;

  const customers = Number(process.env.BENCH_CUSTOMERS ?? 0);
  const existing = await db.select({ id: users.id }).from(users).where(like(users.username, "bench%"));
  for (let i = existing.length + 1; i <= customers; i++) {
    await createUser(db, {
      name: `Bench Customer ${i}`,
      username: `bench${i}`,
      email: `bench${i}@bench.example`,
      role: "customer",
      password: env.DEMO_PASSWORD,
    });
  }

  const [tour] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.status, "published")))
    .orderBy(asc(packages.id))
    .limit(1);
  const tourId = tour?.id ?? 1;
  const probes: [string, Probe][] = (process.env.BENCH_URLS ?? "")
    .split(",")
    .filter(Boolean)
    .map((u) => u.replaceAll("{tour}", String(tourId)))
    .map((url) => [url, (app) => app.inject({ method: "GET", url })]);
  // First, so that the pages measured next already list its departure.
  if (customers > 0) probes.unshift(["POST /api/booking", checkoutProbe(tourId, env.DEMO_PASSWORD ?? "")]);

  const web = { mode: "production" as const, buildDir };
  const staticDir = path.join(buildDir, "client", `__bench-${process.pid}`);
  const removeTwins = () => fs.rmSync(staticDir, { recursive: true, force: true });
  let twins: StaticTwin[] = [];
  if (probes.length > 0) {
    // Its own file store: closing the probe closes that one, not the app's.
    const probe = await buildApp({ env, database, web, logger: false });
    try {
      twins = await writeStaticTwins(probe, probes, staticDir);
    } finally {
      await probe.close();
    }
  }

  const app = await buildApp({ env, database, files, web });
  app.get<{ Params: { id: string } }>("/__bench/pk/:id", { config: { access: "public" } }, async (req, reply) => {
    const [row] = await db
      .select()
      .from(packages)
      .where(eq(packages.id, Number(req.params.id)));
    if (!row) return reply.code(404).send({ error: "not_found" });
    return row;
  });
  app.get("/__bench/static", { config: { access: "public" } }, async () => ({ tourId, twins }));
  // How often a checkout's seats were answered from the record of full departures (decision 069).
  app.get("/__bench/full-departures", { config: { access: "public" } }, async () => ({
    answeredFromMemory: fullDeparturesOf(database.bus)?.hits ?? 0,
  }));

  const stopJobs = startBackgroundJobs(database, app.log, env);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    try {
      removeTwins();
      await stopJobs();
      await app.close();
      await database.close();
    } finally {
      unlock();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown());
  process.on("SIGINT", () => void shutdown());
  process.on("exit", removeTwins);

  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`bench server on ${env.HOST}:${env.PORT} (pid ${process.pid}, ${database.engine})`);
}

main().catch((err) => {
  console.error("bench server could not start:", err);
  process.exit(1);
});
