import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { createSetting, createUser } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";

/**
 * Token revocation (docs/product.md §Accounts and sessions, issue 7): after logout, a password change, a reset
 * and a deactivation, the tokens that event ends answer 401 at once, whether they come as a
 * bearer token or as the session cookie, on reads and on writes.
 */
let t: TestApp;
const ORIGIN = "http://localhost:3000";
beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db);
});
afterAll(async () => t?.close());

let address = 0;
/** Logs in from its own address (the per-address throttle stays out of the way) and returns the token. */
async function login(username: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: `10.60.0.${++address}`,
    payload: { username, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The same token also comes as the HttpOnly cookie the web app uses.
  expect(String(res.headers["set-cookie"])).toContain(`session=${res.json().token}`);
  return res.json().token;
}

type Via = "bearer" | "cookie";
const headers = (token: string, via: Via): Record<string, string> =>
  via === "bearer"
    ? { authorization: `Bearer ${token}` }
    : { cookie: `session=${token}`, origin: ORIGIN, host: "localhost:3000" };

/** A read and a write with the token; both answer 401 once the session is over. */
async function statusWith(token: string, via: Via) {
  const me = await t.app.inject({ method: "GET", url: "/api/me?lang=en", headers: headers(token, via) });
  // A valid body, so only the session decides the answer.
  const self = me.statusCode === 200 ? me.json().data : { email: "gone@example.test", username: "gone" };
  const write = await t.app.inject({
    method: "PUT",
    url: "/api/profile?lang=en",
    headers: headers(token, via),
    payload: { name: "Changed By Token", email: self.email, username: self.username },
  });
  return [me.statusCode, write.statusCode];
}

async function expectDead(token: string) {
  for (const via of ["bearer", "cookie"] as const) {
    expect(await statusWith(token, via), via).toEqual([401, 401]);
    const me = await t.app.inject({ method: "GET", url: "/api/me?lang=en", headers: headers(token, via) });
    expect(me.json()).toEqual({ message: "Your session has ended." });
  }
}
async function expectLive(token: string) {
  for (const via of ["bearer", "cookie"] as const) expect(await statusWith(token, via), via).toEqual([200, 200]);
}

describe("old tokens answer 401", () => {
  it("after logout with the bearer token: that session only", async () => {
    const u = await createUser(t.db, { password: "Logout2026ok" });
    const [used, other] = [await login(u.username, "Logout2026ok"), await login(u.username, "Logout2026ok")];
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: headers(used, "bearer") });
    expect(out.statusCode).toBe(200);
    await expectDead(used);
    await expectLive(other);
  });

  it("after logout with the cookie: the cookie is cleared and the same token dies as a bearer too", async () => {
    const u = await createUser(t.db, { password: "Logout2026ok" });
    const token = await login(u.username, "Logout2026ok");
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: headers(token, "cookie") });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/i);
    await expectDead(token);
    // A second logout with the dead token is refused like any other call.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/logout", headers: headers(token, "bearer") })).statusCode,
    ).toBe(401);
  });

  it("after a password change: every other session, the changing one stays", async () => {
    const u = await createUser(t.db, { password: "Before2026ok" });
    const [changer, phone, laptop] = [
      await login(u.username, "Before2026ok"),
      await login(u.username, "Before2026ok"),
      await login(u.username, "Before2026ok"),
    ];
    await expectLive(phone);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/update-password",
      headers: headers(changer, "cookie"),
      payload: { current_password: "Before2026ok", password: "After2026ok", password_confirmation: "After2026ok" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead(phone);
    await expectDead(laptop);
    await expectLive(changer);
    await login(u.username, "After2026ok");
  });

  it("after a reset by email: every session", async () => {
    const u = await createUser(t.db, { password: "Before2026ok" });
    const [one, two] = [await login(u.username, "Before2026ok"), await login(u.username, "Before2026ok")];
    await expectLive(one);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/forgot-password",
          remoteAddress: "10.61.0.1",
          payload: { email: u.email },
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, u.email)).orderBy(desc(outbox.id));
    const link = /\/reset-password\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(link).toBeTruthy();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token: link, password: "Reset2026ok", password_confirmation: "Reset2026ok" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead(one);
    await expectDead(two);
    await login(u.username, "Reset2026ok");
  });

  it("after deactivation by an admin: every session, and they stay dead when the account comes back", async () => {
    const admin = await createUser(t.db, { role: "admin", password: "Admin2026ok" });
    const u = await createUser(t.db, { password: "Before2026ok" });
    const [one, two] = [await login(u.username, "Before2026ok"), await login(u.username, "Before2026ok")];
    const adminToken = await login(admin.username, "Admin2026ok");
    const edit = async (active: boolean) => {
      const d = (
        await t.app.inject({ method: "GET", url: `/api/customer/${u.id}`, headers: headers(adminToken, "bearer") })
      ).json().data;
      return t.app.inject({
        method: "PUT",
        url: `/api/customer/${u.id}`,
        headers: headers(adminToken, "bearer"),
        payload: { name: d.name, email: d.email, username: d.username, active },
      });
    };
    await expectLive(one);
    expect((await edit(false)).statusCode).toBe(200);
    await expectDead(one);
    await expectDead(two);
    expect((await edit(true)).statusCode).toBe(200);
    await expectDead(one);
    await expectDead(two);
  });
});
