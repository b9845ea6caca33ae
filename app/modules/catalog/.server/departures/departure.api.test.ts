import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departures } from "#db/schema";
import { createBooking, createPackage, createUser } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { apiCaller, signInAdmin } from "#test/setup/sessions";
import { day } from "#test/setup/days";

let t: TestApp;
let admin: Record<string, string>;
let customerId: number;
let pkg: Awaited<ReturnType<typeof createPackage>>;
let d: Record<"held" | "full" | "past" | "closed", number>;

const call = apiCaller(() => ({ t, headers: admin }));

beforeAll(async () => {
  t = await createTestApp();
  const a = await signInAdmin(t);
  customerId = (await createUser(t.db)).id;
  admin = a.headers;
  pkg = await createPackage(t.db, {
    basePrice: 20_000_000,
    defaultCapacity: 30,
    departures: [
      { startDate: day(-20), endDate: day(-11), capacity: 10 },
      { startDate: day(10), endDate: day(18), capacity: 10 },
      { startDate: day(12), endDate: day(20), capacity: 5, priceOverride: 25_000_000 },
      { startDate: day(15), endDate: day(23), capacity: 10, isOpen: false },
    ],
  });
  const [past, held, full, closed] = pkg.departures.map((x) => x.id);
  d = { past, held, full, closed };
  // Held: every status but canceled.
  for (const [status, pax] of [
    ["pending", 2],
    ["processing", 1],
    ["paid", 3],
    ["processed", 1],
    ["canceled", 4],
  ] as const)
    await createBooking(t.db, customerId, { packageId: pkg.id, departureId: d.held, status, pax });
  await createBooking(t.db, customerId, { packageId: pkg.id, departureId: d.full, status: "paid", pax: 5 });
});
afterAll(async () => t?.close());

const times = async (tourId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/tour/${tourId}/time`, headers });

/** The factory's grid: Quad, Triple and Double at one price, no allotment, nothing held. */
const grid = (price: number, full: boolean) =>
  [
    ["quad", 4],
    ["triple", 3],
    ["double", 2],
  ].map(([code, beds]) =>
    expect.objectContaining({ code, beds, price, bed_allotment: null, beds_held: 0, beds_left: null, full }),
  );

describe("GET /api/tour/:id/time", () => {
  it("lists upcoming departures with seats left from seat-holding bookings", async () => {
    const res = await times(pkg.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: d.held,
        start_date: day(10),
        end_date: day(18),
        capacity: 10,
        price: 20_000_000,
        price_override: null,
        is_open: true,
        seats_left: 3,
        full_booked: false,
        bookable: true,
        // The package's room types at the departure's price (the factory's grid, as the API
        // makes for a departure created without fares); no child or infant fare on sale.
        fares: grid(20_000_000, false),
        child_no_bed_price: null,
        infant_price: null,
      },
      {
        id: d.full,
        start_date: day(12),
        end_date: day(20),
        capacity: 5,
        price: 25_000_000,
        price_override: 25_000_000,
        is_open: true,
        seats_left: 0,
        full_booked: true,
        bookable: false,
        // A full departure sells no bed of any type.
        fares: grid(25_000_000, true),
        child_no_bed_price: null,
        infant_price: null,
      },
      expect.objectContaining({ id: d.closed, is_open: false, seats_left: 10, full_booked: false, bookable: false }),
    ]);
  });

  it("shows an admin past departures too, never bookable", async () => {
    const res = await times(pkg.id, admin);
    expect(res.json().data.map((x: { id: number }) => x.id)).toEqual([d.past, d.held, d.full, d.closed]);
    expect(res.json().data[0]).toMatchObject({ bookable: false, seats_left: 10 });
  });

  it("answers 404 for a draft package to the public, not to an admin", async () => {
    const draft = await createPackage(t.db, { status: "draft", departures: [{}] });
    expect((await times(draft.id)).statusCode).toBe(404);
    expect((await times(draft.id, admin)).json().data).toHaveLength(1);
    expect((await times(999_999)).statusCode).toBe(404);
  });
});

describe("POST /api/tour/:id/time", () => {
  it("adds a departure with the package's default capacity", async () => {
    const res = await call("POST", `/api/tour/${pkg.id}/time?lang=en`, { start_date: day(60), end_date: day(69) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "Created successfully.",
      data: expect.objectContaining({
        start_date: day(60),
        end_date: day(69),
        capacity: 30,
        price: 20_000_000,
        seats_left: 30,
        bookable: true,
      }),
    });
    const own = await call("POST", `/api/tour/${pkg.id}/time`, {
      start_date: day(70),
      end_date: day(70),
      capacity: 12,
      price_override: 18_000_000,
      is_open: false,
    });
    expect(own.json().data).toMatchObject({ capacity: 12, price: 18_000_000, is_open: false, bookable: false });
  });

  it("validates dates and answers 404 for an unknown package", async () => {
    const bad = await call("POST", `/api/tour/${pkg.id}/time?lang=en`, {
      start_date: day(10),
      end_date: day(5),
      capacity: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.end_date).toEqual(["The end date cannot be before the start date."]);
    expect(bad.json().errors.capacity).toBeDefined();
    const notDate = await call("POST", `/api/tour/${pkg.id}/time?lang=en`, {
      start_date: "2026-02-30",
      end_date: "tomorrow",
    });
    expect(notDate.json().errors.start_date).toEqual(["Enter a valid date."]);
    const missing = await call("POST", "/api/tour/999999/time", { start_date: day(10), end_date: day(12) });
    expect(missing.statusCode).toBe(404);
  });
});

describe("PUT /api/tour/:id/time/:time_id", () => {
  it("refuses a capacity below the booked seats, with the number", async () => {
    const res = await call("PUT", `/api/tour/${pkg.id}/time/${d.held}?lang=en`, {
      start_date: day(10),
      end_date: day(18),
      capacity: 6,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ capacity: ["The capacity cannot be below the 7 seats already booked."] });
    const id = await call("PUT", `/api/tour/${pkg.id}/time/${d.held}?lang=id`, {
      start_date: day(10),
      end_date: day(18),
      capacity: 0,
    });
    expect(id.json().errors.capacity[0]).toContain("7");
  });

  it("accepts the booked seats as capacity (then full) and keeps the capacity when none is sent", async () => {
    const exact = await call("PUT", `/api/tour/${pkg.id}/time/${d.held}`, {
      start_date: day(10),
      end_date: day(18),
      capacity: 7,
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().data).toMatchObject({ capacity: 7, seats_left: 0, full_booked: true, bookable: false });
    const keep = await call("PUT", `/api/tour/${pkg.id}/time/${d.held}`, {
      start_date: day(11),
      end_date: day(19),
      price_override: 21_000_000,
    });
    expect(keep.json().data).toMatchObject({ capacity: 7, start_date: day(11), price: 21_000_000 });
  });

  it("answers 404 for a departure of another package", async () => {
    const other = await createPackage(t.db);
    const res = await call("PUT", `/api/tour/${other.id}/time/${d.held}`, { start_date: day(10), end_date: day(18) });
    expect(res.statusCode).toBe(404);
  });
});

describe("DELETE /api/tour/:id/time/:time_id", () => {
  it("refuses a departure with bookings, canceled ones included, and keeps it", async () => {
    const res = await call("DELETE", `/api/tour/${pkg.id}/time/${d.held}?lang=en`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This departure has bookings and cannot be deleted. Close it instead." });
    const onlyCanceled = (await createPackage(t.db, { departures: [{}] })).departures[0];
    await createBooking(t.db, customerId, { departureId: onlyCanceled.id, status: "canceled" });
    const res2 = await call("DELETE", `/api/tour/${onlyCanceled.packageId}/time/${onlyCanceled.id}`);
    expect(res2.statusCode).toBe(409);
    expect(await t.db.select().from(departures).where(eq(departures.id, d.held))).toHaveLength(1);
  });

  it("deletes a departure without bookings", async () => {
    const res = await call("DELETE", `/api/tour/${pkg.id}/time/${d.closed}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Deleted successfully." });
    expect(await t.db.select().from(departures).where(eq(departures.id, d.closed))).toEqual([]);
    const again = await call("DELETE", `/api/tour/${pkg.id}/time/${d.closed}`);
    expect(again.statusCode).toBe(404);
  });
});
