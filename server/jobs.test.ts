import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { SmtpSink } from "#app/modules/notification/.server/smtp-sink.test-helper";
import type { Database } from "#app/shared/db.server";
import { createTestDatabase } from "#test/setup/app";
import { dueReason } from "./db-maintenance";
import { startBackgroundJobs } from "./jobs";

let database: Database;
let sink: SmtpSink;
let logged: string[];
const log = {
  info: (...args: unknown[]) => logged.push(String(args.at(-1))),
  warn: (...args: unknown[]) => logged.push(String(args.at(-1))),
} as unknown as FastifyBaseLogger;

const queue = (to: string) =>
  enqueueMail({
    ctx: { db: database.db, actor: null, locale: "id", requestId: "t", now: () => new Date() },
    input: { kind: "test", to, subject: "Subjek", text: "Isi", locale: "id" },
  });
const statusOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

beforeEach(async () => {
  database = await createTestDatabase();
  sink = await new SmtpSink().start();
  logged = [];
});
afterEach(async () => {
  await sink.stop();
  await database.close();
});

describe("background jobs: the mail sender", () => {
  it("sends a new mail within seconds and stops after the mail in flight", async () => {
    const stop = startBackgroundJobs(database, log, { SMTP_URL: sink.url, MAIL_FROM: "no-reply@amanah.test" });
    try {
      const first = await queue("budi@contoh.test");
      await expect.poll(() => sink.received.length, { timeout: 10_000, interval: 100 }).toBe(1);
      expect((await statusOf(first.id)).status).toBe("sent");

      // A slow server: stop while the next mail is being sent.
      sink.dataDelayMs = 1_500;
      await queue("aisyah@contoh.test");
      await expect.poll(() => sink.rcptAttempts.length, { timeout: 10_000, interval: 50 }).toBe(2);
    } finally {
      const started = Date.now();
      await stop();
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect(sink.received).toHaveLength(2);
    expect((await database.db.select().from(outbox)).map((r) => r.status)).toEqual(["sent", "sent"]);
    // Stopped: nothing more is tried.
    const third = await queue("hafiz@contoh.test");
    await new Promise((r) => setTimeout(r, 5_500));
    expect(await statusOf(third.id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("without SMTP_URL sends nothing and says where the mails are", async () => {
    const stop = startBackgroundJobs(database, log);
    const { id } = await queue("budi@contoh.test");
    await new Promise((r) => setTimeout(r, 3_000));
    await stop();
    expect(await statusOf(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(logged.join("\n")).toMatch(/SMTP_URL is not set: mails stay in the outbox/);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
const sink0 = { SMTP_URL: undefined };

/** Counts VACUUM statements and the most ever running at once; `delayMs` makes each one slow. */
function watchVacuums(delayMs = 0) {
  const db = database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
  const original = db.execute.bind(db);
  const seen = { vacuums: 0, running: 0, most: 0, texts: [] as string[] };
  db.execute = async (q: unknown) => {
    let text = "";
    try {
      text = JSON.stringify(q);
    } catch {}
    if (!/vacuum/i.test(text)) return original(q);
    seen.vacuums++;
    seen.texts.push(text);
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    try {
      await new Promise((r) => setTimeout(r, delayMs));
      return await original(q);
    } finally {
      seen.running--;
    }
  };
  return seen;
}

const tableStats = async (table: string) => {
  const r = await database.db.execute(
    sql`select c.reltuples::float8 as reltuples, s.last_analyze, s.last_vacuum from pg_class c
      left join pg_stat_user_tables s on s.relid = c.oid where c.relname = ${table}`,
  );
  return ((r as unknown as { rows: Record<string, unknown>[] }).rows ?? r)[0] as {
    reltuples: number;
    last_analyze: unknown;
    last_vacuum: unknown;
  };
};

describe("background jobs: PGlite maintenance (VACUUM ANALYZE, as autovacuum would)", () => {
  it("a table is due like autovacuum would find it, or when its size drifted (counters reset at open)", () => {
    const base = { relname: "t", reltuples: 10_000, relpages: 100, pages: 100, mods: 0, dead: 0, inserts: 0 };
    expect(dueReason(base)).toBeNull();
    expect(dueReason({ ...base, reltuples: -1, relpages: 0, pages: 0 })).toBeNull(); // empty
    expect(dueReason({ ...base, reltuples: -1, relpages: 0 })).toBe("never analysed");
    expect(dueReason({ ...base, mods: 1_050 })).toBeNull();
    expect(dueReason({ ...base, mods: 1_051 })).toMatch(/rows changed/);
    expect(dueReason({ ...base, dead: 2_051 })).toMatch(/dead rows/);
    expect(dueReason({ ...base, inserts: 3_001 })).toMatch(/inserted/);
    expect(dueReason({ ...base, pages: 128 })).toBeNull();
    expect(dueReason({ ...base, pages: 129 })).toMatch(/size 100 -> 129/);
  });

  it.skipIf(onPostgres)("on PGlite vacuums and analyses the tables that changed, and logs it", async () => {
    await database.db.execute(
      sql`insert into outbox (kind, to_address, subject, text, locale) select 'test', 'x' || g || '@contoh.test', 'S', 'T', 'id' from generate_series(1, 500) g`,
    );
    expect((await tableStats("outbox")).reltuples).toBe(-1);
    const seen = watchVacuums();
    const stop = startBackgroundJobs(database, log, sink0, { firstMs: 50, everyMs: 60_000 });
    try {
      await expect
        .poll(async () => (await tableStats("outbox")).reltuples, { timeout: 10_000, interval: 100 })
        .toBe(500);
    } finally {
      await stop();
    }
    const after = await tableStats("outbox");
    expect(after.last_analyze).not.toBeNull();
    expect(after.last_vacuum).not.toBeNull();
    expect(logged).toContain("vacuumed and analysed PGlite tables");
    expect(seen.texts.some((t) => t.includes('"outbox"'))).toBe(true);
    // Empty tables nobody wrote to are left alone.
    expect(seen.texts.some((t) => t.includes('"bookings"') || t.includes('"payments"'))).toBe(false);
  });

  it.skipIf(onPostgres)("never runs two rounds at once, and stops with the round in flight", async () => {
    for (const table of ["outbox", "users"]) await database.db.execute(sql`analyze ${sql.identifier(table)}`); // known sizes, then growth
    await database.db.execute(
      sql`insert into outbox (kind, to_address, subject, text, locale) select 'test', 'x' || g || '@contoh.test', 'S', 'T', 'id' from generate_series(1, 2000) g`,
    );
    const seen = watchVacuums(300);
    // A tick every 20 ms while each VACUUM takes 300 ms: rounds would pile up if they could.
    const stop = startBackgroundJobs(database, log, sink0, { firstMs: 10, everyMs: 20 });
    await expect.poll(() => seen.vacuums, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 700));
    const started = Date.now();
    await stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(seen.running).toBe(0);
    expect(seen.most).toBe(1);
    const count = seen.vacuums;
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.vacuums).toBe(count);
  });

  it.skipIf(!onPostgres)("on PostgreSQL does nothing (autovacuum's job)", async () => {
    const seen = watchVacuums();
    const stop = startBackgroundJobs(database, log, sink0, { firstMs: 10, everyMs: 50 });
    await new Promise((r) => setTimeout(r, 500));
    await stop();
    expect(seen.vacuums).toBe(0);
    expect(logged).not.toContain("vacuumed and analysed PGlite tables");
  });
});
