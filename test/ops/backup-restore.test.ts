import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, fromPostgres } from "#app/shared/db.server";
import { loadEnv } from "#app/shared/env.server";
import { buildApp } from "#server/app";
import { createPackage, createSetting, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking, uploadDocument } from "#test/factories/booking";
import { loginAs } from "#test/setup/app";

/*
 * scripts/backup.sh and scripts/restore.sh on a real PostgreSQL (docs/operations.md, "Backups"):
 * a site with a booking, a payment and a private upload is backed up, restored into another
 * database and data folder, found identical, and served by the app from the copy.
 */

const url = process.env.DATABASE_URL;
const migrationsFolder = path.resolve("db/migrations");
const SCRIPT_TIMEOUT = 120_000;
// Rows that must survive byte for byte; every other table is compared by its row count.
const KEY_TABLES = [
  "users",
  "sessions",
  "packages",
  "departures",
  "bookings",
  "booking_guests",
  "payments",
  "booking_events",
  "files",
  "outbox",
];

const suffix = randomBytes(4).toString("hex");
const srcName = `ops_backup_src_${suffix}`;
const dstName = `ops_backup_dst_${suffix}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "ops-backup-"));
const srcData = path.join(work, "data-src");
const dstData = path.join(work, "data-dst");
const backups = path.join(work, "backups");

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function urlOf(name: string) {
  const u = new URL(url as string);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withClient<T>(dbUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Runs one of the scripts with a clean environment: only what it needs, nothing inherited for S3. */
function run(script: string, args: string[], env: Record<string, string>) {
  const { S3_BUCKET: _bucket, DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  const r = spawnSync("bash", [`scripts/${script}`, ...args], {
    env: { ...rest, ...env },
    encoding: "utf8",
    timeout: SCRIPT_TIMEOUT,
    killSignal: "SIGKILL",
  });
  return { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "", error: r.error };
}

/** Row count of every table, and a hash of the full contents of the key tables. */
async function fingerprint(dbUrl: string) {
  return withClient(dbUrl, async (c) => {
    const { rows: tables } = await c.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { s, t } of tables) {
      const { rows } = await c.query(`select count(*)::int as n from "${s}"."${t}"`);
      counts[`${s}.${t}`] = rows[0].n;
    }
    const hashes: Record<string, string> = {};
    for (const t of KEY_TABLES) {
      const { rows } = await c.query(
        `select md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from "${t}" x`,
      );
      hashes[t] = rows[0].h;
    }
    return { counts, hashes };
  });
}

/** Path and SHA-256 of every stored upload (tmp/ holds only half-written files). */
function uploadsOf(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, "uploads");
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (full !== path.join(root, "tmp")) walk(full);
      } else out[path.relative(root, full)] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out;
}

async function openApp(dbUrl: string, dataDir: string): Promise<{ app: FastifyInstance; database: Database }> {
  const database = fromPostgres(dbUrl, 3);
  // What server/main.ts does at every start.
  await database.migrate(migrationsFolder);
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const app = await buildApp({ env, database, web: false, logger: false });
  await app.ready();
  return { app, database };
}

describe.skipIf(!url)("backup and restore of a PostgreSQL site", () => {
  let source: { app: FastifyInstance; database: Database } | undefined;
  let restored: { app: FastifyInstance; database: Database } | undefined;
  let token: string;
  let booking: { id: string; code: string; total: number };
  let proofId: string;
  let proofBytes: Buffer;
  let backupDir: string;

  beforeAll(async () => {
    await withClient(url as string, async (c) => {
      await c.query(`create database ${srcName}`);
      await c.query(`create database ${dstName}`);
    });
    source = await openApp(urlOf(srcName), srcData);
    const { app, database } = source;
    await createSetting(database.db, { currency: "IDR" });
    const bank = await createBankAccount(database.db);
    const customer = await createUser(database.db, { role: "customer", password: "Backup12345" });
    await createUser(database.db, { role: "admin", password: "Admin12345" });
    const pkg = await createPackage(database.db, {
      basePrice: 12_000_000,
      maxPax: 10,
      departures: [{ startDate: day(60), endDate: day(69), capacity: 40 }],
    });
    token = await loginAs(app, customer.username, "Backup12345");
    proofId = await uploadDocument(app, token);
    const proof = await app.inject({ method: "GET", url: `/api/file/${proofId}`, headers: bearer(token) });
    expect(proof.statusCode).toBe(200);
    proofBytes = proof.rawPayload;

    const res = await postBooking(app, token, checkoutBody(pkg.id, pkg.departures[0].id, { pax: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    booking = res.json().data;
    const paid = await app.inject({
      method: "POST",
      url: `/api/booking/${booking.id}/payment?lang=en`,
      headers: bearer(token),
      payload: {
        amount: booking.total,
        method: "manual",
        bank_account_id: bank.id,
        proof_file_id: proofId,
        payer_name: "Budi",
        payment_date: day(0),
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  afterAll(async () => {
    await source?.app.close();
    await source?.database.close();
    await restored?.app.close();
    await restored?.database.close();
    await withClient(url as string, async (c) => {
      for (const name of [srcName, dstName]) await c.query(`drop database if exists ${name} with (force)`);
    });
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("backs up the database and the uploads into a timestamped folder with checksums", () => {
    const r = run("backup.sh", ["--out", backups], { DATABASE_URL: urlOf(srcName), DATA_DIR: srcData });
    expect(r.error).toBeUndefined();
    expect(r.stderr + r.stdout).not.toContain(urlOf(srcName));
    expect(r.status, r.stderr).toBe(0);
    backupDir = r.stdout.trim().split("\n").at(-1) as string;
    expect(path.basename(backupDir)).toMatch(/^backup-\d{8}T\d{6}Z$/);
    expect(fs.readdirSync(backupDir).sort()).toEqual(["SHA256SUMS", "database.dump", "manifest.txt", "uploads.tar.gz"]);
    const sums = fs.readFileSync(path.join(backupDir, "SHA256SUMS"), "utf8");
    for (const f of ["database.dump", "manifest.txt", "uploads.tar.gz"]) {
      const digest = createHash("sha256")
        .update(fs.readFileSync(path.join(backupDir, f)))
        .digest("hex");
      expect(sums).toContain(`${digest}  ${f}`);
    }
    expect(fs.readFileSync(path.join(backupDir, "manifest.txt"), "utf8")).toMatch(
      /engine=postgres\n[\s\S]*uploads=local/,
    );
  });

  it("refuses a damaged backup and writes nothing", async () => {
    const damaged = path.join(work, "damaged");
    fs.cpSync(backupDir, damaged, { recursive: true });
    const dump = path.join(damaged, "database.dump");
    const bytes = fs.readFileSync(dump);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(dump, bytes);
    const r = run("restore.sh", [damaged], { DATABASE_URL: urlOf(dstName), DATA_DIR: dstData });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/checksum mismatch/);
    const tables = await withClient(urlOf(dstName), (c) =>
      c.query("select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')"),
    );
    expect(tables.rows[0].n).toBe(0);
    expect(fs.existsSync(path.join(dstData, "uploads"))).toBe(false);
  });

  it("refuses a target database that is not empty, unless --force", async () => {
    const before = await fingerprint(urlOf(srcName));
    const r = run("restore.sh", ["--no-migrate", backupDir], {
      DATABASE_URL: urlOf(srcName),
      DATA_DIR: path.join(work, "x"),
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/target database is not empty/);
    expect(await fingerprint(urlOf(srcName))).toEqual(before);
  });

  it("restores into another database and data folder: same rows, same contents, same files", async () => {
    const r = run("restore.sh", [backupDir], { DATABASE_URL: urlOf(dstName), DATA_DIR: dstData });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Migrations applied \(postgres\)/);

    const [a, b] = [await fingerprint(urlOf(srcName)), await fingerprint(urlOf(dstName))];
    expect(Object.keys(b.counts).length).toBeGreaterThan(20);
    expect(b.counts["public.bookings"]).toBe(1);
    expect(b.counts["public.booking_guests"]).toBe(2);
    expect(b.counts["public.payments"]).toBe(1);
    expect(b.counts["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
    expect(b.counts).toEqual(a.counts);
    expect(b.hashes).toEqual(a.hashes);

    const files = uploadsOf(dstData);
    expect(Object.keys(files).some((f) => f.startsWith("private/"))).toBe(true);
    expect(files).toEqual(uploadsOf(srcData));
  });

  it("a second restore over the restored copy needs --force, and then gives the same result", async () => {
    const refused = run("restore.sh", ["--no-migrate", backupDir], { DATABASE_URL: urlOf(dstName), DATA_DIR: dstData });
    expect(refused.status).not.toBe(0);
    // The uploads folder is checked first: nothing is touched.
    expect(refused.stderr).toMatch(/already holds files|not empty/);

    const forced = run("restore.sh", ["--force", backupDir], { DATABASE_URL: urlOf(dstName), DATA_DIR: dstData });
    expect(forced.status, forced.stderr).toBe(0);
    expect(await fingerprint(urlOf(dstName))).toEqual(await fingerprint(urlOf(srcName)));
    expect(uploadsOf(dstData)).toEqual(uploadsOf(srcData));
  });

  it("the app started on the restored copy serves the booking, the session and the private file", async () => {
    // The source is gone: what follows can only come from the copy.
    await source?.app.close();
    await source?.database.close();
    source = undefined;
    fs.rmSync(srcData, { recursive: true, force: true });

    restored = await openApp(urlOf(dstName), dstData);
    const { app } = restored;
    const res = await app.inject({ method: "GET", url: `/api/booking/${booking.id}?lang=en`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.code).toBe(booking.code);
    expect(data.total).toBe(booking.total);
    expect(data.guests).toHaveLength(2);
    expect(data.payments).toHaveLength(1);

    const file = await app.inject({ method: "GET", url: `/api/file/${proofId}`, headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(proofBytes)).toBe(true);
  });
});
