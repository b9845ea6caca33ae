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
import * as schema from "#db/schema";
import { CacheBus } from "./cache-bus.server";
import { type PgChangeTransport, pgChangeTransport } from "./pg-change-transport.server";

export type Schema = typeof schema;
/** Either engine (or a transaction of it): use cases only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Changes to public data, for the caches of this instance (and, on PostgreSQL, of the others). */
  bus: CacheBus;
  /**
   * Applies the migrations, then runs `then` (the demo seed) while still holding the migration
   * lock on PostgreSQL, so instances starting together on an empty database seed it once.
   */
  migrate(migrationsFolder: string, then?: () => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  /**
   * PostgreSQL: starts carrying `bus` changes to and from the other instances on the database
   * (LISTEN/NOTIFY, pg-change-transport.server.ts), until `close`. Called where an app starts;
   * scripts and tests that only need the pool never open the extra connection.
   * PGlite has none: it is one process.
   */
  shareChanges?(): PgChangeTransport;
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
    bus: new CacheBus(),
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
 * The connection is the migration's own, outside the pool and without its timeouts: waiting for
 * another instance's migration and seed, or a migration that rewrites a big table, may take longer
 * than any request should. `then` (the seed) runs through the pool, statement by statement.
 */
async function migrateUnderLock(config: pg.ClientConfig, migrationsFolder: string, then?: () => Promise<void>) {
  const client = new pg.Client(config);
  // A connection lost while migrating fails the query in progress; an unheard "error" would end the process.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, ...drizzleOptions }), { migrationsFolder });
      await then?.();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    // Closing the session drops the lock too, should the unlock have failed.
    await client.end().catch(() => {});
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
 * - A query the server did not answer within `query_timeout` (a frozen or unreachable server)
 *   fails, but pg leaves it in progress on the connection: the next query (drizzle's ROLLBACK, or
 *   the next request's, once the connection is back in the pool) would queue behind it and wait
 *   as long. The connection is closed at once instead: what is queued on it fails, and the pool
 *   drops it on release.
 */
function survivesLostConnection(client: pg.PoolClient) {
  client.on("error", () => {});
  const dropIfTimedOut = (err: unknown) => {
    if (isQueryTimeout(err))
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };
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
    const last = args.length - 1;
    // pg-pool's own `pool.query` passes a callback; drizzle's transactions use the promise.
    if (typeof args[last] === "function") {
      const callback = args[last] as (err: unknown, res: unknown) => void;
      args[last] = (err: unknown, res: unknown) => {
        dropIfTimedOut(err);
        callback(err, res);
      };
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.catch(dropIfTimedOut);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (text && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      result.catch((err: Error) => client.release(err));
    }
    return result;
  };
}

/** How long PostgreSQL may take (env.server.ts, DB_*_MS); 0 turns a limit off. */
export interface PgTimeouts {
  /** Server-side limit of one statement (waiting for a row lock counts); the client gives up 1 s later. */
  statementMs: number;
  /** Server-side: a session left idle inside a transaction this long is ended (its locks released). */
  idleInTransactionMs: number;
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = { statementMs: 5_000, idleInTransactionMs: 15_000, connectMs: 3_000 };

/** The error pg gives when the server did not answer a query within `query_timeout`. */
export function isQueryTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === "Query read timeout";
}

/**
 * The pool of a PostgreSQL database. A server that stops answering (frozen, a network partition)
 * must not hold requests: `statement_timeout` cannot fire on a server that does not run, so the
 * client gives up itself (`query_timeout`) a second after the server would have, and TCP
 * keepalives notice a peer gone silent on idle connections.
 */
export function fromPostgres(url: string, poolSize = 10, timeouts: Partial<PgTimeouts> = {}): Database {
  const { statementMs, idleInTransactionMs, connectMs } = { ...DEFAULT_PG_TIMEOUTS, ...timeouts };
  const connection: pg.ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({
    ...connection,
    max: poolSize,
    // Sent at connect: the server's own limits, for a server that is alive but slow.
    statement_timeout: statementMs || undefined,
    idle_in_transaction_session_timeout: idleInTransactionMs || undefined,
    query_timeout: statementMs ? statementMs + 1_000 : undefined,
  });
  // A dropped connection must not crash the process; requests get 503 until it returns.
  pool.on("error", () => {});
  pool.on("connect", survivesLostConnection);
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  const bus = new CacheBus();
  let transport: PgChangeTransport | undefined;
  return {
    db: db as unknown as Db,
    engine: "postgres",
    bus,
    migrate: (migrationsFolder, then) => migrateUnderLock(connection, migrationsFolder, then),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    shareChanges: () => {
      transport ??= pgChangeTransport(bus, connection);
      bus.transport = transport;
      return transport;
    },
    close: async () => {
      bus.transport = undefined;
      await transport?.close();
      await pool.end();
    },
  };
}

/** Opens PGlite in `dir`, creating parent folders (PGlite does not). */
export async function openPgliteDir(dir: string): Promise<Database> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  return fromPglite(client);
}
