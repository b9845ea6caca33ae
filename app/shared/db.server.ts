import fs from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema";

export type Schema = typeof schema;
/** Either engine (or a transaction of it): use cases only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /**
   * Applies the migrations, then runs `then` (the demo seed) while still holding the migration
   * lock on PostgreSQL, so instances starting together on an empty database seed it once.
   */
  migrate(migrationsFolder: string, then?: () => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: "snake_case" as const };

/**
 * PGlite runs each query synchronously on the main thread, and queued work (a burst of checkouts:
 * their session lookups, then their transactions one after another) follows on through promises
 * only: the event loop did not turn until the whole queue was done, seconds under load, so
 * neither new connections nor SIGTERM (its handler, the drain's time limit) were taken meanwhile.
 * Each query and transaction outside a transaction now waits for the next turn of the loop.
 */
function letTheLoopTurn(client: PGlite) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async <T>(...args: Parameters<PGlite["query"]>) => {
    await nextTurn();
    return query<T>(...args);
  };
  client.exec = async (...args) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = async <T>(callback: Parameters<PGlite["transaction"]>[0]) => {
    await nextTurn();
    return transaction<T>(callback as (tx: Parameters<typeof callback>[0]) => Promise<T>);
  };
}

export function fromPglite(client: PGlite): Database {
  letTheLoopTurn(client);
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: async (migrationsFolder, then) => {
      await migratePglite(db, { migrationsFolder });
      await then?.();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Any fixed 64-bit number: the key of the advisory lock only our migrations take. */
export const MIGRATION_LOCK_KEY = 7_042_019_001;

/**
 * Several instances start at once and each migrates: without a lock two of them would run the
 * same migration side by side and one would fail ("relation already exists"). A session-level
 * advisory lock on one connection makes the others wait, then find nothing left to apply. If the
 * process dies, the connection closes and PostgreSQL drops the lock.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string, then?: () => Promise<void>) {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]).catch((err) => {
      broken = true;
      throw err;
    });
    try {
      await migratePg(drizzlePg({ client, ...drizzleOptions }), { migrationsFolder });
      await then?.();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // A connection that failed around the lock may still hold it: destroy it, never reuse it.
    client.release(broken);
  }
}

/**
 * What a connection of the pool needs to survive PostgreSQL going away (a restart, a failover)
 * while the app runs; the pool then reconnects by itself once the server is back.
 * - The pool listens for errors of idle connections only. One lost while checked out (inside a
 *   transaction, between two queries) emits "error" on its client, and an unheard "error" ends
 *   the process. Its queries fail anyway (503) and the pool drops it on release.
 * - drizzle-orm 0.45 sends BEGIN before the try/finally that releases a transaction's
 *   connection: when BEGIN fails (the connection died while idle in the pool), the connection is
 *   never given back, so each outage would leak some until the pool is empty for good and
 *   `end()` waits forever at shutdown. A failed BEGIN releases it here (as broken), and release
 *   is made idempotent so the caller's own release, if any, is harmless.
 */
function survivesLostConnection(client: pg.PoolClient) {
  client.on("error", () => {});
  let release: pg.PoolClient["release"] = () => {};
  // pg-pool assigns a fresh release function at each checkout: wrap whatever it assigns.
  Object.defineProperty(client, "release", {
    configurable: true,
    get: () => release,
    set: (fn: pg.PoolClient["release"]) => {
      let done = false;
      release = (err) => {
        if (done) return;
        done = true;
        fn(err);
      };
    },
  });
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
    const result = query.apply(this, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (text && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      result.catch((err: Error) => client.release(err));
    }
    return result;
  };
}

export function fromPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000 });
  // A dropped connection must not crash the process; requests get 503 until it returns.
  pool.on("error", () => {});
  pool.on("connect", survivesLostConnection);
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Db,
    engine: "postgres",
    migrate: (migrationsFolder, then) => migrateUnderLock(pool, migrationsFolder, then),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Opens PGlite in `dir`, creating parent folders (PGlite does not). */
export async function openPgliteDir(dir: string): Promise<Database> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  return fromPglite(client);
}
