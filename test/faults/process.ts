/**
 * Helpers of the fault tests: the real API server (test/setup/api-server.ts, which runs
 * server/serve.ts) as a child process, and a database it and the test take turns on: a PGlite
 * data folder (one process at a time, behind the folder's lock) or, with DATABASE_URL, a
 * throwaway PostgreSQL database cloned from the test template.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, fromPglite, fromPostgres } from "#app/shared/db.server";
import { lockDataDir } from "#server/data-lock";

const migrationsFolder = path.resolve("db/migrations");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  /** Resolves when the process has ended, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<ChildProcess>();
// Never leave a server behind, even if the test process ends before its afterAll.
process.once("exit", () => {
  for (const c of children) c.kill("SIGKILL");
});

/**
 * Starts the API server on a free port and waits for it to listen (or fails with its output).
 * By default as the Dockerfile starts the site (`node --import tsx …`); `command` starts it
 * another way (the top process of `command` is the one signals are sent to).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  command: { file: string; args: string[]; cwd?: string } = {
    file: process.execPath,
    args: ["--import", "tsx", "test/setup/api-server.ts"],
  },
): Promise<ServerProcess> {
  const child = spawn(command.file, command.args, {
    cwd: command.cwd,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  child.stderr?.on("data", (d) => output.push(String(d)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join("")}`)), timeoutMs);
    child.stdout?.on("data", (d) => {
      output.push(String(d));
      const m = /api-server listening on (http:\/\/\S+)/.exec(output.join(""));
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output.join("")}`));
    });
  });
  return { url, child, output, exited };
}

/** Sends `signal` and waits at most `timeoutMs` for the exit (then SIGKILL, and a failure). */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM", timeoutMs = 15_000) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return server.exited;
  const started = Date.now();
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((r) => {
    timer = setTimeout(() => r("late"), timeoutMs);
  });
  const result = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (result === "late") {
    child.kill("SIGKILL");
    await server.exited;
    throw new Error(`server did not exit within ${timeoutMs} ms of ${signal}:\n${server.output.join("")}`);
  }
  return { ...result, ms: Date.now() - started };
}

/** SIGKILL: no handler runs, nothing is flushed or closed. */
export async function killServer(server: ServerProcess) {
  server.child.kill("SIGKILL");
  return server.exited;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown> & { id?: unknown } };
  headers: Headers;
}

/** One JSON request; rejects on a network error or after `timeoutMs`. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; key?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers["idempotency-key"] = opts.key;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(base + url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
  });
  const text = await res.text();
  let body: Answer["body"] = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body, headers: res.headers };
}

/** Polls `check` until it returns a value (not undefined) or `timeoutMs` passes. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (${String(last ?? "")})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface FaultDatabase {
  engine: "pglite" | "postgres";
  /** The server's DATA_DIR (uploads; PGlite's folder is DATA_DIR/db). */
  dataDir: string;
  /** What the server process needs to open the same database. */
  env: Record<string, string>;
  /**
   * Opens it in the test process. PGlite: takes the data folder's lock first, so it throws while
   * a server holds the folder (or if a server left it locked); closing releases the lock.
   */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A fresh, migrated database for one fault test, on the engine of this run. */
export async function createFaultDatabase(label: string): Promise<FaultDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `travel-fault-${label}-`));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = inject("pgTemplate");
    const name = `${template || "fault"}_${label}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    const url = u.toString();
    if (!template) {
      const d = fromPostgres(url, 1);
      await d.migrate(migrationsFolder);
      await d.close();
    }
    return {
      engine: "postgres",
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      open: async () => fromPostgres(url, 5),
      dispose: async () => {
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dir = path.join(dataDir, "db");
  return {
    engine: "pglite",
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: async () => {
      const unlock = lockDataDir(dataDir);
      try {
        // The first time from the run's migrated dump: seconds faster than initialising.
        const client = fs.existsSync(dir)
          ? await PGlite.create(dir)
          : await PGlite.create({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(inject("pgliteDump"))]) });
        const database = fromPglite(client);
        const close = database.close;
        database.close = async () => {
          await close();
          unlock();
        };
        return database;
      } catch (err) {
        unlock();
        throw err;
      }
    },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * The state PGlite's control file records (PostgreSQL's pg_control): "shut down" after a clean
 * close, "in production" when the process died with it open (the next start recovers).
 */
export function pgliteControlState(dataDir: string): "shut down" | "in production" | number {
  const state = fs.readFileSync(path.join(dataDir, "db", "global", "pg_control")).readUInt32LE(16);
  return state === 1 ? "shut down" : state === 6 ? "in production" : state;
}
