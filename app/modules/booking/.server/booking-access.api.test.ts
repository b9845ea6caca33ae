import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments } from "#db/schema";
import { createPackage, createSetting } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, guest, postBooking, uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { day } from "#test/setup/days";

/*
 * Who may do what with customer A's booking (docs/product.md §Panel and permissions): the owner, another
 * customer B, a visitor and an admin. Someone else's booking or file is 404, never a leak.
 */

type Caller = "visitor" | "owner" | "other" | "admin";
const CALLERS: Caller[] = ["visitor", "other", "owner", "admin"];

let t: TestApp;
const token: Record<Exclude<Caller, "visitor">, string> = { owner: "", other: "", admin: "" };
let ownerId: number;
let otherId: number;
let bankId: number;
let proofId: string;
let visaId: string;
let pkg: Awaited<ReturnType<typeof createPackage>>;
const PASSPORT = "X9876543";
const GUEST_NAME = "Rahmat Hidayatullah";

type Booking = { id: string; code: string; total: number };
/** A's booking with a private guest (passport, visa file) and a payment awaiting review. */
let main: Booking;
let mainPaymentId: number;

const headersOf = (caller: Caller) => (caller === "visitor" ? {} : bearer(token[caller]));

function call(caller: Caller, method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: `${url}${url.includes("?") ? "&" : "?"}lang=en`,
    headers: headersOf(caller),
    ...(payload ? { payload } : {}),
  });
}

async function bookAsOwner(over: Record<string, unknown> = {}): Promise<Booking> {
  const res = await postBooking(t.app, token.owner, checkoutBody(pkg.id, pkg.departures[0].id, over));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const paymentBody = (amount: number) => ({
  amount,
  method: "manual",
  bank_account_id: bankId,
  proof_file_id: proofId,
  payer_name: "Rahmat",
  payment_date: day(0),
});

async function payAsOwner(b: Booking, amount = b.total): Promise<number> {
  const res = await call("owner", "POST", `/api/booking/${b.id}/payment`, paymentBody(amount));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  bankId = (await createBankAccount(t.db)).id;
  const owner = await signInCustomer(t);
  const other = await signInCustomer(t);
  ownerId = owner.user.id;
  otherId = other.user.id;
  token.owner = owner.token;
  token.other = other.token;
  token.admin = (await signInAdmin(t)).token;
  proofId = await uploadDocument(t.app, token.owner);
  visaId = await uploadDocument(t.app, token.owner);
  pkg = await createPackage(t.db, {
    basePrice: 10_000_000,
    minPayment: 3_000_000,
    maxPax: 10,
    departures: [{ startDate: day(60), endDate: day(69), capacity: 100 }],
  });
  main = await bookAsOwner({
    pax: 2,
    payment_type: "deposit",
    booking_name: "Rombongan Hidayat",
    guests: [
      guest({ full_name: GUEST_NAME, passport_number: PASSPORT, visa: "upload", visa_file_id: visaId }),
      guest(),
    ],
  });
  mainPaymentId = await payAsOwner(main, 6_000_000);
});
afterAll(async () => t?.close());

/** None of A's private data in an answer to someone else. */
function expectNoLeak(body: string) {
  expect(body).not.toContain(PASSPORT);
  expect(body).not.toContain(main.code);
  expect(body).not.toContain(GUEST_NAME);
  expect(body).not.toContain("Rombongan Hidayat");
}

describe("the access matrix of one booking", () => {
  /**
   * Each route with the expected status per caller. `target` gives the booking or payment a
   * successful write acts on (a fresh one, so the shared booking stays as it is).
   */
  type Row = {
    name: string;
    method: "GET" | "POST" | "PUT";
    url: (ids: { booking: string; payment: number }) => string;
    body?: () => Record<string, unknown>;
    expected: Record<Caller, number>;
    fresh?: Partial<Record<Caller, () => Promise<{ booking: string; payment: number }>>>;
  };

  const freshBooking = async () => ({ booking: (await bookAsOwner()).id, payment: 0 });
  const freshPayment = async () => {
    const b = await bookAsOwner({ payment_type: "full" });
    return { booking: b.id, payment: await payAsOwner(b) };
  };

  const rows: Row[] = [
    {
      name: "GET /api/booking/{id}",
      method: "GET",
      url: (i) => `/api/booking/${i.booking}`,
      expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
    },
    {
      name: "GET /api/booking/{id}/payment",
      method: "GET",
      url: (i) => `/api/booking/${i.booking}/payment`,
      expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
    },
    {
      name: "POST /api/booking/{id}/payment",
      method: "POST",
      url: (i) => `/api/booking/${i.booking}/payment`,
      body: () => paymentBody(1_000_000),
      // Only the booking's customer pays; an admin confirms instead.
      expected: { visitor: 401, other: 404, owner: 201, admin: 403 },
    },
    {
      name: "POST /api/booking/{id}/cancel",
      method: "POST",
      url: (i) => `/api/booking/${i.booking}/cancel`,
      body: () => ({ reason: "test" }),
      expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
      fresh: { owner: freshBooking, admin: freshBooking },
    },
    {
      name: "PUT /api/booking/{id}",
      method: "PUT",
      url: (i) => `/api/booking/${i.booking}`,
      body: () => ({ booking_name: "Rombongan Hidayat", guests: [guest({ full_name: "Changed" })] }),
      expected: { visitor: 401, other: 403, owner: 403, admin: 200 },
      fresh: { admin: freshBooking },
    },
    {
      name: "PUT /api/booking/{id}/status",
      method: "PUT",
      url: (i) => `/api/booking/${i.booking}/status`,
      body: () => ({ status: "paid", reason: null }),
      expected: { visitor: 401, other: 403, owner: 403, admin: 200 },
      fresh: { admin: freshBooking },
    },
    {
      name: "POST /api/payment/{id}/confirm",
      method: "POST",
      url: (i) => `/api/payment/${i.payment}/confirm`,
      body: () => ({}),
      expected: { visitor: 401, other: 403, owner: 403, admin: 200 },
      fresh: { admin: freshPayment },
    },
    {
      name: "POST /api/payment/{id}/reject",
      method: "POST",
      url: (i) => `/api/payment/${i.payment}/reject`,
      body: () => ({ reason: "Wrong amount" }),
      expected: { visitor: 401, other: 403, owner: 403, admin: 200 },
      fresh: { admin: freshPayment },
    },
    {
      name: "GET /api/file/{proof}",
      method: "GET",
      url: () => `/api/file/${proofId}`,
      expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
    },
    {
      name: "GET /api/file/{visa}",
      method: "GET",
      url: () => `/api/file/${visaId}`,
      expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
    },
  ];

  it.each(rows.map((r) => [r.name, r] as const))("%s", async (_name, row) => {
    for (const caller of CALLERS) {
      const ids = row.fresh?.[caller] ? await row.fresh[caller]() : { booking: main.id, payment: mainPaymentId };
      const res = await call(caller, row.method, row.url(ids), row.body?.());
      const expected = row.expected[caller];
      expect(res.statusCode, `${row.name} as ${caller}: ${res.body.slice(0, 200)}`).toBe(expected);
      expect(res.statusCode).toBeLessThan(500);
      if (expected >= 400) {
        expect(Object.keys(res.json())).toEqual(["message"]);
        expectNoLeak(res.body);
      }
      if (caller === "other") expectNoLeak(res.body);
    }
  });

  it("the owner and the admin read the private data; the shared booking was not changed by refused calls", async () => {
    for (const caller of ["owner", "admin"] as const) {
      const res = await call(caller, "GET", `/api/booking/${main.id}`);
      const data = res.json().data;
      expect(data.code).toBe(main.code);
      expect(data.guests[0]).toMatchObject({
        full_name: GUEST_NAME,
        passport_number: PASSPORT,
        visa_file_url: `/api/file/${visaId}`,
      });
      expect(data.payments[0]).toMatchObject({ id: mainPaymentId, proof_url: `/api/file/${proofId}` });
    }
    const data = (await call("admin", "GET", `/api/booking/${main.id}`)).json().data;
    expect(data).toMatchObject({ status: "pending", booking_name: "Rombongan Hidayat", pax: 2, paid_total: 0 });
    // The first payment and the owner's 1,000,000 from the matrix, both still awaiting review.
    expect(data.payments.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ["pending", 6_000_000],
      ["pending", 1_000_000],
    ]);
    const file = await call("owner", "GET", `/api/file/${visaId}`);
    expect(file.headers["cache-control"]).toBe("private, no-store");
  });

  it("unknown ids: 404 for the admin; malformed ids are refused without a server error", async () => {
    const unknown = randomUUID();
    for (const [method, url, payload] of [
      ["GET", `/api/booking/${unknown}`],
      ["GET", `/api/booking/${unknown}/payment`],
      ["POST", `/api/booking/${unknown}/cancel`, {}],
      ["PUT", `/api/booking/${unknown}/status`, { status: "paid" }],
      ["PUT", `/api/booking/${unknown}`, { booking_name: "X", guests: [guest()] }],
      ["POST", "/api/payment/2147483000/confirm", {}],
      ["POST", "/api/payment/2147483000/reject", { reason: "x" }],
    ] as const) {
      const res = await call("admin", method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: "Not found." });
    }
    // Another customer and the owner alike: 404 for an id that does not exist.
    expect((await call("owner", "GET", `/api/booking/${unknown}`)).statusCode).toBe(404);
    expect((await call("other", "POST", `/api/booking/${unknown}/payment`, paymentBody(1))).statusCode).toBe(404);

    for (const bad of ["not-a-uuid", "123", main.code, `${main.id}x`]) {
      for (const caller of ["admin", "owner", "other"] as const) {
        const res = await call(caller, "GET", `/api/booking/${encodeURIComponent(bad)}`);
        // The API answers 422 on a malformed id (the params schema), never a server error.
        expect(res.statusCode, `${bad} as ${caller}`).toBe(422);
        expectNoLeak(res.body);
      }
      expect((await call("visitor", "GET", `/api/booking/${encodeURIComponent(bad)}`)).statusCode).toBe(401);
    }
    for (const bad of ["abc", "-1", "0", "1.5", "99999999999"]) {
      const res = await call("admin", "POST", `/api/payment/${bad}/confirm`, {});
      expect([404, 422]).toContain(res.statusCode);
    }
  });
});

describe("GET /api/booking (lists)", () => {
  let a1: Booking;
  let a2: Booking;
  let a3: Booking;
  let b1: Booking;
  let pkgL: Awaited<ReturnType<typeof createPackage>>;
  let pkgM: Awaited<ReturnType<typeof createPackage>>;

  type Summary = { id: string; code: string; customer: { id: number }; status: string };
  const list = async (caller: Caller, query = "") => {
    const res = await call(caller, "GET", `/api/booking?limit=-1${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Summary[]; meta: { page: number; limit: number; total: number; last_page: number } };
  };
  const ids = async (caller: Caller, query = "") => (await list(caller, query)).data.map((b) => b.id).sort();

  beforeAll(async () => {
    pkgL = await createPackage(t.db, {
      basePrice: 5_000_000,
      departures: [
        { startDate: day(30), endDate: day(35), capacity: 20 },
        { startDate: day(45), endDate: day(50), capacity: 20 },
      ],
    });
    pkgM = await createPackage(t.db, { basePrice: 7_000_000, departures: [{ capacity: 20 }] });
    const bookFor = async (tok: string, tour: typeof pkgL, timeIndex: number, over: Record<string, unknown> = {}) => {
      const res = await postBooking(t.app, tok, checkoutBody(tour.id, tour.departures[timeIndex].id, over));
      expect(res.statusCode).toBe(201);
      return res.json().data as Booking;
    };
    a1 = await bookFor(token.owner, pkgL, 0, {
      booking_name: "Keluarga Wiranata",
      guests: [guest({ full_name: "Zubaidah Quraisyin" })],
    });
    a2 = await bookFor(token.owner, pkgL, 1);
    a3 = await bookFor(token.owner, pkgM, 0);
    b1 = await bookFor(token.other, pkgL, 0);
    await t.db.update(bookings).set({ status: "processing", paidTotal: 1_000_000 }).where(eq(bookings.id, a2.id));
    await t.db
      .update(bookings)
      .set({ createdAt: new Date("2025-01-10T08:00:00Z") })
      .where(eq(bookings.id, a3.id));
  });

  it("a customer sees only their own bookings; another customer none of A's", async () => {
    const asOther = await list("other");
    expect(asOther.data.map((b) => b.id)).toEqual([b1.id]);
    expect(asOther.meta.total).toBe(1);
    expect(asOther.data.every((b) => b.customer.id === otherId)).toBe(true);
    const raw = (await call("other", "GET", "/api/booking?limit=-1")).body;
    expectNoLeak(raw);
    for (const b of [a1, a2, a3]) expect(raw).not.toContain(b.code);
    // Searching for A's code, name or guest does not reveal it either.
    for (const search of [a1.code, main.code, "Wiranata", "Zubaidah", GUEST_NAME]) {
      const res = await list("other", `&search=${encodeURIComponent(search)}`);
      expect(res.data).toEqual([]);
      expect(res.meta.total).toBe(0);
    }

    const asOwner = await list("owner");
    expect(asOwner.data.every((b) => b.customer.id === ownerId)).toBe(true);
    expect(asOwner.data.map((b) => b.id)).toEqual(expect.arrayContaining([main.id, a1.id, a2.id, a3.id]));
    expect(asOwner.data.map((b) => b.id)).not.toContain(b1.id);
  });

  it("an admin lists every booking; a visitor gets 401", async () => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    const asAdmin = await list("admin");
    expect(asAdmin.meta.total).toBe(n);
    expect(asAdmin.data).toHaveLength(n);
    expect(asAdmin.data.map((b) => b.id)).toEqual(expect.arrayContaining([main.id, a1.id, b1.id]));
    expect(new Set(asAdmin.data.map((b) => b.customer.id))).toEqual(new Set([ownerId, otherId]));
    const visitor = await call("visitor", "GET", "/api/booking");
    expect(visitor.statusCode).toBe(401);
  });

  it("searches by booking code (any case), booking name and guest name", async () => {
    expect(await ids("admin", `&search=${a1.code}`)).toEqual([a1.id]);
    expect(await ids("admin", `&search=${a1.code.toLowerCase()}`)).toEqual([a1.id]);
    expect(await ids("owner", `&search=${a1.code}`)).toEqual([a1.id]);
    expect(await ids("admin", "&search=wiranata")).toEqual([a1.id]);
    expect(await ids("admin", `&search=${encodeURIComponent("Zubaidah Quraisy")}`)).toEqual([a1.id]);
    expect(await ids("admin", `&search=${encodeURIComponent(GUEST_NAME)}`)).toEqual([main.id]);
    expect(await ids("admin", "&search=nobody-like-this")).toEqual([]);
  });

  it("filters by status, package, departure and booking date", async () => {
    expect(await ids("admin", `&tour_id=${pkgM.id}`)).toEqual([a3.id]);
    expect(await ids("admin", `&time_id=${pkgL.departures[1].id}`)).toEqual([a2.id]);
    expect(await ids("admin", `&tour_id=${pkgL.id}`)).toEqual([a1.id, a2.id, b1.id].sort());
    expect(await ids("owner", `&tour_id=${pkgL.id}`)).toEqual([a1.id, a2.id].sort());
    expect(await ids("admin", `&tour_id=${pkgL.id}&status=processing`)).toEqual([a2.id]);
    expect(await ids("admin", `&tour_id=${pkgL.id}&status=pending`)).toEqual([a1.id, b1.id].sort());
    const processing = await list("admin", "&status=processing");
    expect(processing.data.every((b) => b.status === "processing")).toBe(true);

    expect(await ids("admin", "&date_from=2025-01-10&date_to=2025-01-10")).toEqual([a3.id]);
    expect(await ids("admin", "&date_from=2025-01-11&date_to=2025-01-11")).toEqual([]);
    expect(await ids("admin", `&tour_id=${pkgM.id}&date_to=2025-01-09`)).toEqual([]);
    expect(await ids("admin", `&tour_id=${pkgM.id}&date_from=${day(-1)}`)).toEqual([]);
    expect(await ids("admin", `&tour_id=${pkgL.id}&date_from=${day(-1)}&date_to=${day(1)}`)).toEqual(
      [a1.id, a2.id, b1.id].sort(),
    );
    expect((await call("admin", "GET", "/api/booking?status=unknown")).statusCode).toBe(422);
    expect((await call("admin", "GET", "/api/booking?date_from=2025-13-45")).statusCode).toBe(422);
  });

  it("pages with meta", async () => {
    const page = async (p: number) => {
      const res = await call("admin", "GET", `/api/booking?tour_id=${pkgL.id}&limit=2&page=${p}&sort=oldest`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const one = await page(1);
    expect(one.meta).toEqual({ page: 1, limit: 2, total: 3, last_page: 2 });
    expect(one.data.map((b: Summary) => b.id)).toEqual([a1.id, a2.id]);
    const two = await page(2);
    expect(two.meta).toEqual({ page: 2, limit: 2, total: 3, last_page: 2 });
    expect(two.data.map((b: Summary) => b.id)).toEqual([b1.id]);
    const three = await page(3);
    expect(three.data).toEqual([]);
    expect(three.meta.total).toBe(3);
    const all = await call("admin", "GET", `/api/booking?tour_id=${pkgL.id}&limit=-1`);
    expect(all.json().meta).toEqual({ page: 1, limit: -1, total: 3, last_page: 1 });
  });
});

describe("payments list and proof of another customer's payment", () => {
  it("GET /api/booking/{id}/payment answers the payments to the owner and the admin only", async () => {
    for (const caller of ["owner", "admin"] as const) {
      const res = await call(caller, "GET", `/api/booking/${main.id}/payment`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({ id: mainPaymentId, amount: 6_000_000, status: "pending" });
    }
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, main.id));
    expect(rows.length).toBeGreaterThan(0);
    const res = await call("other", "GET", `/api/booking/${main.id}/payment`);
    expect(res.statusCode).toBe(404);
    expectNoLeak(res.body);
  });
});
