import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, roomTypes } from "#db/schema";
import { createBooking, createPackage, createSetting, createUser, tr } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { day } from "#test/setup/days";

/*
 * The quote priced by guests and room types (docs/product.md §Rooms and travellers): traveller
 * types from birth dates on the departure's start date, a fare per guest, bed allotments, and
 * the refusals, each on its field and in the reader's language.
 */

let t: TestApp;
let pkg: Awaited<ReturnType<typeof createPackage>>;
let other: Awaited<ReturnType<typeof createPackage>>;
const room: Record<string, number> = {};
const dep: Record<string, number> = {};
let customerId: number;

/** The date `years` years (and `days` days) before `iso`, as a birth date. */
const yearsBefore = (iso: string, years: number, days = 0) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

const START = day(60);
const ADULT = yearsBefore(START, 35);
const CHILD = yearsBefore(START, 7);
const INFANT = yearsBefore(START, 1);

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  customerId = (await createUser(t.db)).id;
  pkg = await createPackage(t.db, {
    basePrice: 32_900_000,
    minPayment: 5_000_000,
    roomTypes: [
      { code: "quad", beds: 4, name: tr("Quad", "Quad", "Kuad") },
      { code: "triple", beds: 3, name: tr("Triple", "Triple", "Tiga") },
      { code: "double", beds: 2, name: tr("Double", "Double", "Berdua") },
    ],
    departures: [
      {
        startDate: START,
        endDate: day(72),
        capacity: 40,
        childNoBedPrice: 27_500_000,
        infantPrice: 9_500_000,
        fares: [
          { code: "quad", price: 32_900_000 },
          { code: "triple", price: 34_900_000 },
          { code: "double", price: 37_900_000, bedAllotment: 4 },
        ],
      },
      // Sells neither a child without a bed nor infants, and no triple.
      {
        startDate: START,
        endDate: day(72),
        capacity: 40,
        fares: [
          { code: "quad", price: 31_900_000 },
          { code: "double", price: 36_900_000 },
        ],
      },
    ],
  });
  [dep.main, dep.plain] = pkg.departures.map((d) => d.id);
  for (const r of await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id))) room[r.code] = r.id;
  other = await createPackage(t.db, { departures: [{}] });
  // Two double beds held by a paid booking; two by a cancelled one, which holds nothing.
  for (const status of ["paid", "canceled"] as const) {
    const b = await createBooking(t.db, customerId, {
      packageId: pkg.id,
      departureId: dep.main,
      pax: 2,
      status,
    });
    await t.db.insert(bookingGuests).values(
      [1, 2].map((position) => ({
        bookingId: b.id,
        position,
        fullName: `Guest ${position}`,
        gender: "male" as const,
        birthDate: ADULT,
        country: "ID" as const,
        roomTypeId: room.double,
        roomTypeCode: "double",
        fare: 37_900_000,
      })),
    );
  }
});
afterAll(async () => t?.close());

const quote = (payload: Record<string, unknown>, lang = "en", tourId = pkg.id) =>
  t.app.inject({ method: "POST", url: `/api/tour/${tourId}/quote?lang=${lang}`, payload });
const guests = (...list: [string, number | null | undefined][]) => ({
  pax: list.length,
  guests: list.map(([birth_date, room_type_id]) =>
    room_type_id === undefined ? { birth_date } : { birth_date, room_type_id },
  ),
});

describe("POST /api/tour/:id/quote with guests and room types", () => {
  it("prices two adults in a Double, a child without a bed and an infant", async () => {
    const res = await quote({
      time_id: dep.main,
      ...guests([ADULT, room.double], [ADULT, room.double], [CHILD, null], [INFANT, null]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    // 2 x 37.9 jt + 27.5 jt + 9.5 jt = 112.8 jt; the infant holds no seat: deposit 5 jt x 3.
    expect(q).toMatchObject({
      pax: 4,
      seats: 3,
      unit_price: 37_900_000,
      subtotal: 112_800_000,
      total: 112_800_000,
      min_first_payment: 15_000_000,
      rooms: [
        { room_type_id: room.double, code: "double", name: "Double", guests: 2, price: 37_900_000, amount: 75_800_000 },
      ],
      child_no_bed: { guests: 1, amount: 27_500_000 },
      infants: { guests: 1, amount: 9_500_000 },
    });
    expect(q.guest_fares.map((g: { traveller_type: string; fare: number }) => [g.traveller_type, g.fare])).toEqual([
      ["adult", 37_900_000],
      ["adult", 37_900_000],
      ["child", 27_500_000],
      ["infant", 9_500_000],
    ]);
  });

  it("prices a guest born in a year before 100 as an adult (fuzzing found 0000-01-01 failed with a 500)", async () => {
    const res = await quote({ time_id: dep.main, ...guests(["0000-01-01", room.double], [ADULT, room.double]) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.guest_fares.map((g: { traveller_type: string }) => g.traveller_type)).toEqual([
      "adult",
      "adult",
    ]);
  });

  it("carries each guest's fare after the discount: the package page's per-person figure (decision 057)", async () => {
    const discounted = await createPackage(t.db, {
      discountType: "fixed",
      discountValue: 1_000_000,
      roomTypes: [{ code: "double", beds: 2 }],
      departures: [
        {
          startDate: START,
          endDate: day(72),
          capacity: 10,
          infantPrice: 9_500_000,
          fares: [{ code: "double", price: 42_000_000 }],
        },
      ],
    });
    const [double] = await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, discounted.id));
    const res = await quote(
      { time_id: discounted.departures[0].id, ...guests([ADULT, double.id], [ADULT, double.id], [INFANT, null]) },
      "en",
      discounted.id,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Rp 42 jt a bed, Rp 1 jt off per seat: Rp 41 jt each, as the fare table says; the infant holds no seat.
    expect(res.json().data).toMatchObject({
      subtotal: 93_500_000,
      discount: 2_000_000,
      total: 91_500_000,
      per_person: { fares: [41_000_000, 41_000_000, 9_500_000], rounding: 0 },
    });
  });

  it("types guests by their age on the departure's start date, at the boundaries", async () => {
    const res = await quote({
      time_id: dep.main,
      ...guests(
        [yearsBefore(START, 12), undefined], // 12 today: adult
        [yearsBefore(START, 12, -1), room.quad], // 12 tomorrow: still a child, with a bed
        [yearsBefore(START, 2), null], // 2 today: a child, no bed
        [yearsBefore(START, 2, -1), undefined], // 2 tomorrow: still an infant
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.guest_fares.map((g: { traveller_type: string }) => g.traveller_type)).toEqual([
      "adult",
      "child",
      "child",
      "infant",
    ]);
    // A guest sending no room type takes a bed of the first room type on sale.
    expect(res.json().data.guest_fares[0]).toMatchObject({ room_type_id: room.quad, fare: 32_900_000 });
  });

  it("sells the Double beds left, counting only bookings that hold seats", async () => {
    const ok = await quote({ time_id: dep.main, ...guests([ADULT, room.double], [ADULT, room.double]) });
    expect(ok.statusCode, ok.body).toBe(200);
    const res = await quote(
      { time_id: dep.main, ...guests([ADULT, room.double], [ADULT, room.double], [ADULT, room.double]) },
      "my",
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors)).toEqual(["guests.0.room_type_id", "guests.1.room_type_id", "guests.2.room_type_id"]);
    expect(errors["guests.0.room_type_id"][0]).toContain("Berdua");
    expect(errors["guests.0.room_type_id"][0]).toContain("2");
  });

  it("reports a full room type on pax to a client that sends no guests", async () => {
    const full = await createPackage(t.db, {
      roomTypes: [{ code: "double", beds: 2, name: tr("Dobel", "Double") }],
      departures: [{ fares: [{ code: "double", price: 1_000_000, bedAllotment: 1 }] }],
    });
    const res = await quote({ time_id: full.departures[0].id, pax: 2 }, "en", full.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ pax: ["Not enough Double beds on this departure: 1 left."] });
  });

  it.each([
    [
      "more infants than adults",
      () => guests([ADULT, room.quad], [INFANT, null], [INFANT, null]),
      "guests",
      "At most one infant per adult: this booking has 1 adult.",
    ],
    [
      "an infant alone",
      () => guests([CHILD, room.quad], [INFANT, null]),
      "guests",
      "An infant cannot travel without an adult in the booking.",
    ],
    [
      "an adult without a bed",
      () => guests([ADULT, null]),
      "guests.0.room_type_id",
      "This choice does not fit the guest's age: adults take a bed, children a bed or no bed, infants travel as infants.",
    ],
    [
      "an infant in a bed",
      () => guests([ADULT, room.quad], [INFANT, room.quad]),
      "guests.1.room_type_id",
      "This choice does not fit the guest's age: adults take a bed, children a bed or no bed, infants travel as infants.",
    ],
    [
      "a room type of another package",
      () => guests([ADULT, -1]),
      "guests.0.room_type_id",
      "This room type is not sold on this departure.",
    ],
  ])("refuses %s with 422 on its field", async (_what, body, field, message) => {
    const payload = body();
    for (const g of payload.guests) if (g.room_type_id === -1) g.room_type_id = room.other;
    const res = await quote({ time_id: dep.main, ...payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The given data was invalid.", errors: { [field]: [message] } });
  });

  it("refuses what the departure does not sell: a triple, a child without a bed, an infant", async () => {
    const res = await quote({
      time_id: dep.plain,
      ...guests([ADULT, room.triple], [ADULT, room.quad], [CHILD, null], [INFANT, null]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "guests.0.room_type_id": ["This room type is not sold on this departure."],
      "guests.2.room_type_id": ["A child without a bed is not sold on this departure: choose a room type."],
      "guests.3.room_type_id": ["Infants are not accepted on this departure."],
    });
  });

  it("refuses guests that do not match pax", async () => {
    const res = await quote({ time_id: dep.main, pax: 2, guests: [{ birth_date: ADULT }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["guests"]);
  });
});

beforeAll(async () => {
  const [rt] = await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, other.id)).limit(1);
  room.other = rt.id;
});
