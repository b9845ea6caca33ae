/**
 * Mass assignment (issue 7): fields a client may not set (role, active, status, prices, totals,
 * paid amounts, owner ids, booking codes, timestamps, ids) sent along with a legitimate write
 * are ignored or refused, never applied. Every case reads the stored rows, not the answer.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingGuests,
  bookings,
  departureFares,
  departureRooms,
  departures,
  packages,
  payments,
  roomTypes,
  sessions,
  users,
} from "#db/schema";
import { createDeparture, createPackage, createSetting, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, guest, postBooking, uploadDocument } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

let t: TestApp;
let admin: string;
let adminId: number;
let victimId: number;
let bankId: number;
let pkg: Awaited<ReturnType<typeof createPackage>>;

const LONG_AGO = "2001-01-01T00:00:00.000Z";
/** What an attacker adds to any body: every privileged or computed field under its likely names. */
const EXTRAS = {
  id: 1,
  role: "admin",
  is_admin: true,
  active: false,
  is_active: false,
  status: "paid",
  price: 1,
  unit_price: 1,
  subtotal: 1,
  total: 1,
  discount: 999_999_999,
  extras_total: 0,
  paid_total: 999_999_999,
  paid_amount: 999_999_999,
  amount_paid: 999_999_999,
  remaining: 0,
  min_first_payment: 0,
  currency: "SGD",
  customer_id: 0,
  user_id: 0,
  owner_id: 0,
  created_by: 0,
  reviewed_by: 0,
  booking_code: "HACKED01",
  code: "HACKED02",
  created_at: LONG_AGO,
  updated_at: LONG_AGO,
  password_hash: "x",
  passwordHash: "x",
  display_price: 1,
  seats_left: 9999,
  has_bookings: false,
};
const extras = (ids: { victim: number }) => ({
  ...EXTRAS,
  customer_id: ids.victim,
  user_id: ids.victim,
  owner_id: ids.victim,
  created_by: ids.victim,
  reviewed_by: ids.victim,
});

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  bankId = (await createBankAccount(t.db)).id;
  const a = await createUser(t.db, { role: "admin", password: "Admin12345" });
  adminId = a.id;
  admin = await loginAs(t.app, a.username, "Admin12345");
  victimId = (await createUser(t.db, { role: "customer", password: "Victim12345" })).id;
  pkg = await createPackage(t.db, {
    basePrice: 10_000_000,
    minPayment: 2_000_000,
    departures: [{ capacity: 30 }],
  });
});
afterAll(async () => t?.close());

async function newCustomer() {
  const u = await createUser(t.db, { role: "customer", password: "Cust12345" });
  return { ...u, token: await loginAs(t.app, u.username, "Cust12345") };
}
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe("accounts", () => {
  it("register: the new account is a customer, active, with its own id, whatever the body says", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        ...extras({ victim: victimId }),
        id: victimId,
        name: "Budi",
        email: "budi.mass@example.test",
        username: "budimass",
        password: "Rahasia2024!x",
        password_confirmation: "Rahasia2024!x",
      },
    });
    expect([200, 201, 422]).toContain(res.statusCode);
    if (res.statusCode === 422) return; // refusing the extras outright is as good
    const [row] = await t.db.select().from(users).where(eq(users.username, "budimass"));
    expect(row).toMatchObject({ role: "customer", active: true });
    expect(row.id).not.toBe(victimId);
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.parse(LONG_AGO) + 86_400_000);
    expect(row.passwordHash).not.toBe("x");
    expect(res.json().user.role).toBe("customer");
    // The victim is untouched.
    expect(await userRow(victimId)).toMatchObject({ role: "customer", active: true });
  });

  it("profile: a customer cannot make themselves admin, switch accounts, deactivate or re-date anything", async () => {
    const c = await newCustomer();
    const before = await userRow(c.id);
    const victimBefore = await userRow(victimId);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: bearer(c.token),
      payload: {
        ...extras({ victim: victimId }),
        id: victimId,
        name: "Nama Baru",
        email: c.email,
        username: c.username,
      },
    });
    expect([200, 422]).toContain(res.statusCode);
    const after = await userRow(c.id);
    expect(after).toMatchObject({ role: "customer", active: true, passwordHash: before.passwordHash });
    expect(after.createdAt).toEqual(before.createdAt);
    if (res.statusCode === 200) expect(after.name).toBe("Nama Baru");
    expect(await userRow(victimId)).toEqual(victimBefore);
    // Still a customer in practice: admin routes answer 403.
    expect((await t.app.inject({ method: "GET", url: "/api/customer", headers: bearer(c.token) })).statusCode).toBe(
      403,
    );
  });

  it("an admin's edit of a user takes role and active, but never the password, id or dates", async () => {
    const c = await newCustomer();
    const before = await userRow(c.id);
    const victimBefore = await userRow(victimId);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/customer/${c.id}`,
      headers: bearer(admin),
      payload: {
        ...extras({ victim: victimId }),
        id: victimId,
        name: before.name,
        email: before.email,
        username: before.username,
        role: "customer",
        active: true,
        password: "Changed12345!",
      },
    });
    expect([200, 422]).toContain(res.statusCode);
    const after = await userRow(c.id);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.createdAt).toEqual(before.createdAt);
    expect(await userRow(victimId)).toEqual(victimBefore);
    // The old password still works, the smuggled one does not.
    const login = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/login", payload: { username: c.username, password } });
    expect((await login("Cust12345")).statusCode).toBe(200);
    expect((await login("Changed12345!")).statusCode).not.toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, victimId))).toEqual([]);
  });
});

describe("bookings and payments", () => {
  it("checkout: prices, totals, paid amounts, status, owner, code and dates are the server's", async () => {
    const c = await newCustomer();
    const body = {
      ...checkoutBody(pkg.id, pkg.departures[0].id, {
        pax: 2,
        guests: [
          { ...guest(), id: 1, booking_id: randomUUID(), created_at: LONG_AGO },
          { ...guest(), position: 99 },
        ],
      }),
      ...extras({ victim: victimId }),
      id: randomUUID(),
      tour_id: pkg.id,
      time_id: pkg.departures[0].id,
      pax: 2,
      payment_type: "full",
      payment_method: "manual",
      terms: true,
      data_consent: true,
      agreement: true,
    };
    // customer_id is the field staff name a customer with (docs/product.md §Bookings taken by
    // staff): a customer naming someone else is refused outright, and nothing is booked for them.
    const forVictim = await postBooking(t.app, c.token, body);
    expect(forVictim.statusCode, forVictim.body).toBe(403);
    expect(await t.db.select().from(bookings).where(eq(bookings.customerId, victimId))).toEqual([]);
    const { customer_id: _named, ...rest } = body;
    const res = await postBooking(t.app, c.token, rest);
    expect(res.statusCode, res.body).toBe(201);
    const row = await bookingRow(res.json().data.id);
    expect(row.id).not.toBe(body.id);
    expect(row).toMatchObject({
      customerId: c.id,
      status: "pending",
      pax: 2,
      currency: "IDR",
      unitPrice: 10_000_000,
      subtotal: 20_000_000,
      discount: 0,
      total: 20_000_000,
      paidTotal: 0,
    });
    expect(row.minFirstPayment).toBeGreaterThan(0);
    expect(row.code).not.toMatch(/HACKED/);
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const guests = await t.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, row.id));
    expect(guests).toHaveLength(2);
    expect(guests.map((g) => g.position)).not.toContain(99);
    // Nothing was booked for the victim.
    expect(await t.db.select().from(bookings).where(eq(bookings.customerId, victimId))).toEqual([]);
  });

  it("payment: pending, for this booking, by this customer, whatever status or reviewer is sent", async () => {
    const c = await newCustomer();
    const booked = await postBooking(t.app, c.token, checkoutBody(pkg.id, pkg.departures[0].id));
    const bookingId = booked.json().data.id;
    const other = await postBooking(t.app, c.token, checkoutBody(pkg.id, pkg.departures[0].id));
    const proof = await uploadDocument(t.app, c.token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/booking/${bookingId}/payment`,
      headers: bearer(c.token),
      payload: {
        ...extras({ victim: victimId }),
        status: "confirmed",
        booking_id: other.json().data.id,
        reviewed_at: LONG_AGO,
        note: "approved by me",
        amount: 10_000_000,
        method: "manual",
        bank_account_id: bankId,
        proof_file_id: proof,
        payer_name: "Budi",
        payment_date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [p] = await t.db.select().from(payments).where(eq(payments.id, res.json().data.id));
    expect(p).toMatchObject({
      bookingId,
      status: "pending",
      amount: 10_000_000,
      reviewedBy: null,
      reviewedAt: null,
      note: null,
      createdBy: c.id,
    });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending", paidTotal: 0, total: 10_000_000 });
    // The other booking holds only the transfer amount issued at its checkout (decision 058).
    const others = await t.db.select().from(payments).where(eq(payments.bookingId, other.json().data.id));
    expect(others.map((x) => x.status)).toEqual(["issued"]);
  });

  it("an admin's booking edit changes names, guests and the request only: never status, money, owner or code", async () => {
    const c = await newCustomer();
    const booked = await postBooking(t.app, c.token, checkoutBody(pkg.id, pkg.departures[0].id));
    const before = await bookingRow(booked.json().data.id);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/booking/${before.id}`,
      headers: bearer(admin),
      payload: {
        ...extras({ victim: victimId }),
        booking_name: "Nama Rombongan Baru",
        special_request: "Kursi roda",
        guests: [guest({ full_name: "Tamu Baru" })],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await bookingRow(before.id);
    expect(after).toMatchObject({
      bookingName: "Nama Rombongan Baru",
      specialRequest: "Kursi roda",
      status: before.status,
      total: before.total,
      paidTotal: before.paidTotal,
      unitPrice: before.unitPrice,
      discount: before.discount,
      currency: before.currency,
      customerId: c.id,
      code: before.code,
    });
    expect(after.createdAt).toEqual(before.createdAt);
  });

  it("cancel and status actions take their target from the route, not the body", async () => {
    const c = await newCustomer();
    const booked = await postBooking(t.app, c.token, checkoutBody(pkg.id, pkg.departures[0].id));
    const id = booked.json().data.id;
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/booking/${id}/cancel`,
      headers: bearer(c.token),
      payload: { ...extras({ victim: victimId }), reason: "Berubah rencana" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: "canceled", paidTotal: 0, total: 10_000_000 });
    // An admin's status change sets the status it names, nothing more.
    const b2 = (await postBooking(t.app, c.token, checkoutBody(pkg.id, pkg.departures[0].id))).json().data.id;
    const status = await t.app.inject({
      method: "PUT",
      url: `/api/booking/${b2}/status`,
      headers: bearer(admin),
      payload: { ...extras({ victim: victimId }), status: "canceled", reason: "x" },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(await bookingRow(b2)).toMatchObject({
      status: "canceled",
      paidTotal: 0,
      total: 10_000_000,
      customerId: c.id,
    });
  });
});

describe("catalogue writes", () => {
  it("a package's display price, id and dates are computed, not taken", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tour",
      headers: bearer(admin),
      payload: {
        ...EXTRAS,
        id: pkg.id,
        code: "MASS-1",
        name: { id: "Paket Massal" },
        base_price: 5_000_000,
        discount_type: "percentage",
        discount_value: 10,
        default_capacity: 20,
        status: "draft",
        display_price: 1,
        departures: [{ start_date: "2030-01-01", end_date: "2030-01-09", capacity: 9999 }],
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await t.db.select().from(packages).where(eq(packages.code, "MASS-1"));
    expect(row.id).not.toBe(pkg.id);
    expect(row).toMatchObject({ basePrice: 5_000_000, displayPrice: 4_500_000, status: "draft" });
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Departures are written through their own route only.
    expect(await t.db.select().from(departures).where(eq(departures.packageId, row.id))).toEqual([]);
    // The original package is untouched.
    const [orig] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(orig).toMatchObject({ code: pkg.code, basePrice: 10_000_000 });
  });

  it("a departure belongs to the package in the route; seats and prices shown are computed", async () => {
    const other = await createPackage(t.db, {});
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tour/${pkg.id}/time`,
      headers: bearer(admin),
      payload: {
        ...EXTRAS,
        package_id: other.id,
        tour_id: other.id,
        start_date: "2031-02-01",
        end_date: "2031-02-10",
        capacity: 12,
        seats_left: 9999,
        full_booked: true,
        bookable: false,
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await t.db.select().from(departures).where(eq(departures.id, res.json().data.id));
    expect(row).toMatchObject({ packageId: pkg.id, capacity: 12, priceOverride: null, isOpen: true });
    expect(res.json().data).toMatchObject({ seats_left: 12, full_booked: false, price: 10_000_000 });
    expect(await t.db.select().from(departures).where(eq(departures.packageId, other.id))).toEqual([]);
  });

  it("copying fares copies the route's departure to the listed ones of its package, whatever the body names", async () => {
    const other = await createPackage(t.db, { departures: [{ capacity: 10 }] });
    const [quad] = await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id));
    const source = await createDeparture(t.db, pkg.id, {
      capacity: 20,
      childNoBedPrice: 6_000_000,
      fares: [{ code: quad.code, price: 12_345_000, bedAllotment: 8 }],
    });
    const target = await createDeparture(t.db, pkg.id, { capacity: 20 });
    const fares = (departureId: number) =>
      t.db
        .select({
          roomTypeId: departureFares.roomTypeId,
          price: departureFares.price,
          allot: departureFares.bedAllotment,
        })
        .from(departureFares)
        .where(eq(departureFares.departureId, departureId));
    const untouched = { own: await fares(pkg.departures[0].id), other: await fares(other.departures[0].id) };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tour/${pkg.id}/time/${source.id}/copy-fares`,
      headers: bearer(admin),
      payload: {
        ...EXTRAS,
        to_time_ids: [target.id],
        time_id: pkg.departures[0].id,
        tour_id: other.id,
        from_time_id: other.departures[0].id,
        fares: [{ room_type_id: quad.id, price: 1, bed_allotment: 0 }],
        child_no_bed_price: 1,
        infant_price: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fares(target.id)).toEqual([{ roomTypeId: quad.id, price: 12_345_000, allot: 8 }]);
    const [row] = await t.db.select().from(departures).where(eq(departures.id, target.id));
    expect(row).toMatchObject({ packageId: pkg.id, childNoBedPrice: 6_000_000, infantPrice: null, capacity: 20 });
    expect(await fares(pkg.departures[0].id)).toEqual(untouched.own);
    expect(await fares(other.departures[0].id)).toEqual(untouched.other);
  });
});

describe("rooming list", () => {
  it("a new room and a move take the departure, the room and the guest from the route, never from the body", async () => {
    const c = await newCustomer();
    const [timeA, timeB] = [pkg.departures[0].id, (await createDeparture(t.db, pkg.id, { capacity: 20 })).id];
    const types = await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id));
    const double = types.find((r) => r.code === "double")!;
    const booked = await postBooking(
      t.app,
      c.token,
      checkoutBody(pkg.id, timeA, {
        pax: 2,
        guests: [guest({ room_type_id: double.id }), guest({ room_type_id: double.id })],
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [g1, g2] = await t.db
      .select()
      .from(bookingGuests)
      .where(eq(bookingGuests.bookingId, booked.json().data.id))
      .orderBy(bookingGuests.position);

    const added = await t.app.inject({
      method: "POST",
      url: `/api/rooming/${timeA}/room`,
      headers: bearer(admin),
      payload: {
        ...EXTRAS,
        room_type_id: double.id,
        time_id: timeB,
        departure_id: timeB,
        position: 99,
        numbers: { Makkah: "666" },
        beds: 9,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const rooms = await t.db.select().from(departureRooms);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({ departureId: timeA, roomTypeId: double.id, position: 0, numbers: {} });

    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/rooming/${timeA}/guest/${g1.id}`,
      headers: bearer(admin),
      payload: {
        ...EXTRAS,
        room_id: rooms[0].id,
        guest_id: g2.id,
        guest_ids: [g2.id],
        time_id: timeB,
        room_type_id: null,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await t.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, g1.bookingId));
    expect(after.map((g) => [g.id, g.roomId, g.roomTypeId]).sort()).toEqual(
      [
        [g1.id, rooms[0].id, double.id],
        [g2.id, null, double.id],
      ].sort(),
    );
    expect(await bookingRow(g1.bookingId)).toMatchObject({ status: "pending", customerId: c.id });
  });

  it("nothing was ever written on the admin's or the victim's behalf", async () => {
    expect(await userRow(adminId)).toMatchObject({ role: "admin", active: true });
    expect(await userRow(victimId)).toMatchObject({ role: "customer", active: true });
  });
});
