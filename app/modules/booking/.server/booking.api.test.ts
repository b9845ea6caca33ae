import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, users } from "#db/schema";
import { createBooking, createUser } from "#test/factories";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

let t: TestApp;
let adminToken: string;
let customerToken: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: "admin", password: "Admin12345" });
  const customer = await createUser(t.db, { role: "customer", password: "Cust12345" });
  customerId = customer.id;
  adminToken = await loginAs(t.app, admin.username, "Admin12345");
  customerToken = await loginAs(t.app, customer.username, "Cust12345");
});
afterAll(async () => t?.close());

const count = (headers: Record<string, string> = {}, query = "") =>
  t.app.inject({ method: "GET", url: `/api/booking/count/pending${query}`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("GET /api/booking/count/pending", () => {
  it("answers 401 with a translated message without a token: log in first (no session ever began)", async () => {
    const res = await count({}, "?lang=en");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "You should login first to continue." });
    const id = await count({ "accept-language": "id" });
    expect(id.statusCode).toBe(401);
    expect(Object.keys(id.json())).toEqual(["message"]);
    expect(id.json().message).toBe("Login terlebih dahulu untuk melanjutkan.");
  });

  it("answers 401 'your session has ended' only when a session token came and no longer resolves", async () => {
    const res = await count(bearer("expired-or-revoked"), "?lang=en");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Your session has ended." });
    const cookie = await count({ cookie: "session=expired-or-revoked" }, "?lang=en");
    expect(cookie.json()).toEqual({ message: "Your session has ended." });
  });

  it("answers 401 for an unknown or malformed token", async () => {
    expect((await count(bearer("nope"))).statusCode).toBe(401);
    expect((await count({ authorization: "Basic abc" })).statusCode).toBe(401);
    expect((await count({ authorization: `Bearer ${"x".repeat(500)}` })).statusCode).toBe(401);
  });

  it("answers 403 to a customer, in the caller's language", async () => {
    const en = await count(bearer(customerToken), "?lang=en");
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ message: "You do not have access to this." });
    const my = await count({ ...bearer(customerToken), "accept-language": "ms-MY" });
    expect(my.statusCode).toBe(403);
    expect(Object.keys(my.json())).toEqual(["message"]);
    expect(my.json().message).not.toBe(en.json().message);
  });

  it("answers 0 to an admin when there are no bookings", async () => {
    const res = await count(bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ booking_count: 0 });
  });

  it("counts only pending bookings, for an admin", async () => {
    for (const status of ["pending", "pending", "pending", "processing", "paid", "processed", "canceled"] as const)
      await createBooking(t.db, customerId, { status });
    const res = await count(bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ booking_count: 3 });
  });

  it("follows status changes", async () => {
    const b = await createBooking(t.db, customerId);
    expect((await count(bearer(adminToken))).json().booking_count).toBe(4);
    await t.db.update(bookings).set({ status: "canceled" }).where(eq(bookings.id, b.id));
    expect((await count(bearer(adminToken))).json().booking_count).toBe(3);
  });

  it("works with the session cookie as well as the bearer header", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: {
        username: (await createUser(t.db, { role: "admin", password: "Other12345" })).username,
        password: "Other12345",
      },
    });
    const cookie = String(login.headers["set-cookie"]).split(";")[0];
    const res = await count({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ booking_count: 3 });
  });

  it("stops answering after the admin logs out", async () => {
    const admin = await createUser(t.db, { role: "admin", password: "Gone12345" });
    const token = await loginAs(t.app, admin.username, "Gone12345");
    expect((await count(bearer(token))).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
    expect((await count(bearer(token))).statusCode).toBe(401);
  });

  it("refuses a deactivated admin", async () => {
    const admin = await createUser(t.db, { role: "admin", password: "Off123456" });
    const token = await loginAs(t.app, admin.username, "Off123456");
    await t.db.update(users).set({ active: false }).where(eq(users.id, admin.id));
    expect((await count(bearer(token))).statusCode).toBe(401);
  });
});
