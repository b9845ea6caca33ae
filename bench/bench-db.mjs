// What the database benchmarks (report.mjs, scale.mjs) share: a throwaway database on either
// engine, a query counter, timing of in-process requests, and the machine's description.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { fromPglite, fromPostgres } from "#app/shared/db.server.ts";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Statements sent to the database since the process started (read it before and after a request). */
export const queries = { count: 0 };

// node-postgres: every statement ends in Client#query (Pool#query borrows a client and calls it).
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  queries.count++;
  return clientQuery.apply(this, args);
};

/**
 * A fresh database: PGlite in `dir`, or a throwaway database on the DATABASE_URL server. With
 * `reuse`, the database already there (PGlite's folder, or the DATABASE_URL database itself).
 */
export async function openDatabase(dir, prefix, { reuse = false } = {}) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create(dir);
    // PGlite: drizzle sends statements through query(); exec() runs the migrations.
    const query = client.query.bind(client);
    // EXPLAIN_MS=<ms>: print the plan of every statement slower than that (PGlite has no
    // auto_explain; on PostgreSQL use its auto_explain module).
    const explainMs = Number(process.env.EXPLAIN_MS ?? 0);
    client.query = async (...args) => {
      queries.count++;
      const t0 = performance.now();
      const result = await query(...args);
      const ms = performance.now() - t0;
      if (explainMs && ms > explainMs && /^\s*(select|with)\b/i.test(String(args[0]))) {
        const plan = await query(`explain (analyze, buffers) ${args[0]}`, args[1]);
        console.log(`-- ${ms.toFixed(0)} ms: ${args[0]}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
      }
      return result;
    };
    return { database: fromPglite(client), drop: async () => {} };
  }
  if (reuse) return { database: fromPostgres(url, 10), name: new URL(url).pathname.slice(1), drop: async () => {} };
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    database: fromPostgres(u.toString(), 10),
    name,
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** `db.execute` answers the rows on PGlite and a result with `rows` on node-postgres. */
export async function rows(result) {
  const r = await result;
  return Array.isArray(r) ? r : r.rows;
}

export const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/**
 * Times GET `url` through `app.inject`: two warm-up calls, then `runs` calls, one at a time.
 * Answers p50/p95/max in ms, the statements one call sends, and the last response.
 */
export async function timeGet(app, url, headers, runs) {
  const once = async () => {
    const before = queries.count;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url, headers });
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, res, queries: queries.count - before };
  };
  await once();
  await once();
  const samples = [];
  const cpu = [];
  let last;
  for (let i = 0; i < runs; i++) {
    last = await once();
    samples.push(last.ms);
    cpu.push(last.cpuMs);
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    max: samples.at(-1),
    // CPU time of this process (PGlite runs inside it): what a request costs, whatever else
    // the machine is doing; on PostgreSQL only the Node side.
    cpuP50: quantile(cpu, 0.5),
    queries: last.queries,
    res: last.res,
  };
}

export function machine() {
  return `${os.cpus().length} vCPU (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/** The machine's 1-minute load average (other work on a shared machine slows every figure). */
export const load = () => Number(os.loadavg()[0].toFixed(1));

export function logger() {
  const started = performance.now();
  return (msg) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)}s] ${msg}`);
}
