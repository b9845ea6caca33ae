import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, branches } from "#db/schema";
import { createBooking } from "#test/factories";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/*
 * A staff member scoped to one branch (docs/product.md §Staff roles and branches) sees that
 * branch's bookings and customers only; another branch's answers 404, as another customer's
 * record does; staff of every branch see all. A customer's online booking takes their branch.
 */

let t: TestApp;
let owner: string;
let pkg: TourPackage;
let bandung: number;
let surabaya: number;
let clerk: string;
let siti: { token: string; id: number };
let budi: { token: string; id: number };

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const idsOf = (res: { json: () => { data: { id: string | number }[] } }) => res.json().data.map((r) => r.id);

async function branch(name: string) {
  const [row] = await t.db
    .insert(branches)
    .values({ name: { id: name } })
    .returning({ id: branches.id });
  return row.id;
}

beforeAll(async () => {
  let a: { admin: string };
  ({ t, ...a } = await bookingApp());
  owner = a.admin;
  bandung = await branch("Bandung");
  surabaya = await branch("Surabaya");
  clerk = (await signInAdmin(t, { staffRole: "sales", branchId: bandung })).token;
  const s = await signInCustomer(t, { branchId: bandung, name: "Siti Bandung" });
  siti = { token: s.token, id: s.user.id };
  const b = await signInCustomer(t, { branchId: surabaya, name: "Budi Surabaya" });
  budi = { token: b.token, id: b.user.id };
  pkg = await depositPackage(t.db, { departures: [{ startDate: day(120), endDate: day(129), capacity: 100 }] });
});
afterAll(async () => t?.close());

describe("branch scope", () => {
  it("a customer's online booking is served by their branch, on the web channel", async () => {
    const res = await postBooking(t.app, siti.token, checkoutBody(pkg.id, pkg.departures[0].id));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().data.id));
    expect(row).toMatchObject({ branchId: bandung, channel: "web", takenBy: null });
  });

  it("a branch clerk lists and opens their branch's bookings only; another branch's answers 404", async () => {
    const ours = await createBooking(t.db, siti.id, {
      packageId: pkg.id,
      departureId: pkg.departures[0].id,
      branchId: bandung,
    });
    const theirs = await createBooking(t.db, budi.id, {
      packageId: pkg.id,
      departureId: pkg.departures[0].id,
      branchId: surabaya,
    });
    const headOffice = await createBooking(t.db, budi.id, { packageId: pkg.id, departureId: pkg.departures[0].id });

    const list = await get("/api/booking?limit=-1", clerk);
    expect(list.statusCode).toBe(200);
    expect(idsOf(list)).toContain(ours.id);
    expect(idsOf(list)).not.toContain(theirs.id);
    expect(idsOf(list)).not.toContain(headOffice.id);
    expect((await get(`/api/booking/${ours.id}`, clerk)).statusCode).toBe(200);
    for (const id of [theirs.id, headOffice.id]) {
      const res = await get(`/api/booking/${id}`, clerk);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Budi");
    }
    // Their badge counts what their list shows.
    const pendingOurs = (await get("/api/booking?limit=-1&status=pending", clerk)).json().meta.total;
    expect((await get("/api/booking/count/pending", clerk)).json()).toMatchObject({ booking_count: pendingOurs });

    // Staff of every branch see every booking.
    const all = await get("/api/booking?limit=-1", owner);
    expect(idsOf(all)).toEqual(expect.arrayContaining([ours.id, theirs.id, headOffice.id]));
  });

  it("a branch clerk finds, opens and edits their branch's customers only", async () => {
    const list = await get("/api/customer?limit=-1", clerk);
    expect(list.statusCode).toBe(200);
    expect(idsOf(list)).toContain(siti.id);
    expect(idsOf(list)).not.toContain(budi.id);
    expect((await get(`/api/customer/${siti.id}`, clerk)).statusCode).toBe(200);
    expect((await get(`/api/customer/${budi.id}`, clerk)).statusCode).toBe(404);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/customer/${budi.id}`,
      headers: bearer(clerk),
      payload: { name: "Diubah", email: "budi-x@example.test", username: "budix" },
    });
    expect(edit.statusCode).toBe(404);
    expect((await get(`/api/customer/${budi.id}`, owner)).json().data.name).toBe("Budi Surabaya");
  });
});
