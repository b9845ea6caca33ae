import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox, passwordResets, sessions, users } from "#db/schema";
import { createSetting, createUser } from "#test/factories";
import { withDateClock } from "#test/setup/clock";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import type { Ctx } from "#app/shared/context";
import { MemoryRateLimitStore } from "#app/shared/rate-limit-store.server";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { ResetThrottle } from "./reset-throttle";

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://travel.example/" });
  await createSetting(t.db);
});
afterAll(async () => t?.close());

// Each request comes from its own address unless a test says otherwise, so the per-address
// limit only bites where it is tested.
let address = 0;
const nextIp = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

const forgot = (email: string, opts: { ip?: string; lang?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/forgot-password${opts.lang ? `?lang=${opts.lang}` : ""}`,
    remoteAddress: opts.ip ?? nextIp(),
    headers: { host: "travel.example:8443" },
    payload: { email },
  });

const reset = (token: string, password: string, lang = "en") =>
  t.app.inject({
    method: "POST",
    url: `/api/reset-password?lang=${lang}`,
    remoteAddress: nextIp(),
    payload: { token, password, password_confirmation: password },
  });

const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id));

/** The token of the latest reset link mailed to an address. */
async function linkTokenOf(to: string) {
  const [mail] = await mailsTo(to);
  const m = /\/reset-password\/([\w-]+)\?lang=(\w+)/.exec(mail?.text ?? "");
  if (!m) throw new Error(`no reset link mailed to ${to}`);
  return { token: m[1], lang: m[2], mail };
}

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${token}` } });

describe("POST /api/forgot-password", () => {
  it("answers the same for a known, an unknown and a deactivated account, and mails only the known one", async () => {
    const known = await createUser(t.db, { email: "siti@example.test", username: "siti", locale: "my" });
    await createUser(t.db, { email: "gone@example.test", username: "gone", active: false });

    const answers = await Promise.all(
      ["siti@example.test", "nobody@example.test", "gone@example.test"].map((e) => forgot(e, { lang: "en" })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0].json());
    }
    expect(answers[0].json().message).toMatch(/If an account matches/);

    expect(await mailsTo("nobody@example.test")).toHaveLength(0);
    expect(await mailsTo("gone@example.test")).toHaveLength(0);
    const { token, lang, mail } = await linkTokenOf(known.email);
    // In the user's language (users.locale), not the caller's; an absolute link on PUBLIC_URL,
    // never on the Host header the client sent (travel.example:8443 here: a spoofable value).
    expect(mail).toMatchObject({ kind: "password_reset", locale: "my", status: "pending" });
    expect(mail.subject).toBe("Tetapkan semula kata laluan anda di Amanah Tour & Travel");
    expect(mail.text).toContain(`https://travel.example/reset-password/${token}?lang=my`);
    expect(mail.text).not.toContain("8443");
    expect(mail.text).toContain("60 minit");
    expect(lang).toBe("my");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    // Stored only as its SHA-256, expiring 60 minutes after the request.
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, known.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0].tokenHash).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBe(60 * 60 * 1000);
  });

  it("accepts the user name as well as the email, case-insensitively", async () => {
    const user = await createUser(t.db, { email: "rahmat@example.test", username: "Rahmat" });
    expect((await forgot("RAHMAT")).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("refuses an empty field with 422", async () => {
    const res = await forgot("  ", { lang: "en" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
  });
});

describe("POST /api/reset-password", () => {
  it("sets the new password once, revokes every session and the user's other links", async () => {
    const user = await createUser(t.db, { username: "hafiz", email: "hafiz@example.test", password: "OldPass123" });
    const phone = await loginAs(t.app, "hafiz", "OldPass123");
    const laptop = await loginAs(t.app, "hafiz", "OldPass123");
    await forgot("hafiz");
    const first = await linkTokenOf(user.email);
    await forgot("hafiz@example.test");
    const second = await linkTokenOf(user.email);
    expect(second.token).not.toBe(first.token);

    const res = await reset(second.token, "NewPass2026");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Reset password success, please continue logging in.");

    // Every session ended, the new password works and the old one does not.
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt)).toBe(true);
    expect((await me(await loginAs(t.app, "hafiz", "NewPass2026"))).statusCode).toBe(200);
    const old = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "hafiz", password: "OldPass123" },
    });
    expect(old.statusCode).toBe(422);

    // The link worked once; the older link of the same user stopped working too.
    for (const token of [second.token, first.token]) {
      const again = await reset(token, "Another2026");
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.token[0]).toMatch(/not valid/);
    }
  });

  it("refuses an unknown token with 422 on `token`, in the caller's language", async () => {
    const res = await reset("not-a-real-token", "NewPass2026", "id");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token[0]).toMatch(/Tautan reset ini tidak berlaku/);
  });

  it("applies the register password policy and the confirmation", async () => {
    const weak = await reset("whatever", "short");
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();
    const common = await reset("whatever", "password123");
    expect(common.json().errors.password[0]).toMatch(/common|guess/i);
    const mismatch = await t.app.inject({
      method: "POST",
      url: "/api/reset-password?lang=en",
      payload: { token: "whatever", password: "NewPass2026", password_confirmation: "NewPass2027" },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toBeDefined();
  });

  it("refuses a listed or personal password on a live link without using the link up", async () => {
    const user = await createUser(t.db, { username: "zulkifli", email: "zul.k@example.test" });
    await forgot("zulkifli");
    const { token } = await linkTokenOf(user.email);
    const listed = await reset(token, "Jennifer1990!");
    expect(listed.statusCode).toBe(422);
    expect(listed.json().errors).toEqual({ password: ["This password is too common. Choose another one."] });
    expect((await reset(token, "Zulkifli2026ok")).json().errors.password[0]).toMatch(/user name or email/);
    expect((await reset(token, "my-zul.k-2026")).json().errors.password[0]).toMatch(/user name or email/);
    expect((await reset(token, "Kurma2026ok")).statusCode).toBe(200);
  });

  it("refuses a link of a user deactivated since", async () => {
    const user = await createUser(t.db, { username: "leaver", email: "leaver@example.test" });
    await forgot("leaver");
    const { token } = await linkTokenOf(user.email);
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await reset(token, "NewPass2026")).statusCode).toBe(422);
  });
});

describe("reset link expiry (the ctx clock)", () => {
  const ctxAt = (now: Date): Ctx => ({ db: t.db, actor: null, locale: "en", requestId: "t", now: () => now });
  const input = (token: string) => ({ token, password: "Later2026ok", password_confirmation: "Later2026ok" });

  it("works until 60 minutes after the request and not after", async () => {
    const user = await createUser(t.db, { username: "aisyah", email: "aisyah@example.test" });
    const asked = new Date("2030-01-01T08:00:00Z");
    const throttle = new ResetThrottle(new MemoryRateLimitStore());
    const request = { origin: "https://travel.example", ip: "10.9.9.9" };
    await requestPasswordReset({ ctx: ctxAt(asked), input: { email: "aisyah" }, throttle, request });
    const late = await linkTokenOf(user.email);
    await expect(
      resetPassword({ ctx: ctxAt(new Date(asked.getTime() + 60 * 60 * 1000)), input: input(late.token) }),
    ).rejects.toMatchObject({ code: "validation", fieldErrors: { token: [{ key: "reset_token_invalid" }] } });

    await requestPasswordReset({ ctx: ctxAt(asked), input: { email: "aisyah" }, throttle, request });
    const inTime = await linkTokenOf(user.email);
    await expect(
      resetPassword({ ctx: ctxAt(new Date(asked.getTime() + 59 * 60 * 1000)), input: input(inTime.token) }),
    ).resolves.toBeUndefined();
  });

  it("also expires through the API when expires_at has passed", async () => {
    const user = await createUser(t.db, { username: "expired", email: "expired@example.test" });
    await forgot("expired");
    const { token } = await linkTokenOf(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(token, "NewPass2026")).statusCode).toBe(422);
  });
});

describe("forgot-password throttling", () => {
  beforeEach(() => {
    address = 1000;
  });

  it("answers 429 with a translated message and Retry-After after 10 requests from one address, and again after the window", async () => {
    await withDateClock(async (t0) => {
      const ip = "10.200.0.1";
      for (let i = 0; i < 10; i++) expect((await forgot(`someone${i}@example.test`, { ip })).statusCode).toBe(200);
      vi.setSystemTime(t0 + 10 * MINUTE);
      const res = await forgot("someone-else@example.test", { ip, lang: "en" });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: "Too many reset requests. Please wait a few minutes before asking again.",
      });
      expect(res.headers["retry-after"]).toBe("300");
      const id = await forgot("someone-else@example.test", { ip, lang: "id" });
      expect(id.json().message).toMatch(/Terlalu banyak permintaan reset/);
      const my = await forgot("someone-else@example.test", { ip, lang: "my" });
      expect(my.json().message).toMatch(/Terlalu banyak permintaan set semula/);
      // Another address is not held back.
      expect((await forgot("someone-else@example.test")).statusCode).toBe(200);

      vi.setSystemTime(t0 + 15 * MINUTE);
      const after = await forgot("someone-else@example.test", { ip, lang: "en" });
      expect(after.statusCode).toBe(200);
      expect(after.headers["retry-after"]).toBeUndefined();
    });
  });

  it("answers 429 after 5 requests for one login from many addresses, known or not; the window's end lets it through", async () => {
    await withDateClock(async (t0) => {
      await createUser(t.db, { username: "budi", email: "budi@example.test" });
      for (const login of ["budi@example.test", "ghost@example.test"]) {
        for (let i = 0; i < 5; i++) expect((await forgot(login)).statusCode).toBe(200);
        const refused = await forgot(login);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers["retry-after"]).toBe("900");
      }
      expect(await mailsTo("budi@example.test")).toHaveLength(3);
      vi.setSystemTime(t0 + 15 * MINUTE);
      expect((await forgot("budi@example.test")).statusCode).toBe(200);
      expect(await mailsTo("budi@example.test")).toHaveLength(4);
    });
  });

  it("sends at most 3 mails per account whatever spelling is used, without telling the caller", async () => {
    const user = await createUser(t.db, { username: "ahmad", email: "ahmad@example.test" });
    for (const login of ["ahmad", "AHMAD@example.test", "Ahmad", "ahmad@example.test", " ahmad "])
      expect((await forgot(login)).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(3);
  });
});
