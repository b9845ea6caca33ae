import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { createUser } from "#test/factories";
import { withDateClock } from "#test/setup/clock";
import { createTestApp, loginAs, type TestApp, testAppPerFile } from "#test/setup/app";

const MINUTE = 60_000;
const registration = {
  name: "Ahmad Fauzi",
  email: "Ahmad@Example.test",
  username: "ahmadf",
  password: "Umrah2026ok",
  password_confirmation: "Umrah2026ok",
  title: "Mr",
  is_number: "880101-14-5678",
  phone: "+60 12 345 6789",
  birth_place: "Kuala Lumpur",
  birth_date: "1988-01-01",
  address: "Jalan Ampang 1",
};

const t = testAppPerFile();

describe("POST /api/register", () => {
  it("creates a customer, returns token, user and message, and sets an HttpOnly cookie", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...registration, role: "admin" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.message).toBeTruthy();
    expect(body.user).toMatchObject({
      username: "ahmadf",
      email: "ahmad@example.test",
      role: "customer",
      is_number: "880101-14-5678",
    });
    expect(body.user).not.toHaveProperty("password_hash");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().data.role).toBe("customer");
  });

  it("refuses a taken user name or email with 422 in the caller's language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register?lang=en",
      payload: { ...registration, username: "AHMADF", email: "ahmad@example.test" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username[0]).toMatch(/already taken/);
    expect(res.json().errors.email[0]).toMatch(/already registered/);
    const id = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "accept-language": "id-ID,id;q=0.9" },
      payload: { ...registration, username: "AHMADF", email: "x@example.test" },
    });
    expect(id.json().errors.username[0]).toBe("Nama pengguna ini sudah dipakai.");
  });

  it("validates every field and reports each message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register?lang=my",
      payload: {
        ...registration,
        username: "x",
        email: "not-an-email",
        password: "short",
        password_confirmation: "other",
        birth_date: "2999-01-01",
      },
    });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(message).toBe("Data yang diberikan tidak sah.");
    expect(Object.keys(errors).sort()).toEqual([
      "birth_date",
      "email",
      "password",
      "password_confirmation",
      "username",
    ]);
    expect(errors.email).toEqual(["Masukkan alamat e-mel yang sah."]);
    expect(errors.birth_date).toEqual(["Tarikh lahir mesti pada masa lalu."]);
  });

  it("refuses weak, common and mismatched passwords", async () => {
    const base = { ...registration, username: "newone", email: "newone@example.test" };
    const weak = await t.app.inject({
      method: "POST",
      url: "/api/register?lang=en",
      payload: { ...base, password: "abcdefgh", password_confirmation: "abcdefgh" },
    });
    expect(weak.json().errors.password[0]).toMatch(/letters and digits/);
    const common = await t.app.inject({
      method: "POST",
      url: "/api/register?lang=en",
      payload: { ...base, password: "password123", password_confirmation: "password123" },
    });
    expect(common.json().errors.password[0]).toMatch(/too common/);
    const mismatch = await t.app.inject({
      method: "POST",
      url: "/api/register?lang=en",
      payload: { ...base, password_confirmation: "Different123" },
    });
    expect(mismatch.json().errors.password_confirmation[0]).toMatch(/does not match/);
  });

  it("refuses passwords of the server's common list, and ones containing the user name, on the password field", async () => {
    const base = { ...registration, username: "rahmat", email: "rahmat.h@example.test" };
    const post = (password: string, lang = "en", extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: "POST",
        url: `/api/register?lang=${lang}`,
        payload: { ...base, password, password_confirmation: password, ...extra },
      });
    // On the list as is, and a listed word dressed up with digits and a symbol.
    for (const password of ["blink182", "Jennifer1990!", "tigger2024"]) {
      const res = await post(password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors).toEqual({ password: ["This password is too common. Choose another one."] });
    }
    expect((await post("blink182", "id")).json().errors.password).toEqual([
      "Kata sandi ini terlalu umum. Pilih yang lain.",
    ]);
    expect((await post("blink182", "my")).json().errors.password).toEqual([
      "Kata laluan ini terlalu biasa. Pilih yang lain.",
    ]);

    const personal = await post("Rahmat2026ok");
    expect(personal.statusCode).toBe(422);
    expect(personal.json().errors.password[0]).toMatch(/user name or email/);
    expect((await post("x.Rahmat.H.88")).json().errors.password[0]).toMatch(/user name or email/);

    // Reported together with a taken user name, in one answer.
    const both = await post("blink182", "en", { username: "AHMADF" });
    expect(Object.keys(both.json().errors).sort()).toEqual(["password", "username"]);
    expect(await t.db.$count(users, eq(users.username, "rahmat"))).toBe(0);
    expect((await post("Umrah2026ok")).statusCode).toBe(200);
  });
});

describe("POST /api/login, /api/me, /api/logout", () => {
  it("logs in by user name or email, case-insensitively", async () => {
    const u = await createUser(t.db, { username: "Budi", email: "budi@example.test", password: "Budi12345" });
    for (const username of ["budi", "BUDI", " budi@example.test "]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username, password: "Budi12345" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(u.id);
    }
  });

  it("gives one message whether the account or the password is wrong", async () => {
    await createUser(t.db, { username: "citra", password: "Citra12345" });
    const wrongPw = await t.app.inject({
      method: "POST",
      url: "/api/login?lang=en",
      payload: { username: "citra", password: "nope12345" },
    });
    const noUser = await t.app.inject({
      method: "POST",
      url: "/api/login?lang=en",
      payload: { username: "nobody", password: "nope12345" },
    });
    expect(wrongPw.statusCode).toBe(422);
    expect(noUser.statusCode).toBe(422);
    expect(wrongPw.json()).toEqual(noUser.json());
  });

  it("stores only a hash of the token", async () => {
    const u = await createUser(t.db, { password: "Hash12345" });
    const token = await loginAs(t.app, u.username, "Hash12345");
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it("revokes the token on logout", async () => {
    const u = await createUser(t.db, { password: "Logout123" });
    const token = await loginAs(t.app, u.username, "Logout123");
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: auth })).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: auth });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/me?lang=en", headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: "Your session has ended." });
  });

  it("answers 401 without a session and for an unknown token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/me" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/me", headers: { authorization: "Bearer nope" } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(401);
  });

  it("refuses an expired session", async () => {
    const u = await createUser(t.db, { password: "Expire123" });
    const token = await loginAs(t.app, u.username, "Expire123");
    await t.database.db.execute(
      (await import("drizzle-orm"))
        .sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${u.id}`,
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });

  it("works with the session cookie, and refuses cookie writes from another origin", async () => {
    const u = await createUser(t.db, { password: "Cookie123" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: u.username, password: "Cookie123" },
    });
    const cookie = String(login.headers["set-cookie"]).split(";")[0];
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const evil = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(evil.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe("login throttling", () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await local?.close();
  });

  const login = (username: string, password: string, ip: string, lang = "en") =>
    local.app.inject({
      method: "POST",
      url: `/api/login?lang=${lang}`,
      remoteAddress: ip,
      payload: { username, password },
    });

  it("locks an account after too many failures, even with the right password, with a translated 429 and Retry-After; the window's end lets it in", async () => {
    await withDateClock(async (t0) => {
      await createUser(local.db, { username: "dewi", password: "Dewi12345" });
      // From several addresses: the per-account count locks, not the per-address one.
      for (const ip of ["10.3.0.1", "10.3.0.2", "10.3.0.3"])
        expect((await login("dewi", "wrong1234", ip)).statusCode).toBe(422);
      vi.setSystemTime(t0 + 5 * MINUTE);
      const blocked = await login("DEWI", "Dewi12345", "10.3.0.4");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: "Too many attempts. Please try again in a few minutes." });
      // The window opened at the first failure: 15 minutes from 08:00 is 10 minutes from now.
      expect(blocked.headers["retry-after"]).toBe("600");
      expect((await login("dewi", "Dewi12345", "10.3.0.4", "id")).json().message).toBe(
        "Terlalu banyak percobaan. Silakan coba lagi beberapa menit lagi.",
      );
      expect((await login("dewi", "Dewi12345", "10.3.0.4", "my")).json().message).toBe(
        "Terlalu banyak percubaan. Sila cuba lagi dalam beberapa minit.",
      );

      vi.setSystemTime(t0 + 15 * MINUTE - 1000);
      expect((await login("dewi", "Dewi12345", "10.3.0.5")).statusCode).toBe(429);
      vi.setSystemTime(t0 + 15 * MINUTE);
      const ok = await login("dewi", "Dewi12345", "10.3.0.5");
      expect(ok.statusCode).toBe(200);
      expect(ok.headers["retry-after"]).toBeUndefined();
      // The success cleared the account's failures: one more mistake does not lock it again.
      expect((await login("dewi", "wrong1234", "10.3.0.6")).statusCode).toBe(422);
      expect((await login("dewi", "Dewi12345", "10.3.0.6")).statusCode).toBe(200);
    });
  });

  it("locks an address that fails on many accounts, while other addresses still log in", async () => {
    await withDateClock(async (t0) => {
      await createUser(local.db, { username: "eko", password: "Eko123456" });
      const ip = "10.4.0.1";
      for (const who of ["nobody1", "nobody2", "nobody3"])
        expect((await login(who, "wrong1234", ip)).statusCode).toBe(422);
      const blocked = await login("eko", "Eko123456", ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBe(15 * 60);
      expect((await login("eko", "Eko123456", "10.4.0.2")).statusCode).toBe(200);
      vi.setSystemTime(t0 + 15 * MINUTE);
      expect((await login("eko", "Eko123456", ip)).statusCode).toBe(200);
    });
  });

  it("throttles wrong current passwords on /update-password with Retry-After", async () => {
    await createUser(local.db, { username: "fajar", password: "Fajar12345" });
    const token = await loginAs(local.app, "fajar", "Fajar12345");
    const update = (current: string) =>
      local.app.inject({
        method: "PUT",
        url: "/api/update-password?lang=en",
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, password: "Fresh2026ok", password_confirmation: "Fresh2026ok" },
      });
    for (let i = 0; i < 3; i++) expect((await update("Wrong12345")).statusCode).toBe(422);
    const blocked = await update("Fajar12345");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
