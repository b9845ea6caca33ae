import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, inject } from "vitest";
import { type AppOptions, buildApp } from "#server/app";
import type { Ctx } from "#app/shared/context";
import { type Database, fromPglite, fromPostgres } from "#app/shared/db.server";
import { loadEnv } from "#app/shared/env.server";

/** A second close is a no-op, so a test may close the database early and still clean up. */
function closeOnce(database: Database): Database {
  const close = database.close;
  let closing: Promise<void> | undefined;
  database.close = () => {
    closing ??= close();
    return closing;
  };
  return database;
}

/** A fresh, migrated database: PGlite in memory, or a clone of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  return closeOnce(await openTestDatabase());
}

async function openTestDatabase(): Promise<Database> {
  const template = inject("pgTemplate");
  const url = process.env.DATABASE_URL;
  if (url && template) {
    const name = `${template}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = fromPostgres(u.toString(), 5);
    const close = database.close;
    database.close = async () => {
      await close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
    return database;
  }
  const dump = fs.readFileSync(inject("pgliteDump"));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return fromPglite(client);
}

/**
 * Another pool of `poolSize` connections on the PostgreSQL database `database` was cloned into:
 * what a second instance of the app would open (multi-instance tests; PostgreSQL only).
 */
export async function openSecondPool(database: Database, poolSize: number): Promise<Database> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const [{ name }] = result.rows;
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return fromPostgres(url.toString(), poolSize);
}

export function testEnv(overrides: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-test-"));
  return loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...overrides });
}

/** The real Fastify app (API only, no page build needed) on a fresh database. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  appOptions: Pick<AppOptions, "readModels" | "logger"> = {},
) {
  const database = await createTestDatabase();
  const env = testEnv(envOverrides);
  const app = await buildApp({ env, database, web: false, logger: false, ...appOptions });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(env.dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `run` with an app of its own, built for it and closed after it whatever happens: a test that
 * needs an empty database or other settings than its file's app. Answers what `run` answers.
 */
export async function withTestApp<T>(
  run: (t: TestApp) => Promise<T>,
  envOverrides: Record<string, string> = {},
  appOptions: Pick<AppOptions, "readModels" | "logger"> = {},
): Promise<T> {
  const t = await createTestApp(envOverrides, appOptions);
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

/**
 * One test app for a whole test file: built before its first test and closed after its last.
 * The object is filled in when it is built, so the tests read `t.app` and `t.db` as usual.
 */
export function testAppPerFile(): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
  });
  afterAll(async () => t.close?.());
  return t;
}

/**
 * The ctx a request gives a use case, for tests that call use cases directly: nobody signed in,
 * English and the real clock, unless the test says otherwise.
 */
export function ctxFor(db: Ctx["db"], over: Partial<Ctx> = {}): Ctx {
  return { db, actor: null, locale: "en", requestId: "test", now: () => new Date(), ...over };
}

/** Logs in through the real API and returns the bearer token. */
export async function loginAs(app: TestApp["app"], username: string, password: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${username}: ${res.statusCode} ${res.body}`);
  return res.json().token;
}
