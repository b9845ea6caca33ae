import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { createBooking } from "#test/factories";
import { bearer, postCancel } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { actorOf } from "#test/setup/actors";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";
import type { Ctx } from "#app/shared/context";
import type { StaffRole } from "#app/shared/staff-access";
import { listManifestGuests } from "./feeds/report-manifest-guests";
import { listBookingReportRows } from "./feeds/report-list-bookings";

/*
 * Bookings under staff roles (docs/product.md §Staff roles and branches, decision 073): every role
 * reads them; changing one is bookings_manage's (the owner and sales); "set paid" with money owed
 * confirms that money, so it also needs payments_confirm (maker-checker: sales never confirm).
 */

let t: TestApp;
let customer: string;
let customerId: number;
let owner: string;
let pkg: TourPackage;
const staff = {} as Record<Exclude<StaffRole, "owner">, { token: string; id: number }>;

const putStatus = (id: string, status: string, token: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/booking/${id}/status?lang=en`,
    headers: bearer(token),
    payload: { status, reason: null },
  });
const getBooking = (id: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api/booking/${id}?lang=en`, headers: bearer(token) });
const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0].status;
const aBooking = (over: Partial<typeof bookings.$inferInsert> = {}) =>
  createBooking(t.db, customerId, {
    packageId: pkg.id,
    departureId: pkg.departures[0].id,
    total: 10_000_000,
    ...over,
  });

beforeAll(async () => {
  let a: { admin: string };
  ({ t, customer, customerId, ...a } = await bookingApp());
  owner = a.admin;
  for (const staffRole of ["finance", "operations", "sales"] as const) {
    const s = await signInAdmin(t, { staffRole });
    staff[staffRole] = { token: s.token, id: s.user.id };
  }
  pkg = await depositPackage(t.db, { departures: [{ startDate: day(120), endDate: day(129), capacity: 100 }] });
});
afterAll(async () => t?.close());

describe("bookings and staff roles", () => {
  it("every role reads the list, a booking and the pending count; only the owner and sales get status actions", async () => {
    const row = await aBooking({ status: "processing", paidTotal: 5_000_000 });
    for (const role of ["finance", "operations", "sales"] as const) {
      const { token } = staff[role];
      const list = await t.app.inject({ method: "GET", url: "/api/booking", headers: bearer(token) });
      expect(list.statusCode, role).toBe(200);
      expect(list.json().data.map((b: { id: string }) => b.id)).toContain(row.id);
      const count = await t.app.inject({ method: "GET", url: "/api/booking/count/pending", headers: bearer(token) });
      expect(count.statusCode, role).toBe(200);
      const one = await getBooking(row.id, token);
      expect(one.statusCode, role).toBe(200);
      const data = one.json().data;
      // Sales manage bookings but never confirm money: "set paid" (balance owed) is not offered.
      expect([...data.status_actions].sort(), role).toEqual(role === "sales" ? ["canceled", "pending"] : []);
      expect(data.can_edit, role).toBe(role === "sales");
    }
    expect([...(await getBooking(row.id, owner)).json().data.status_actions].sort()).toEqual([
      "canceled",
      "paid",
      "pending",
    ]);
  });

  it("a finance or operations user cannot change a booking's status (403, nothing moves); sales can", async () => {
    const row = await aBooking();
    for (const role of ["finance", "operations"] as const) {
      expect((await putStatus(row.id, "canceled", staff[role].token)).statusCode, role).toBe(403);
      expect(await statusOf(row.id)).toBe("pending");
    }
    const res = await putStatus(row.id, "canceled", staff.sales.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(row.id)).toBe("canceled");
  });

  it("staff cancelling through the cancel route need bookings_manage too; the customer's own cancel is unchanged", async () => {
    const row = await aBooking();
    expect((await postCancel(t.app, staff.finance.token, row.id)).statusCode).toBe(403);
    expect(await statusOf(row.id)).toBe("pending");
    const res = await postCancel(t.app, customer, row.id, { reason: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(row.id)).toBe("canceled");
  });

  it("'set paid' with money owed confirms it: sales get 403 (maker-checker), the owner sets it paid", async () => {
    const row = await aBooking({ status: "processing", paidTotal: 5_000_000 });
    expect((await putStatus(row.id, "paid", staff.sales.token)).statusCode).toBe(403);
    expect(await statusOf(row.id)).toBe("processing");
    const res = await putStatus(row.id, "paid", owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(row.id)).toBe("paid");
  });

  it("editing a booking and correcting a passport are bookings_manage's: finance 403", async () => {
    const row = await aBooking();
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/booking/${row.id}`,
      headers: bearer(staff.finance.token),
      payload: {},
    });
    expect(edit.statusCode).toBe(403);
    const passport = await t.app.inject({
      method: "PUT",
      url: `/api/booking/${row.id}/guest/1/passport`,
      headers: bearer(staff.operations.token),
      payload: {},
    });
    expect(passport.statusCode).toBe(403);
  });

  it("the report feeds check their permission in-process: reports for the rows, manifests for the guests", async () => {
    const ctx = (role: Exclude<StaffRole, "owner">): Ctx => ({
      db: t.db,
      actor: actorOf({ id: staff[role].id, role: "admin", staffRole: role }),
      locale: "en",
      requestId: "t",
      now: () => new Date(),
    });
    const input = {
      filter: { timeZone: "Asia/Jakarta", status: "all" as const },
      sort: { key: "created_at" as const, dir: "desc" as const },
      limit: 10,
      offset: 0,
    };
    await expect(listBookingReportRows({ ctx: ctx("operations"), input })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(Array.isArray(await listBookingReportRows({ ctx: ctx("finance"), input }))).toBe(true);
    const departure = { departure_id: pkg.departures[0].id };
    await expect(listManifestGuests({ ctx: ctx("finance"), input: departure })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(Array.isArray(await listManifestGuests({ ctx: ctx("operations"), input: departure }))).toBe(true);
  });
});
