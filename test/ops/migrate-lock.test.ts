import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPostgres, MIGRATION_LOCK_KEY } from "#app/shared/db.server";

/*
 * Several instances start at once on one PostgreSQL and each applies the migrations at start
 * (docs/operations.md, "Upgrades"). They must not race: one migrates, the others wait for its
 * advisory lock and then find nothing left to do.
 */

const url = process.env.DATABASE_URL;
const migrationsFolder = path.resolve("db/migrations");
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
const migrationCount: number = journal.entries.length;

const created: string[] = [];

function urlOf(name: string) {
  const u = new URL(url as string);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function freshDatabase(): Promise<string> {
  const name = `ops_migrate_${randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  created.push(name);
  return name;
}

async function appliedMigrations(name: string): Promise<number> {
  const c = new pg.Client({ connectionString: urlOf(name) });
  await c.connect();
  try {
    const { rows } = await c.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    return rows[0].n;
  } finally {
    await c.end();
  }
}

describe.skipIf(!url)("migrations on PostgreSQL with several instances starting at once", () => {
  beforeAll(() => {
    expect(migrationCount).toBeGreaterThan(1);
  });

  afterAll(async () => {
    await admin(async (c) => {
      for (const name of created) await c.query(`drop database if exists ${name} with (force)`);
    });
  });

  it("four instances migrating a fresh database at the same moment all succeed, each migration applied once", async () => {
    const name = await freshDatabase();
    const instances = Array.from({ length: 4 }, () => fromPostgres(urlOf(name), 2));
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate(migrationsFolder)));
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
    expect(await appliedMigrations(name)).toBe(migrationCount);
    // The lock is released: a later start migrates (nothing to do) without waiting.
    const later = fromPostgres(urlOf(name), 1);
    try {
      await later.migrate(migrationsFolder);
    } finally {
      await later.close();
    }
    expect(await appliedMigrations(name)).toBe(migrationCount);
  });

  it("runs the start-up seed inside the lock: replicas starting together on an empty database seed it once", async () => {
    const name = await freshDatabase();
    const instances = Array.from({ length: 3 }, () => fromPostgres(urlOf(name), 2));
    // What seedDemoIfEmpty does: look, take its time (images), then fill. Unserialised, every
    // instance would see an empty table and fill it.
    const seedIfEmpty = (d: (typeof instances)[number]) => async () => {
      await d.db.execute(sql`create table if not exists seed_probe (instance int)`);
      const { rows } = (await d.db.execute(sql`select count(*)::int as n from seed_probe`)) as unknown as {
        rows: { n: number }[];
      };
      if (rows[0].n > 0) return;
      await new Promise((r) => setTimeout(r, 300));
      await d.db.execute(sql`insert into seed_probe values (1)`);
    };
    try {
      await Promise.all(instances.map((d) => d.migrate(migrationsFolder, seedIfEmpty(d))));
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
    const c = new pg.Client({ connectionString: urlOf(name) });
    await c.connect();
    try {
      expect((await c.query("select count(*)::int as n from seed_probe")).rows[0].n).toBe(1);
    } finally {
      await c.end();
    }
  });

  it("is not held to the request time limits: waits for the lock longer than DB_STATEMENT_TIMEOUT_MS", async () => {
    const name = await freshDatabase();
    const holder = new pg.Client({ connectionString: urlOf(name) });
    await holder.connect();
    const database = fromPostgres(urlOf(name), 2, { statementMs: 200 });
    try {
      await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      const migrating = database.migrate(migrationsFolder);
      await new Promise((r) => setTimeout(r, 1_500));
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      await migrating;
      expect(await appliedMigrations(name)).toBe(migrationCount);
    } finally {
      await holder.end();
      await database.close();
    }
  });

  it("waits while another session holds the migration lock, and goes on once it is released", async () => {
    const name = await freshDatabase();
    const holder = new pg.Client({ connectionString: urlOf(name) });
    await holder.connect();
    const database = fromPostgres(urlOf(name), 2);
    try {
      await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      let done = false;
      const migrating = database.migrate(migrationsFolder).then(() => {
        done = true;
      });
      await new Promise((r) => setTimeout(r, 500));
      expect(done).toBe(false);
      const { rows } = await holder.query("select to_regclass('public.users') as t");
      expect(rows[0].t).toBeNull();

      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      await migrating;
      expect(done).toBe(true);
      expect(await appliedMigrations(name)).toBe(migrationCount);
    } finally {
      await holder.end();
      await database.close();
    }
  });
});
