import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, branches, outbox, users } from "#db/schema";
import { bearer, checkoutBody, guest, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, checkoutPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";
import { DATA_CONSENT_VERSION } from "#app/modules/booking/booking.contract";

/* Bookings taken for a customer by staff (docs/product.md §Bookings taken by staff). */

let t: TestApp;
let customer: string;
let customerId: number;
let owner: string;
let pkg: TourPackage;
let bandung: number;
let surabaya: number;
let clerk: { token: string; id: number };
let otherClerk: string;
let finance: string;

const login = async (staffRole: "sales" | "finance" | "operations", branchId: number | null) => {
  const s = await signInAdmin(t, { staffRole, branchId });
  return { token: s.token, id: s.user.id };
};

beforeAll(async () => {
  ({ t, customer, customerId, admin: owner } = await bookingApp());
  pkg = await checkoutPackage(t.db);
  [{ id: bandung }, { id: surabaya }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }, { name: { id: "Cabang Surabaya" } }])
    .returning({ id: branches.id });
  clerk = await login("sales", bandung);
  otherClerk = (await login("sales", surabaya)).token;
  finance = (await login("finance", null)).token;
});
afterAll(async () => t?.close());

const post = (token: string, url: string, payload?: unknown, lang = "en") =>
  t.app.inject({ method: "POST", url: `${url}?lang=${lang}`, headers: bearer(token), payload: payload as object });

async function walkIn(token: string, more: Record<string, unknown> = {}) {
  const res = await post(token, "/api/customer", { name: "Siti Rahmah", phone: "+62 812 3456 7890", ...more });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; username: string; email: string | null; branch_id: number | null };
}

const forCustomer = (id: number, more: Record<string, unknown> = {}) =>
  checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: id, ...more });

describe("a customer met at the counter (POST /api/customer)", () => {
  it("is created without an e-mail or password, served by the clerk's branch, with a user name from the name", async () => {
    const before = (await t.db.select({ id: outbox.id }).from(outbox)).length;
    const c = await walkIn(clerk.token, { branch_id: surabaya, is_number: "3273011203700001" });
    expect(c.email).toBeNull();
    expect(c.username).toMatch(/^siti\.rahmah\.\d{4}$/);
    // A branch clerk cannot place a customer in another branch: theirs is taken.
    expect(c.branch_id).toBe(bandung);
    const [row] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(row).toMatchObject({ role: "customer", passwordHash: "", email: null, isNumber: "3273011203700001" });
    // Nothing to write to: no mail queued.
    expect((await t.db.select({ id: outbox.id }).from(outbox)).length).toBe(before);
    // Nobody logs in to an account without a password, even with an empty one.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: c.username, password: "" },
    });
    expect(login.statusCode).toBe(422);
  });

  it("with an address, mails an invitation to choose a password in the customer's language", async () => {
    const c = await walkIn(clerk.token, { name: "Ahmad Fauzi", email: "Ahmad.Fauzi@Example.test", locale: "my" });
    expect(c.email).toBe("ahmad.fauzi@example.test");
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "ahmad.fauzi@example.test"))
      .orderBy(desc(outbox.id));
    expect(mail).toMatchObject({ kind: "customer_invite", locale: "my" });
    expect(mail.text).toContain(c.username);
    expect(mail.text).toMatch(/\/reset-password\/[\w-]+\?lang=my/);
  });

  it("refuses a missing phone, a taken e-mail and an unknown branch with translated 422s, creating nothing", async () => {
    const count = async () => (await t.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    const noPhone = await post(owner, "/api/customer", { name: "Tanpa Telepon" }, "id");
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().errors.phone).toEqual(["Masukkan nomor telepon."]);
    const [taken] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, customerId));
    const dup = await post(owner, "/api/customer", { name: "Dua", phone: "0812000000", email: taken.email });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.email).toBeDefined();
    const branch = await post(owner, "/api/customer", { name: "Tiga", phone: "0812000000", branch_id: 999_999 });
    expect(branch.statusCode).toBe(422);
    expect(branch.json().errors.branch_id).toBeDefined();
    expect(await count()).toBe(before);
  });

  it("is for staff with the customers permission only", async () => {
    const body = { name: "Orang", phone: "0812000000" };
    expect((await post(customer, "/api/customer", body)).statusCode).toBe(403);
    expect((await post(finance, "/api/customer", body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/customer", payload: body })).statusCode).toBe(401);
  });

  it("is found by phone, ID number and a guest's passport number; a clerk finds only their branch's", async () => {
    const c = await walkIn(clerk.token, { name: "Nur Aini", phone: "+62 857 1111 2222", is_number: "3578" });
    const booked = await postBooking(
      t.app,
      clerk.token,
      forCustomer(c.id, { guests: [guest({ passport_number: "B7654321" })] }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const find = async (token: string, q: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/customer?search=${encodeURIComponent(q)}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((u) => u.id);
    };
    expect(await find(clerk.token, "1111 2222")).toContain(c.id);
    expect(await find(clerk.token, "3578")).toContain(c.id);
    expect(await find(clerk.token, "b 7654321")).toContain(c.id);
    expect(await find(otherClerk, "b7654321")).not.toContain(c.id);
    expect(await find(owner, "7654321")).toContain(c.id);
  });
});

describe("a booking taken for a customer (POST /api/booking with customer_id)", () => {
  it("books exactly as the checkout does, for the customer, recording channel, clerk, branch and consent in person", async () => {
    const c = await walkIn(clerk.token);
    const res = await postBooking(t.app, clerk.token, forCustomer(c.id, { channel: "phone" }));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    expect(b).toMatchObject({
      customer: { id: c.id, email: null },
      channel: "phone",
      taken_by: { id: clerk.id },
      branch_id: bandung,
      data_consent_version: DATA_CONSENT_VERSION,
      status: "pending",
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ customerId: c.id, takenBy: clerk.id, branchId: bandung, channel: "phone" });
    const [created] = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
    expect(created).toMatchObject({ kind: "created", actorId: clerk.id });
  });

  it("leaves the channel at office when none is named, and the customer's branch for staff of every branch", async () => {
    const c = await walkIn(owner, { branch_id: surabaya });
    const res = await postBooking(t.app, owner, forCustomer(c.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ channel: "office", branch_id: surabaya });
  });

  it("is idempotent: the same key and body give the same booking; another body with it is refused", async () => {
    const c = await walkIn(clerk.token);
    const key = randomUUID();
    const body = forCustomer(c.id);
    const first = await postBooking(t.app, clerk.token, body, key);
    const again = await postBooking(t.app, clerk.token, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await postBooking(t.app, clerk.token, { ...body, booking_name: "Lain" }, key);
    expect(other.statusCode).toBe(422);
    expect((await t.db.select().from(bookings).where(eq(bookings.customerId, c.id))).length).toBe(1);
  });

  it("applies the checkout's rules: consent and terms, the passport rule", async () => {
    const c = await walkIn(clerk.token);
    const noConsent = await postBooking(t.app, clerk.token, forCustomer(c.id, { data_consent: false }));
    expect(noConsent.statusCode).toBe(422);
    const guests = [guest({ passport_expiry_date: "2026-12-31" })];
    const expiring = await postBooking(t.app, clerk.token, forCustomer(c.id, { guests }));
    expect(expiring.statusCode).toBe(422);
    expect((await t.db.select().from(bookings).where(eq(bookings.customerId, c.id))).length).toBe(0);
  });

  it("the customer sees it as their own booking", async () => {
    const res = await postBooking(t.app, owner, forCustomer(customerId, { channel: "whatsapp" }));
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({ method: "GET", url: "/api/booking", headers: bearer(customer) });
    const mine = (list.json().data as { id: string; channel: string }[]).find((b) => b.id === res.json().data.id);
    expect(mine?.channel).toBe("whatsapp");
    const one = await t.app.inject({
      method: "GET",
      url: `/api/booking/${res.json().data.id}`,
      headers: bearer(customer),
    });
    expect(one.statusCode).toBe(200);
  });

  it("refuses: no customer named (403, customers only), someone of another branch or not a customer (404), no permission (403)", async () => {
    const count = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length;
    const before = await count();
    const none = await postBooking(t.app, clerk.token, checkoutBody(pkg.id, pkg.departures[0].id));
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/customer account/);
    const theirs = await walkIn(otherClerk);
    expect((await postBooking(t.app, clerk.token, forCustomer(theirs.id))).statusCode).toBe(404);
    expect((await postBooking(t.app, owner, forCustomer(clerk.id))).statusCode).toBe(404);
    expect((await postBooking(t.app, finance, forCustomer(theirs.id))).statusCode).toBe(403);
    // A customer books for themselves only, and names no channel.
    expect((await postBooking(t.app, customer, forCustomer(theirs.id))).statusCode).toBe(403);
    expect(
      (await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { channel: "office" })))
        .statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it("a deactivated customer cannot be booked for", async () => {
    const c = await walkIn(owner);
    await t.db.update(users).set({ active: false }).where(eq(users.id, c.id));
    expect((await postBooking(t.app, owner, forCustomer(c.id))).statusCode).toBe(404);
  });
});

describe("a link to choose a password (POST /api/customer/:id/password-link)", () => {
  it("is made for a customer without a password, once they set one it is refused; the customer then sees the booking", async () => {
    const c = await walkIn(clerk.token);
    const booked = await postBooking(t.app, clerk.token, forCustomer(c.id));
    const link = await post(clerk.token, `/api/customer/${c.id}/password-link`);
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json().data.username).toBe(c.username);
    const token = /\/reset-password\/([\w-]+)/.exec(link.json().data.url)?.[1];
    expect((await post(otherClerk, `/api/customer/${c.id}/password-link`)).statusCode).toBe(404);
    expect((await post(finance, `/api/customer/${c.id}/password-link`)).statusCode).toBe(403);
    const set = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token, password: "Kuat-Sekali-2026", password_confirmation: "Kuat-Sekali-2026" },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: c.username, password: "Kuat-Sekali-2026" },
    });
    expect(session.statusCode, session.body).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/booking", headers: bearer(session.json().token) });
    expect((list.json().data as { id: string }[]).map((b) => b.id)).toEqual([booked.json().data.id]);
    const again = await post(clerk.token, `/api/customer/${c.id}/password-link`, undefined, "id");
    expect(again.statusCode).toBe(409);
  });
});
