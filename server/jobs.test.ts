import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { enqueueMail } from "../app/modules/notification/server/enqueue-mail";
import { SmtpSink } from "../app/modules/notification/server/smtp-sink.test-helper";
import type { Database } from "../app/shared/db.server";
import { createTestDatabase } from "../test/setup/app";
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
