import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { createSetting } from "#test/factories";
import { createTestDatabase } from "#test/setup/app";
import type { Ctx } from "#app/shared/context";
import type { Database } from "#app/shared/db.server";
import { enqueueMail, type MailInput } from "./enqueue-mail";
import { createSmtpMailer, type Mailer } from "./mailer.server";
import { insertOutbox } from "./notification.repository";
import { LEASE_MS, MAX_ATTEMPTS } from "./outbox-backoff";
import { sendOutbox } from "./send-outbox";
import { SmtpSink } from "./smtp-sink.test-helper";

const FROM = "Amanah Tour & Travel <no-reply@amanah.test>";
const SEC = 1_000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

let database: Database;
let sink: SmtpSink;
let mailers: Mailer[];
/** The injected clock: starts a little after the rows' insert time, moved by the tests. */
let clock: Date;

const ctx = (): Ctx => ({ db: database.db, actor: null, locale: "id", requestId: "test", now: () => clock });
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const mailer = (url = sink.url) => {
  const m = createSmtpMailer(url);
  mailers.push(m);
  return m;
};
const round = (m: Mailer, extra: { from?: string } = { from: FROM }) =>
  sendOutbox({ ctx: ctx(), input: { mailer: m, ...extra } });
const queue = (input: Partial<MailInput> & { to: string }) =>
  enqueueMail({ ctx: ctx(), input: { kind: "test", subject: "Subjek", text: "Isi", locale: "id", ...input } });
const row = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

beforeEach(async () => {
  database = await createTestDatabase();
  sink = await new SmtpSink().start();
  mailers = [];
  clock = new Date(Date.now() + SEC);
});
afterEach(async () => {
  for (const m of mailers) m.close();
  await sink.stop();
  await database.close();
});

describe("outbox delivery through SMTP", () => {
  it("sends pending mails with their sender, recipient, UTF-8 subject, text and html, once", async () => {
    const a = await queue({
      kind: "booking_created",
      to: "budi@contoh.test",
      subject: "Pemesanan AB3CD4EF diterima — “Umrah Plus” ✓",
      text: "Assalamu’alaikum Budi,\nTotal: Rp 35.500.000 · sisa pembayaran Rp 30.000.000.\nعمرة مباركة",
      html: "<p>Assalamu’alaikum <b>Budi</b> — Rp 35.500.000</p>",
    });
    const b = await queue({
      kind: "payment_confirmed",
      to: "Aisyah Rahman <aisyah@contoh.test>",
      subject: "Pembayaran anda telah disahkan: RM 1,250.00",
      text: "Terima kasih, Aisyah. Tempahan anda kini dibayar sepenuhnya. Jumpa di Madinah!",
      locale: "my",
    });
    // Credentials travel in the URL, percent-encoded; nodemailer decodes them.
    const url = `smtp://mailer%40amanah.test:p%40ss%3Aw0rd@127.0.0.1:${sink.port}`;
    const r = await round(mailer(url));
    expect(r).toMatchObject({ sent: 2, retrying: 0, failed: 0, leaseLost: 0 });
    expect(sink.received).toHaveLength(2);

    const [first, second] = sink.received;
    expect(first.user).toBe("mailer@amanah.test");
    expect(first.from).toBe("no-reply@amanah.test");
    expect(first.to).toEqual(["budi@contoh.test"]);
    expect(first.parsed.from?.value).toEqual([{ name: "Amanah Tour & Travel", address: "no-reply@amanah.test" }]);
    expect(first.parsed.subject).toBe("Pemesanan AB3CD4EF diterima — “Umrah Plus” ✓");
    expect(first.parsed.text?.trim()).toBe(
      "Assalamu’alaikum Budi,\nTotal: Rp 35.500.000 · sisa pembayaran Rp 30.000.000.\nعمرة مباركة",
    );
    expect(first.parsed.html).toContain("Assalamu’alaikum <b>Budi</b> — Rp 35.500.000");
    expect(first.parsed.messageId).toMatch(new RegExp(`^<outbox\\.${a.id}\\.\\d+@amanah\\.test>$`));
    expect(first.parsed.headers.get("auto-submitted")).toBe("auto-generated");

    expect(second.to).toEqual(["aisyah@contoh.test"]);
    expect(second.parsed.to).toMatchObject({ value: [{ name: "Aisyah Rahman", address: "aisyah@contoh.test" }] });
    expect(second.parsed.subject).toBe("Pembayaran anda telah disahkan: RM 1,250.00");
    expect(second.parsed.text?.trim()).toBe(
      "Terima kasih, Aisyah. Tempahan anda kini dibayar sepenuhnya. Jumpa di Madinah!",
    );
    expect(second.parsed.html).toBeFalsy();

    for (const id of [a.id, b.id]) {
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sentAt: clock, lastError: null });
    }
    later(HOUR);
    expect(await round(mailer())).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(2);
  });

  it("takes the sender from the site's name and email when MAIL_FROM is unset, else no-reply", async () => {
    await queue({ to: "budi@contoh.test" });
    await round(mailer(), {});
    expect(sink.received[0].from).toBe("no-reply@localhost");

    await createSetting(database.db, { name: "Amanah Tour & Travel", email: "info@amanah.test" });
    await queue({ to: "budi@contoh.test" });
    await round(mailer(), {});
    expect(sink.received[1].parsed.from?.value).toEqual([
      { name: "Amanah Tour & Travel", address: "info@amanah.test" },
    ]);
    expect(sink.received[1].from).toBe("info@amanah.test");
  });

  it("keeps mails while the server is down and sends each exactly once when it is back", async () => {
    const port = sink.port;
    await sink.stop();
    const m = mailer(`smtp://127.0.0.1:${port}`);
    const ids = [];
    for (const to of ["a@contoh.test", "b@contoh.test", "c@contoh.test"]) ids.push((await queue({ to })).id);

    const down = await round(m);
    expect(down).toMatchObject({ sent: 0, retrying: 3, failed: 0 });
    const start = clock.getTime();
    for (const id of ids) {
      const r = await row(id);
      expect(r).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
      expect(r.nextAttemptAt.getTime()).toBe(start + 30 * SEC);
      expect(r.lastError).toMatch(/CONN: .*ECONNREFUSED/);
    }
    later(10 * SEC); // not due yet: nothing is tried
    expect(await round(m)).toMatchObject({ sent: 0, retrying: 0 });

    later(25 * SEC); // due again, still down: the second wait is 2 minutes
    expect(await round(m)).toMatchObject({ retrying: 3 });
    for (const id of ids) {
      expect(await row(id)).toMatchObject({ attempts: 2, nextAttemptAt: new Date(clock.getTime() + 2 * MIN) });
    }

    await sink.start(port);
    later(2 * MIN);
    expect(await round(m)).toMatchObject({ sent: 3, retrying: 0, failed: 0 });
    later(HOUR);
    expect(await round(m)).toMatchObject({ sent: 0 });
    expect(sink.received.map((x) => x.to[0]).sort()).toEqual(["a@contoh.test", "b@contoh.test", "c@contoh.test"]);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("retries a 4xx answer later and delivers", async () => {
    let refusals = 1;
    sink.onRcpt = () => (refusals-- > 0 ? { code: 451, message: "4.3.0 Mailbox temporarily unavailable" } : null);
    const { id } = await queue({ to: "hafiz@contoh.test" });
    expect(await round(mailer())).toMatchObject({ sent: 0, retrying: 1 });
    expect((await row(id)).lastError).toMatch(/EENVELOPE RCPT TO: .*451/);
    later(30 * SEC);
    expect(await round(mailer())).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sink.received).toHaveLength(1);
  });

  it("fails a mail the server refuses permanently (550) and never retries it", async () => {
    sink.onRcpt = (a) => (a === "nobody@contoh.test" ? { code: 550, message: "5.1.1 User unknown" } : null);
    const bad = await queue({ to: "nobody@contoh.test" });
    const good = await queue({ to: "budi@contoh.test" });
    const r = await round(mailer());
    expect(r).toMatchObject({ sent: 1, failed: 1, retrying: 0 });
    expect(r.errors).toEqual([expect.objectContaining({ id: bad.id, permanent: true })]);
    const failed = await row(bad.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/RCPT TO: .*550 5\.1\.1 User unknown/);
    expect((await row(good.id)).status).toBe("sent");
    for (const step of [HOUR, 24 * HOUR, 30 * 24 * HOUR]) {
      later(step);
      expect(await round(mailer())).toMatchObject({ sent: 0, failed: 0, retrying: 0 });
    }
    expect(sink.rcptAttempts.filter((a) => a === "nobody@contoh.test")).toHaveLength(1);
  });

  it("backs off 30 s, 2 min, 10 min, 30 min, 2 h, then 6 h, and fails after the last attempt", async () => {
    sink.onRcpt = () => ({ code: 421, message: "4.7.0 Try again later" });
    const { id } = await queue({ to: "budi@contoh.test" });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const r = await round(mailer());
      const current = await row(id);
      expect(current.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(r).toMatchObject({ retrying: 1, failed: 0 });
        waits.push(current.nextAttemptAt.getTime() - clock.getTime());
        // One second early: not due.
        clock = new Date(current.nextAttemptAt.getTime() - SEC);
        expect(await round(mailer())).toMatchObject({ retrying: 0, failed: 0, sent: 0 });
        clock = current.nextAttemptAt;
      } else {
        expect(r).toMatchObject({ retrying: 0, failed: 1 });
        expect(current).toMatchObject({ status: "failed" });
        expect(current.lastError).toMatch(/421 4\.7\.0 Try again later/);
      }
    }
    expect(waits).toEqual([30 * SEC, 2 * MIN, 10 * MIN, 30 * MIN, 2 * HOUR, 6 * HOUR, 6 * HOUR, 6 * HOUR, 6 * HOUR]);
    later(7 * 24 * HOUR);
    expect(await round(mailer())).toMatchObject({ sent: 0, failed: 0, retrying: 0 });
    expect(sink.rcptAttempts).toHaveLength(MAX_ATTEMPTS);
  });

  it("never sends a mail twice when several workers run at once on one database", async () => {
    sink.dataDelayMs = 15;
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push((await queue({ to: `jemaah${i}@contoh.test`, subject: `Mail ${i}` })).id);
    const workers = await Promise.all(
      [1, 2, 3].map(() => sendOutbox({ ctx: ctx(), input: { mailer: mailer(), from: FROM, limit: 100 } })),
    );
    // Each worker really took part, and between them every mail went once.
    for (const w of workers) expect(w.sent).toBeGreaterThan(0);
    expect(workers.reduce((n, w) => n + w.sent, 0)).toBe(20);
    expect(workers.reduce((n, w) => n + w.leaseLost, 0)).toBe(0);
    const subjects = sink.received.map((m) => m.parsed.subject);
    expect(subjects).toHaveLength(20);
    expect(new Set(subjects).size).toBe(20);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("leaves a mail claimed by a worker that stopped mid-send to its lease, then sends it again", async () => {
    const { id } = await queue({ to: "budi@contoh.test" });
    let release: () => void = () => {};
    const stuck: Mailer = {
      defaultFrom: { name: "", address: "no-reply@localhost" },
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      close: () => {},
    };
    const claimedAt = clock;
    const hung = sendOutbox({ ctx: ctx(), input: { mailer: stuck, from: FROM } });
    await expect.poll(async () => (await row(id)).attempts).toBe(1);
    expect((await row(id)).nextAttemptAt).toEqual(new Date(claimedAt.getTime() + LEASE_MS));

    later(LEASE_MS - SEC); // the lease holds: another worker does not touch it
    expect(await round(mailer())).toMatchObject({ sent: 0 });
    later(2 * SEC); // the lease ran out: the mail goes out (at least once)
    expect(await round(mailer())).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });

    // The first worker finishes late: its outcome no longer applies to the row.
    release();
    expect(await hung).toMatchObject({ sent: 0, leaseLost: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sink.received).toHaveLength(1);
  });

  it("gives up a mail whose last allowed attempt was interrupted", async () => {
    const { id } = await queue({ to: "budi@contoh.test" });
    await database.db.update(outbox).set({ attempts: MAX_ATTEMPTS }).where(eq(outbox.id, id));
    const r = await round(mailer());
    expect(r).toMatchObject({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect((await row(id)).lastError).toMatch(/interrupted/);
    expect(sink.received).toHaveLength(0);
  });

  it("never turns a line break in a stored address or subject into a header or a recipient", async () => {
    // Rows written around enqueueMail's folding: the transport guards on its own.
    const subjectRow = await insertOutbox(database.db, {
      kind: "test",
      toAddress: "budi@contoh.test",
      subject: "Halo\r\nBcc: evil@jahat.test\r\nX-Injected: yes",
      text: "Isi",
      locale: "id",
    });
    const toRow = await insertOutbox(database.db, {
      kind: "test",
      toAddress: "budi@contoh.test\r\nBcc: evil@jahat.test",
      subject: "Halo",
      text: "Isi",
      locale: "id",
    });
    const commaRow = await queue({ to: "budi@contoh.test, evil@jahat.test" });
    const folded = await queue({ to: "budi@contoh.test\nCc: evil@jahat.test" });

    const r = await round(mailer());
    expect(r).toMatchObject({ sent: 1, failed: 3 });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.to).toEqual(["budi@contoh.test"]);
    const head = mail.raw.split("\r\n\r\n")[0];
    expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
    expect((await row(subjectRow.id)).status).toBe("sent");
    for (const id of [toRow.id, commaRow.id, folded.id]) {
      const failed = await row(id);
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      expect(failed.lastError).toMatch(/EINVALIDRECIPIENT: Invalid recipient address/);
    }
    expect(sink.rcptAttempts).toEqual(["budi@contoh.test"]);
  });
});
