import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches } from "#db/schema";
import { createBooking } from "#test/factories";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, checkoutPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/*
 * The booking list's filters by where a booking came from (issue 28): its channel, the branch
 * that serves it and the member of staff who took it. Staff only: a customer's list is always
 * their own whatever they ask; a branch clerk's scope still applies (another branch lists
 * nothing). GET /booking/takers names the staff who took the bookings the caller may see.
 */

let t: TestApp;
let owner: { token: string; id: number };
let customer: { token: string; id: number };
let pkg: TourPackage;
let bandung: number;
let surabaya: number;
/** A sales clerk of the Bandung branch. */
let clerk: { token: string; id: number };
/** Sales staff of every branch, who took two bookings. */
let fatimah: { token: string; id: number };
/** Finance staff of every branch: reads bookings, not the staff list. */
let finance: string;
const ids = { web: "", office: "", phone: "", whatsapp: "", posted: "" };

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

async function listed(query: string, token: string) {
  const res = await get(`/api/booking?limit=-1${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { id: string; channel: string }[]; meta: { total: number } };
  expect(body.meta.total).toBe(body.data.length);
  return body.data.map((b) => b.id).sort();
}
const sorted = (...list: string[]) => [...list].sort();

beforeAll(async () => {
  const a = await bookingApp();
  t = a.t;
  owner = { token: a.admin, id: a.adminId };
  customer = { token: a.customer, id: a.customerId };
  pkg = await checkoutPackage(t.db);
  [{ id: bandung }, { id: surabaya }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }, { name: { id: "Cabang Surabaya" } }])
    .returning({ id: branches.id });
  const c = await signInAdmin(t, { staffRole: "sales", branchId: bandung, name: "Zainal Clerk" });
  clerk = { token: c.token, id: c.user.id };
  const f = await signInAdmin(t, { staffRole: "sales", branchId: null, name: "Fatimah Sales" });
  fatimah = { token: f.token, id: f.user.id };
  finance = (await signInAdmin(t, { staffRole: "finance", branchId: null })).token;
  const other = (await signInCustomer(t, { name: "Budi" })).user.id;

  const on = { packageId: pkg.id, departureId: pkg.departures[0].id };
  ids.web = (await createBooking(t.db, customer.id, { ...on, channel: "web" })).id;
  ids.office = (
    await createBooking(t.db, customer.id, { ...on, channel: "office", branchId: bandung, takenBy: clerk.id })
  ).id;
  ids.phone = (
    await createBooking(t.db, other, { ...on, channel: "phone", branchId: surabaya, takenBy: fatimah.id })
  ).id;
  ids.whatsapp = (
    await createBooking(t.db, other, { ...on, channel: "whatsapp", branchId: bandung, takenBy: fatimah.id })
  ).id;
  // One taken at the counter through the API: the owner (every branch) for the customer.
  const res = await postBooking(
    t.app,
    owner.token,
    checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: customer.id, channel: "whatsapp" }),
  );
  expect(res.statusCode, res.body).toBe(201);
  ids.posted = res.json().data.id;
});
afterAll(async () => t?.close());

describe("GET /api/booking: channel, branch and taken-by filters (staff)", () => {
  it("filters by channel, and shows each booking's channel", async () => {
    expect(await listed("&channel=web", owner.token)).toEqual([ids.web]);
    expect(await listed("&channel=office", owner.token)).toEqual([ids.office]);
    expect(await listed("&channel=whatsapp", owner.token)).toEqual(sorted(ids.whatsapp, ids.posted));
    expect(await listed("&channel=agent", owner.token)).toEqual([]);
    const res = await get(`/api/booking?limit=-1&channel=phone`, owner.token);
    expect(res.json().data).toEqual([expect.objectContaining({ id: ids.phone, channel: "phone" })]);
  });

  it("filters by the branch that serves the booking", async () => {
    expect(await listed(`&branch_id=${bandung}`, owner.token)).toEqual(sorted(ids.office, ids.whatsapp));
    expect(await listed(`&branch_id=${surabaya}`, owner.token)).toEqual([ids.phone]);
  });

  it("filters by the member of staff who took the booking", async () => {
    expect(await listed(`&taken_by=${fatimah.id}`, owner.token)).toEqual(sorted(ids.phone, ids.whatsapp));
    expect(await listed(`&taken_by=${clerk.id}`, owner.token)).toEqual([ids.office]);
    expect(await listed(`&taken_by=${owner.id}`, owner.token)).toEqual([ids.posted]);
    // The customer's own online booking was taken by nobody.
    expect(await listed(`&taken_by=${customer.id}`, owner.token)).toEqual([]);
  });

  it("combines the filters with each other and with the others (status, search, customer)", async () => {
    expect(await listed(`&channel=whatsapp&branch_id=${bandung}&taken_by=${fatimah.id}`, owner.token)).toEqual([
      ids.whatsapp,
    ]);
    expect(await listed(`&channel=whatsapp&customer_id=${customer.id}`, owner.token)).toEqual([ids.posted]);
    expect(await listed(`&channel=phone&branch_id=${bandung}`, owner.token)).toEqual([]);
    expect(await listed(`&taken_by=${fatimah.id}&status=canceled`, owner.token)).toEqual([]);
    expect(await listed(`&taken_by=${fatimah.id}&search=lead`, owner.token)).toEqual(sorted(ids.phone, ids.whatsapp));
  });

  it("are every role's who reads bookings (finance here)", async () => {
    expect(await listed(`&taken_by=${fatimah.id}&branch_id=${surabaya}`, finance)).toEqual([ids.phone]);
  });

  it("are ignored for a customer: their list is always their own", async () => {
    const own = sorted(ids.web, ids.office, ids.posted);
    expect(await listed("", customer.token)).toEqual(own);
    expect(await listed("&channel=phone", customer.token)).toEqual(own);
    expect(await listed(`&branch_id=${surabaya}`, customer.token)).toEqual(own);
    expect(await listed(`&taken_by=${fatimah.id}`, customer.token)).toEqual(own);
  });

  it("keep a branch clerk within their branch: another branch's lists nothing", async () => {
    expect(await listed("", clerk.token)).toEqual(sorted(ids.office, ids.whatsapp));
    expect(await listed(`&branch_id=${bandung}`, clerk.token)).toEqual(sorted(ids.office, ids.whatsapp));
    expect(await listed(`&branch_id=${surabaya}`, clerk.token)).toEqual([]);
    // Fatimah took one booking in each branch: the clerk sees the Bandung one only.
    expect(await listed(`&taken_by=${fatimah.id}`, clerk.token)).toEqual([ids.whatsapp]);
    expect(await listed("&channel=phone", clerk.token)).toEqual([]);
  });

  it("refuses an unknown channel and ids that are not positive integers", async () => {
    for (const q of ["channel=fax", "branch_id=0", "branch_id=abc", "taken_by=-1", "taken_by=1.5"]) {
      const res = await get(`/api/booking?${q}`, owner.token);
      expect(res.statusCode, q).toBe(422);
    }
  });
});

describe("GET /api/booking/takers", () => {
  it("names the staff who took the bookings the caller may see, by name", async () => {
    const res = await get("/api/booking/takers", owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().data as { id: number; name: string }[];
    expect(names.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [owner.id, clerk.id, fatimah.id].sort((a, b) => a - b),
    );
    expect(names.find((s) => s.id === fatimah.id)?.name).toBe("Fatimah Sales");
    const byName = names.map((s) => s.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
  });

  it("keeps a branch clerk to their branch's bookings, and is open to every staff role", async () => {
    const res = await get("/api/booking/takers", clerk.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: fatimah.id, name: "Fatimah Sales" },
      { id: clerk.id, name: "Zainal Clerk" },
    ]);
    expect((await get("/api/booking/takers", finance)).statusCode).toBe(200);
  });

  it("is staff only: 401 for a visitor, 403 for a customer", async () => {
    expect((await get("/api/booking/takers")).statusCode).toBe(401);
    const res = await get("/api/booking/takers", customer.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("Fatimah");
  });
});
