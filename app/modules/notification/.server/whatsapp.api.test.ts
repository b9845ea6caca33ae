import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, whatsappConsents, whatsappInbound } from "#db/schema";
import { createSetting, createUser } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import type { Ctx } from "#app/shared/context";
import { whatsappConfig } from "#app/shared/env.server";
import { enqueueMail, type MailInput } from "./enqueue-mail";
import { MAX_ATTEMPTS } from "./outbox-backoff";
import { sendWhatsapp } from "./send-whatsapp";
import { recordWhatsappConsent } from "./whatsapp-consent";
import { startWhatsappStandin, type WhatsappStandin } from "./whatsapp-standin.test-helper";
import { cloudTransport, type WhatsappTransport } from "./whatsapp-transport";

/*
 * The WhatsApp channel (decision 080) against a local stand-in of the Cloud API: sends, the
 * webhook's signature, statuses late, twice and out of order, retries, the mail fallback,
 * consent and STOP. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let standin: WhatsappStandin;
let transport: WhatsappTransport;
/** The injected clock of the sender and of queueing; moved by the tests. */
let clock: Date;

const ctx = (whatsapp = true): Ctx => ({
  db: t.db,
  actor: null,
  locale: "id",
  requestId: "test",
  now: () => clock,
  publicUrl: "https://umrah.example",
  whatsapp,
});
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const round = (tr = transport) => sendWhatsapp({ ctx: ctx(), input: { transport: tr } });
const row = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const heldOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.fallbackFor, id)))[0];

let n = 0;
/** A customer opted in on a number of their own (`mail: false`: met at the counter, no address). */
async function customer(opts: { optIn?: boolean; locale?: string; mail?: boolean } = {}) {
  n++;
  const number = `+62812${String(n).padStart(7, "0")}`;
  const u = await createUser(t.db, {
    locale: opts.locale ?? "my",
    name: `Aisyah ${n}`,
    ...(opts.mail === false ? { email: null } : {}),
  });
  if (opts.optIn !== false)
    await recordWhatsappConsent({
      ctx: ctx(),
      input: { userId: u.id, number, optIn: true, source: "checkout", recordedBy: u.id },
    });
  return { ...u, phone: number };
}

function queue(user: { id: number; email: string | null; locale: string }, more: Partial<MailInput> = {}, on = true) {
  return enqueueMail({
    ctx: ctx(on),
    input: {
      kind: "booking_payment_confirmed",
      to: user.email,
      subject: "Bayaran disahkan",
      text: "Teks e-mel",
      locale: user.locale as "my",
      userId: user.id,
      whatsapp: {
        template: "payment_confirmed",
        params: [`Aisyah\nbaris dua`, "RM 1,000.00", "AB12CD", "RM 0.00"],
        link: "https://umrah.example/panel/booking-history/abc/receipt/7?lang=my",
      },
      ...more,
    },
  });
}

async function webhook(signed: { body: string; signature: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/whatsapp/webhook",
    headers: { "content-type": "application/json", "x-hub-signature-256": signed.signature },
    payload: signed.body,
  });
}

beforeAll(async () => {
  standin = await startWhatsappStandin();
  t = await createTestApp({
    WHATSAPP_TOKEN: standin.token,
    WHATSAPP_PHONE_NUMBER_ID: standin.phoneNumberId,
    WHATSAPP_APP_SECRET: standin.appSecret,
    WHATSAPP_VERIFY_TOKEN: "verify-me",
    WHATSAPP_API_URL: standin.url,
    WHATSAPP_API_VERSION: standin.version,
  });
  await createSetting(t.db, { currency: "MYR" });
  const config = whatsappConfig(t.app.env);
  if (config.mode !== "cloud") throw new Error("WhatsApp should be configured");
  transport = cloudTransport(config);
  clock = new Date(Date.now() + 1000);
});
// Each test's clock starts a little after the database's: a row queued now (next attempt: the
// database's now()) is due for it, however long the tests before took.
beforeEach(() => {
  clock = new Date(Date.now() + 1000);
});
afterAll(async () => {
  await t.close();
  await standin.close();
});

describe("sending", () => {
  it("sends the template in the customer's language with its parameters and button, and holds the mail", async () => {
    const c = await customer();
    const { id, whatsappId } = await queue(c);
    expect(whatsappId).not.toBeNull();
    expect((await row(id!)).status).toBe("held");
    expect((await row(id!)).fallbackFor).toBe(whatsappId);
    const r = await round();
    expect(r.sent).toBeGreaterThanOrEqual(1);
    const m = await standin.waitFor((x) => x.to === c.phone.slice(1));
    expect(m.type).toBe("template");
    expect(m.template).toEqual({
      name: "payment_confirmed",
      language: "ms",
      // A parameter is one line (WhatsApp refuses new lines in parameters).
      params: ["Aisyah baris dua", "RM 1,000.00", "AB12CD", "RM 0.00"],
      button: "panel/booking-history/abc/receipt/7?lang=my",
    });
    const sent = await row(whatsappId!);
    expect(sent.status).toBe("sent");
    expect(sent.providerMessageId).toBe(m.id);
    expect((await row(id!)).status).toBe("held");
  });

  it("sends nothing by WhatsApp without consent, or with the channel off: the mail goes as always", async () => {
    const stranger = await customer({ optIn: false });
    const a = await queue(stranger);
    expect(a.whatsappId).toBeNull();
    expect((await row(a.id!)).status).toBe("pending");
    const opted = await customer();
    const b = await queue(opted, {}, false);
    expect(b.whatsappId).toBeNull();
    expect((await row(b.id!)).channel).toBe("mail");
    expect((await row(b.id!)).status).toBe("pending");
  });

  it("refuses an opt-in without a mobile number, and keeps every consent with where and who", async () => {
    const u = await createUser(t.db, {});
    await expect(
      recordWhatsappConsent({
        ctx: ctx(),
        input: { userId: u.id, number: "03-2345 6789", optIn: true, source: "profile", recordedBy: u.id },
      }),
    ).rejects.toMatchObject({ code: "validation" });
    await recordWhatsappConsent({
      ctx: ctx(),
      input: { userId: u.id, number: "012-345 6789", optIn: true, source: "counter", recordedBy: 1 },
    });
    // The same choice again changes nothing; the opt-out keeps the number.
    await recordWhatsappConsent({
      ctx: ctx(),
      input: { userId: u.id, number: "+60123456789", optIn: true, source: "profile", recordedBy: u.id },
    });
    await recordWhatsappConsent({
      ctx: ctx(),
      input: { userId: u.id, number: null, optIn: false, source: "profile", recordedBy: u.id },
    });
    const history = await t.db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, u.id));
    expect(history.map((h) => [h.optedIn, h.phone, h.source, h.recordedBy])).toEqual([
      [true, "+60123456789", "counter", 1],
      [false, "+60123456789", "profile", u.id],
    ]);
  });

  it("stops a queued message when the customer opted out before it was sent, and mails instead", async () => {
    const c = await customer();
    const { id, whatsappId } = await queue(c);
    await recordWhatsappConsent({
      ctx: ctx(),
      input: { userId: c.id, number: null, optIn: false, source: "profile", recordedBy: c.id },
    });
    const before = standin.requests;
    await round();
    expect(standin.requests).toBe(before);
    expect((await row(whatsappId!)).status).toBe("failed");
    expect((await row(id!)).status).toBe("pending");
  });

  it("retries a temporary failure with back-off, and sends it once later", async () => {
    const c = await customer();
    const { id, whatsappId } = await queue(c);
    standin.failNext(1, { status: 503, code: 2, message: "Service temporarily unavailable" });
    const r1 = await round();
    expect(r1.retrying).toBe(1);
    const waiting = await row(whatsappId!);
    expect(waiting.status).toBe("pending");
    expect(waiting.lastError).toContain("503");
    expect(waiting.nextAttemptAt.getTime() - clock.getTime()).toBe(30_000);
    // Not due yet: nothing sent.
    const before = standin.requests;
    await round();
    expect(standin.requests).toBe(before);
    later(31_000);
    await round();
    expect((await row(whatsappId!)).status).toBe("sent");
    expect(standin.messages.filter((m) => m.to === c.phone.slice(1))).toHaveLength(1);
    expect((await row(id!)).status).toBe("held");
  });

  it("gives up at once on a permanent refusal and releases the held mail, once", async () => {
    const c = await customer();
    const { id, whatsappId } = await queue(c);
    standin.failNext(1, { status: 400, code: 131026, message: "Message undeliverable" });
    const r = await round();
    expect(r.failed).toBe(1);
    expect(r.fallbacks).toBe(1);
    const failed = await row(whatsappId!);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toContain("131026");
    const mail = await row(id!);
    expect(mail.status).toBe("pending");
    expect(mail.nextAttemptAt.getTime()).toBe(clock.getTime());
  });

  it("gives up after the last attempt and falls back; a customer without an address gets no mail", async () => {
    const c = await customer({ mail: false });
    const { id, whatsappId } = await queue(c);
    expect(id).toBeNull();
    standin.failNext(MAX_ATTEMPTS, { status: 500, code: 1, message: "Unknown error" });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await round();
      later(7 * 3_600_000);
    }
    const failed = await row(whatsappId!);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(await heldOf(whatsappId!)).toBeUndefined();
  });

  it("sends plain text inside the 24 hours after the customer's last message, the template after", async () => {
    const c = await customer();
    const inbound = standin.inboundWebhook({
      from: c.phone.slice(1),
      id: `wamid.in-${n}`,
      text: "Bila kena bayar baki?",
      timestamp: Math.floor(clock.getTime() / 1000),
    });
    expect((await webhook(inbound)).statusCode).toBe(200);
    await queue(c);
    await round();
    const text = await standin.waitFor((m) => m.to === c.phone.slice(1));
    expect(text.type).toBe("text");
    expect(text.text).toContain("Aisyah baris dua, bayaran anda sebanyak RM 1,000.00");
    expect(text.text).toContain("https://umrah.example/panel/booking-history/abc/receipt/7?lang=my");
    later(24 * 3_600_000 + 1000);
    await queue(c);
    await round();
    const sent = standin.messages.filter((m) => m.to === c.phone.slice(1));
    expect(sent.map((m) => m.type)).toEqual(["text", "template"]);
  });

  it("sends each message once when two senders run at once", async () => {
    const people = [await customer(), await customer(), await customer()];
    const ids = [];
    for (const p of people) ids.push((await queue(p)).whatsappId!);
    await Promise.all([round(), round(), round()]);
    for (const p of people) expect(standin.messages.filter((m) => m.to === p.phone.slice(1))).toHaveLength(1);
    for (const id of ids) expect((await row(id!)).status).toBe("sent");
  });
});

describe("the webhook", () => {
  async function sentMessage() {
    const c = await customer();
    const { id, whatsappId } = await queue(c);
    await round();
    const m = await standin.waitFor((x) => x.to === c.phone.slice(1));
    return { c, mailId: id, whatsappId: whatsappId!, wamid: m.id, phone: c.phone.slice(1) };
  }

  it("answers the subscription check with the challenge, only with the verify token", async () => {
    const ask = (q: string) => t.app.inject({ method: "GET", url: `/api/whatsapp/webhook?${q}` });
    const ok = await ask("hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444");
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    expect((await ask("hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1")).statusCode).toBe(403);
    expect((await ask("hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1")).statusCode).toBe(403);
    expect((await ask("hub.challenge=1")).statusCode).toBe(403);
  });

  it("refuses a bad signature, or a good one over another body, before reading anything", async () => {
    const { whatsappId, wamid, phone } = await sentMessage();
    const signed = standin.statusWebhook([{ id: wamid, status: "failed", recipient: phone }]);
    const forged = await webhook({ body: signed.body, signature: `sha256=${"0".repeat(64)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Tanda tangan notifikasi WhatsApp tidak valid.");
    const other = standin.statusWebhook([{ id: wamid, status: "delivered", recipient: phone }]);
    expect((await webhook({ body: signed.body, signature: other.signature })).statusCode).toBe(400);
    expect((await webhook({ body: signed.body, signature: "" })).statusCode).toBe(400);
    expect((await row(whatsappId)).delivery).toBeNull();
  });

  it("applies statuses out of order and twice once: read stays read, a replay changes nothing", async () => {
    const { whatsappId, wamid, phone } = await sentMessage();
    const at = (s: number) => Math.floor(clock.getTime() / 1000) + s;
    const read = standin.statusWebhook([{ id: wamid, status: "read", recipient: phone, timestamp: at(30) }]);
    const first = await webhook(read);
    expect(first.json()).toEqual({ received: true, statuses: 1, messages: 0 });
    await webhook(standin.statusWebhook([{ id: wamid, status: "sent", recipient: phone, timestamp: at(1) }]));
    await webhook(standin.statusWebhook([{ id: wamid, status: "delivered", recipient: phone, timestamp: at(10) }]));
    const replay = await webhook(read);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().statuses).toBe(0);
    const r = await row(whatsappId);
    expect(r.delivery).toBe("read");
    expect(r.deliveredAt?.getTime()).toBe(at(10) * 1000);
    expect(r.readAt?.getTime()).toBe(at(30) * 1000);
  });

  it("falls back to the mail on a failed status, once, even when it comes twice at once", async () => {
    const { mailId, whatsappId, wamid, phone } = await sentMessage();
    const failed = standin.statusWebhook([
      { id: wamid, status: "failed", recipient: phone, error: { code: 131049, title: "Not delivered for engagement" } },
    ]);
    const answers = await Promise.all([webhook(failed), webhook(failed)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const r = await row(whatsappId);
    expect(r.delivery).toBe("failed");
    expect(r.deliveryError).toContain("131049");
    expect((await row(mailId!)).status).toBe("pending");
  });

  it("keeps a delivered message delivered when a failure report comes after it: no fallback", async () => {
    const { mailId, whatsappId, wamid, phone } = await sentMessage();
    await webhook(standin.statusWebhook([{ id: wamid, status: "delivered", recipient: phone }]));
    await webhook(standin.statusWebhook([{ id: wamid, status: "failed", recipient: phone }]));
    expect((await row(whatsappId)).delivery).toBe("delivered");
    expect((await row(mailId!)).status).toBe("held");
  });

  it("applies a status that came before the send's answer was recorded", async () => {
    const c = await customer();
    const { whatsappId } = await queue(c);
    const early = "wamid.early-status";
    await webhook(standin.statusWebhook([{ id: early, status: "delivered", recipient: c.phone.slice(1) }]));
    await round({ send: async () => ({ id: early }) });
    const r = await row(whatsappId!);
    expect(r.providerMessageId).toBe(early);
    expect(r.delivery).toBe("delivered");
  });

  it("keeps an inbound message once and opts the number out on STOP", async () => {
    const c = await customer();
    const stop = standin.inboundWebhook({ from: c.phone.slice(1), id: `wamid.stop-${c.id}`, text: "STOP" });
    expect((await webhook(stop)).json()).toMatchObject({ messages: 1 });
    expect((await webhook(stop)).json()).toMatchObject({ messages: 0 });
    const kept = await t.db.select().from(whatsappInbound).where(eq(whatsappInbound.fromPhone, c.phone));
    expect(kept.map((m) => m.text)).toEqual(["STOP"]);
    const history = await t.db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, c.id));
    expect(history.at(-1)).toMatchObject({ optedIn: false, source: "reply", recordedBy: null });
    // Opted out: the next message is a mail.
    const next = await queue(c);
    expect(next.whatsappId).toBeNull();
    expect((await row(next.id!)).status).toBe("pending");
  });
});
