import type http from "node:http";
import type net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { seedDemoIfEmpty } from "#db/seed";
import { createFileStore } from "#app/modules/media/.server/create-file-store";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { markDraining } from "#app/modules/system/.server/draining";
import { type Database, fromPostgres, openPgliteDir } from "#app/shared/db.server";
import type { Env } from "#app/shared/env.server";
import { type AppOptions, buildApp } from "./app";
import { lockDataDir } from "./data-lock";
import { startBackgroundJobs } from "./jobs";
import { createPaymentProviders } from "#app/modules/gateway/.server/providers/index";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const migrationsFolder = path.join(root, "db", "migrations");

/** The exit is forced (code 1) when draining and closing take longer than this. */
export const SHUTDOWN_LIMIT_MS = 10_000;
/**
 * How long the drain keeps the listener open for connections made before the signal: each one
 * accepted may take this long to send its request (then: closed). The drain moves on as soon as
 * every accepted connection has sent its request and none has come for FIRST_REQUEST_QUIET_MS.
 */
const FIRST_REQUEST_GRACE_MS = 4_000;
/**
 * Connections the kernel has queued are accepted only as the busy event loop gets to them;
 * closing the listener before then resets them. A short quiet spell says the queue is empty.
 */
const FIRST_REQUEST_QUIET_MS = 250;
/** How often the drain ends the connections that became idle since Fastify's close began. */
const IDLE_SWEEP_MS = 50;

/**
 * The connections accepted whose first request has not been read yet. Node's `server.close()`
 * (which Fastify's close calls) destroys every connection without a request in progress, and a
 * connection whose request still sits unread in the socket counts as one: the event loop was
 * busy (PGlite works on the main thread), so its client, which had sent the request before the
 * signal, saw a reset. The drain lets them be read first (and answered 503). Only `request` is
 * listened to: a `checkContinue` listener would stop Node answering `100 Continue` by itself.
 */
function trackUnreadConnections(server: http.Server) {
  const unread = new Set<net.Socket>();
  let lastConnection = 0;
  server.on("connection", (socket: net.Socket) => {
    lastConnection = Date.now();
    unread.add(socket);
    socket.once("close", () => unread.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage) => unread.delete(req.socket));
  return {
    /**
     * Resolves once every connection has sent its first request (or closed) and none has been
     * accepted for `quietMs`, or after `limitMs`.
     */
    async read(limitMs: number, quietMs: number) {
      const deadline = Date.now() + limitMs;
      while (Date.now() < deadline && (unread.size > 0 || Date.now() - lastConnection < quietMs)) await sleep(10);
    },
  };
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Where it listens (the real port when PORT=0). */
  url: string;
  /** Set when the demo data was created at this start. */
  seed: { seeded: boolean; generatedPassword?: string | null } | null;
  /**
   * Drains and closes: new requests get 503 (and /api/health "draining"), the background jobs
   * stop after the round in flight, the requests in flight finish (a checkout still waiting for
   * its turn gets 503), then the database closes (PGlite writes its shutdown checkpoint: no
   * recovery at the next start) and the data folder is unlocked. Calling it again returns the
   * same promise.
   */
  shutdown(reason: string): Promise<void>;
}

/**
 * The server's start and stop, shared by server/main.ts (the site) and test/setup/api-server.ts
 * (the API alone, for tests that start real processes), so tests run the real shutdown code.
 * PGlite: the data folder is locked first (PGlite has no cross-process lock); PostgreSQL: any
 * number of processes may share DATABASE_URL. Anything that fails while starting undoes what
 * was opened before rethrowing.
 */
export async function serve(opts: { env: Env; web: AppOptions["web"]; seed?: boolean }): Promise<RunningServer> {
  const { env } = opts;
  let unlock = () => {};
  let database: Database | undefined;
  let files: FileStore | undefined;
  let app: FastifyInstance | undefined;
  let stopJobs: (() => Promise<void>) | undefined;
  let seed: RunningServer["seed"] = null;
  let connections: ReturnType<typeof trackUnreadConnections> | undefined;
  try {
    if (env.DATABASE_URL) {
      database = fromPostgres(env.DATABASE_URL, undefined, {
        statementMs: env.DB_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        connectMs: env.DB_CONNECT_TIMEOUT_MS,
      });
    } else {
      unlock = lockDataDir(env.dataDir);
      database = await openPgliteDir(path.join(env.dataDir, "db"));
    }
    // One store for the seed and the app: demo images land where uploads do (disk or S3).
    const store = await createFileStore(env);
    files = store;
    const db = database;
    // The seed runs inside the migration lock: replicas starting together on an empty
    // PostgreSQL database seed it once (the others wait, then find it filled).
    await database.migrate(migrationsFolder, async () => {
      if (opts.seed) seed = await seedDemoIfEmpty(db, { files: store, demoPassword: env.DEMO_PASSWORD });
    });
    app = await buildApp({ env, database, files, web: opts.web });
    stopJobs = startBackgroundJobs(database, app.log, {
      ...env,
      paymentProviders: createPaymentProviders(env),
      files: app.files,
    });
    connections = trackUnreadConnections(app.server);
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    await stopJobs?.().catch(() => {});
    // The app closes the file store with itself; without an app it is closed here.
    await (app ? app.close() : files?.close())?.catch(() => {});
    await database?.close().catch(() => {});
    unlock();
    throw err;
  }

  const running = app;
  const db = database;
  const stop = stopJobs;
  const unread = connections as ReturnType<typeof trackUnreadConnections>;
  const address = running.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  let closing: Promise<void> | undefined;
  const shutdown = (reason: string) => {
    closing ??= (async () => {
      markDraining(running);
      running.log.info(`${reason}: finishing requests in flight`);
      try {
        // The connections accepted may send their request (answered 503) before Fastify's close
        // destroys those still silent. The listener stays open meanwhile: closing it would reset
        // the connections the kernel has queued, and Fastify's close would then wait for an
        // event the server has already emitted.
        await unread.read(FIRST_REQUEST_GRACE_MS, FIRST_REQUEST_QUIET_MS);
        // app.close() resolves once the requests in flight are answered; only then may the
        // database close under them. Its close ends the connections idle at that moment; a
        // response already past the draining hook's onSend (keep-alive) that finishes after it
        // leaves an idle connection nobody ends, and the close waited for the keep-alive timeout
        // (72 s) past the drain's limit. So idle connections are ended again until it is done.
        const sweep = setInterval(() => running.server.closeIdleConnections(), IDLE_SWEEP_MS);
        try {
          await Promise.all([stop(), running.close()]);
        } finally {
          clearInterval(sweep);
        }
        await db.close();
      } finally {
        unlock();
      }
    })();
    return closing;
  };
  return { app: running, database: db, url: `http://${host}:${port}`, seed, shutdown };
}

/**
 * SIGTERM and SIGINT drain and exit 0; an error while closing, or a drain longer than
 * `limitMs`, exits 1. A second signal while draining changes nothing.
 */
export function exitOnSignals(server: RunningServer, limitMs = SHUTDOWN_LIMIT_MS): void {
  let signalled = false;
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    const force = setTimeout(() => {
      server.app.log.error(`${signal}: still draining after ${limitMs} ms, exiting`);
      process.exit(1);
    }, limitMs);
    server.shutdown(signal).then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (err) => {
        server.app.log.error({ err }, `${signal}: the server did not close cleanly`);
        process.exit(1);
      },
    );
  };
  // In development, the Vite servers React Router starts for itself (its child compiler) listen
  // for SIGTERM and exit the process once they are closed, cutting the drain short and leaving
  // PGlite unclosed. The server owns its shutdown: theirs are closed with the app. Only the
  // listeners process.listeners() shows are removed: started by the tsx command
  // (`tsx server/main.ts`), the process has a hidden one that tells tsx's parent process it got
  // the signal; without it tsx kills this process (SIGKILL) 30 ms after relaying the signal.
  for (const listener of process.listeners("SIGTERM")) process.off("SIGTERM", listener);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
