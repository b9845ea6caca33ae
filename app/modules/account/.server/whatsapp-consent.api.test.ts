import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, users, whatsappConsents, whatsappContacts } from "#db/schema";
import { createSetting } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/*
 * The WhatsApp opt-in of the account's forms (docs/product.md §WhatsApp, decision 080): at
 * registration, on the profile, for a customer met at the counter, and recorded or withdrawn by
 * staff on the customer's page; each change kept with when, where and who.
 */

let t: TestApp;
let owner: { token: string; id: number };
let clerk: { token: string; id: number };
let otherClerk: string;
let bandung: number;
let surabaya: number;

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  [{ id: bandung }, { id: surabaya }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }, { name: { id: "Cabang Surabaya" } }])
    .returning({ id: branches.id });
  const o = await signInAdmin(t);
  owner = { token: o.token, id: o.user.id };
  const c = await signInAdmin(t, { staffRole: "sales", branchId: bandung });
  clerk = { token: c.token, id: c.user.id };
  otherClerk = (await signInAdmin(t, { staffRole: "sales", branchId: surabaya })).token;
});
afterAll(async () => t?.close());

const contactOf = async (userId: number) =>
  (await t.db.select().from(whatsappContacts).where(eq(whatsappContacts.userId, userId)))[0];
const historyOf = (userId: number) =>
  t.db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, userId)).orderBy(asc(whatsappConsents.id));

let n = 0;
function registration(more: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: "Siti Rahmah",
    email: `siti${n}@example.test`,
    username: `siti${n}`,
    password: "Umrah2026ok",
    password_confirmation: "Umrah2026ok",
    phone: "0812 3456 7890",
    ...more,
  };
}
const register = (payload: Record<string, unknown>, lang = "en") =>
  t.app.inject({ method: "POST", url: `/api/register?lang=${lang}`, payload });

describe("at registration", () => {
  it("records the ticked box with the number in E.164 (a local 08… is the agency's country), by the new customer", async () => {
    const res = await register(registration({ whatsapp_opt_in: true, whatsapp_number: "0812-3456-7890" }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().user.id as number;
    expect(await contactOf(id)).toMatchObject({ phone: "+6281234567890", optedIn: true });
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      phone: "+6281234567890",
      optedIn: true,
      source: "registration",
      recordedBy: id,
    });
  });

  it("refuses a number WhatsApp cannot reach (a landline) on its field and creates nothing", async () => {
    const count = async () => (await t.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    const body = registration({ whatsapp_opt_in: true, whatsapp_number: "021 555 1234" });
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.whatsapp_number).toEqual([
      "Give a mobile number WhatsApp can reach, such as 0812 3456 7890 or +60 12-345 6789.",
    ]);
    // Ticked without a number: the same answer, in the caller's language.
    const none = await register({ ...body, whatsapp_number: "" }, "id");
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.whatsapp_number[0]).toMatch(/nomor HP yang aktif di WhatsApp/);
    expect(await count()).toBe(before);
    expect((await t.db.select().from(users).where(eq(users.username, body.username))).length).toBe(0);
  });

  it("records nothing when the box is not ticked, whatever number is given", async () => {
    const res = await register(registration({ whatsapp_number: "0812 3456 7890" }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().user.id as number;
    expect(await contactOf(id)).toBeUndefined();
    expect(await historyOf(id)).toEqual([]);
  });
});

describe("on the profile (PUT /api/profile)", () => {
  const details = (username: string) => ({
    name: "Ahmad Fauzi",
    email: `${username}@example.test`,
    username,
    phone: "+62 813 1111 2222",
  });

  it("opts in and out with a history row each; a save without the box, or with the same choice, changes nothing", async () => {
    const me = await signInCustomer(t, { username: "ahmadf", password: "Customer12345" });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: "/api/profile?lang=en", headers: me.headers, payload });

    // Without the box: nothing about WhatsApp.
    expect((await put(details("ahmadf"))).statusCode).toBe(200);
    expect(await historyOf(me.user.id)).toEqual([]);

    const optIn = await put({ ...details("ahmadf"), whatsapp_opt_in: true, whatsapp_number: "0813 1111 2222" });
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect(await contactOf(me.user.id)).toMatchObject({ phone: "+6281311112222", optedIn: true });

    // The same choice again, and a save that leaves the box out: no new row.
    await put({ ...details("ahmadf"), whatsapp_opt_in: true, whatsapp_number: "+62 813-1111-2222" });
    await put({ ...details("ahmadf"), name: "Ahmad F." });
    expect(await historyOf(me.user.id)).toHaveLength(1);
    expect((await contactOf(me.user.id))?.optedIn).toBe(true);

    const optOut = await put({ ...details("ahmadf"), whatsapp_opt_in: false, whatsapp_number: "" });
    expect(optOut.statusCode, optOut.body).toBe(200);
    // The number stays with the opt-out.
    expect(await contactOf(me.user.id)).toMatchObject({ phone: "+6281311112222", optedIn: false });
    const history = await historyOf(me.user.id);
    expect(history.map((h) => [h.optedIn, h.source, h.recordedBy])).toEqual([
      [true, "profile", me.user.id],
      [false, "profile", me.user.id],
    ]);
  });

  it("refuses a bad number with the other fields' errors and saves none of the details", async () => {
    const me = await signInCustomer(t, { username: "budi", password: "Customer12345", name: "Budi" });
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile?lang=en",
      headers: me.headers,
      payload: { ...details("budi"), name: "Budi Baru", whatsapp_opt_in: true, whatsapp_number: "12" },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain("whatsapp_number");
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.name).toBe("Budi");
    expect(await historyOf(me.user.id)).toEqual([]);
  });
});

describe("a customer met at the counter (POST /api/customer)", () => {
  it("records the customer's opt-in as given at the counter, by the clerk; unticked records nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/customer?lang=en",
      headers: bearer(clerk.token),
      payload: { name: "Nur Aini", phone: "0857 1111 2222", whatsapp_opt_in: true, whatsapp_number: "0857 1111 2222" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect(res.json().data.whatsapp).toMatchObject({ opted_in: true, number: "+6285711112222" });
    expect((await historyOf(id)).map((h) => [h.source, h.recordedBy])).toEqual([["counter", clerk.id]]);

    const plain = await t.app.inject({
      method: "POST",
      url: "/api/customer?lang=en",
      headers: bearer(clerk.token),
      payload: { name: "Tanpa Centang", phone: "0857 3333 4444" },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await historyOf(plain.json().data.id)).toEqual([]);
  });

  it("refuses a landline for WhatsApp and creates no account", async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/customer?lang=en",
      headers: bearer(clerk.token),
      payload: { name: "Kantor Pos", phone: "022 123 4567", whatsapp_opt_in: true, whatsapp_number: "022 123 4567" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.whatsapp_number).toBeDefined();
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });
});

describe("staff record or withdraw it (PUT /api/customer/{id}/whatsapp)", () => {
  const put = (token: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: `/api/customer/${id}/whatsapp?lang=en`, headers: bearer(token), payload });

  it("records the opt-in and its withdrawal with source staff and who, answering the customer's state", async () => {
    const customer = await signInCustomer(t, { branchId: bandung });
    const on = await put(clerk.token, customer.user.id, { whatsapp_opt_in: true, whatsapp_number: "+60 12-345 6789" });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().message).toBe("WhatsApp updates are on for this customer.");
    expect(on.json().data.whatsapp).toMatchObject({ opted_in: true, number: "+60123456789" });
    // The customer's page reads it back.
    const read = await t.app.inject({
      method: "GET",
      url: `/api/customer/${customer.user.id}`,
      headers: bearer(owner.token),
    });
    expect(read.json().data.whatsapp).toMatchObject({ opted_in: true, number: "+60123456789" });

    const off = await put(owner.token, customer.user.id, { whatsapp_opt_in: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.whatsapp).toMatchObject({ opted_in: false, number: "+60123456789" });
    // Withdrawn again: nothing changes, nothing is written.
    expect((await put(owner.token, customer.user.id, { whatsapp_opt_in: false })).statusCode).toBe(200);
    expect((await historyOf(customer.user.id)).map((h) => [h.optedIn, h.source, h.recordedBy])).toEqual([
      [true, "staff", clerk.id],
      [false, "staff", owner.id],
    ]);
  });

  it("answers 422 on the number, 404 to a clerk of another branch and for staff, 403 to a customer; writes nothing", async () => {
    const customer = await signInCustomer(t, { branchId: bandung });
    const body = { whatsapp_opt_in: true, whatsapp_number: "0812 9999 0000" };
    const bad = await put(owner.token, customer.user.id, { whatsapp_opt_in: true, whatsapp_number: "021 555 1234" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.whatsapp_number).toBeDefined();
    expect((await put(otherClerk, customer.user.id, body)).statusCode).toBe(404);
    // A staff account is no customer to act for.
    expect((await put(owner.token, clerk.id, body)).statusCode).toBe(404);
    expect((await put(customer.token, customer.user.id, body)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/customer/${customer.user.id}/whatsapp`, payload: body }))
        .statusCode,
    ).toBe(401);
    expect(await historyOf(customer.user.id)).toEqual([]);
    expect(await historyOf(clerk.id)).toEqual([]);
  });
});
