import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../../test/factories";
import { createTestApp, loginAs, type TestApp } from "../../../../test/setup/app";

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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

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
  it("answers 429 after too many failures for one account, even with the right password", async () => {
    const local = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
    try {
      await createUser(local.db, { username: "dewi", password: "Dewi12345" });
      for (let i = 0; i < 3; i++) {
        const r = await local.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { username: "dewi", password: "wrong1234" },
        });
        expect(r.statusCode).toBe(422);
      }
      const blocked = await local.app.inject({
        method: "POST",
        url: "/api/login?lang=en",
        payload: { username: "dewi", password: "Dewi12345" },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many attempts/);
    } finally {
      await local.close();
    }
  });
});
