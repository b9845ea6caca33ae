import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAttribute,
  createAttributeDetail,
  createBooking,
  createPackage,
  createSetting,
  createUser,
  tr,
} from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { day } from "#test/setup/days";

let t: TestApp;
let pkg: Awaited<ReturnType<typeof createPackage>>;
const det: Record<string, number> = {};
const dep: Record<string, number> = {};
const attr: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "MYR" });
  const customerId = (await createUser(t.db)).id;
  const room = await createAttribute(t.db, {
    name: tr("Tipe Kamar", "Room type", "Jenis Bilik"),
    choiceRule: "single",
  });
  const addons = await createAttribute(t.db, { name: tr("Tambahan", "Add-ons"), choiceRule: "multiple" });
  const other = await createAttribute(t.db, { name: tr("Lainnya"), choiceRule: "multiple" });
  attr.room = room.id;
  attr.addons = addons.id;
  const detailId = async (attributeId: number, values: Parameters<typeof createAttributeDetail>[2]) =>
    (await createAttributeDetail(t.db, attributeId, values)).id;
  det.quad = await detailId(room.id, { name: tr("Quad"), price: 0, sortOrder: 1 });
  det.double = await detailId(room.id, { name: tr("Dobel", "Double"), price: 300_000, per: "pax", sortOrder: 3 });
  // Created first but sorted after the insurance: the quote follows the sort order.
  det.pickup = await detailId(addons.id, {
    name: tr("Jemput bandara", "Airport pickup"),
    price: 200_000,
    per: "booking",
    sortOrder: 2,
  });
  det.insurance = await detailId(addons.id, { name: tr("Asuransi", "Insurance"), price: 50_000, sortOrder: 1 });
  det.foreign = await detailId(other.id, { price: 1 });

  pkg = await createPackage(t.db, {
    basePrice: 2_500_000,
    discountType: "percentage",
    discountValue: 10,
    minPax: 2,
    maxPax: 6,
    minPayment: 500_000,
    attributeIds: [room.id, addons.id],
    departures: [
      { startDate: day(30), endDate: day(39), capacity: 10, priceOverride: 2_800_000 },
      { startDate: day(31), endDate: day(40), capacity: 4 },
      { startDate: day(32), endDate: day(41), capacity: 10, isOpen: false },
      { startDate: day(-3), endDate: day(6), capacity: 10 },
      { startDate: day(0), endDate: day(9), capacity: 10 },
      { startDate: day(33), endDate: day(42), capacity: 3 },
    ],
  });
  [dep.main, dep.small, dep.closed, dep.past, dep.today, dep.full] = pkg.departures.map((d) => d.id);
  await createBooking(t.db, customerId, { packageId: pkg.id, departureId: dep.main, pax: 3, status: "paid" });
  await createBooking(t.db, customerId, { packageId: pkg.id, departureId: dep.main, pax: 6, status: "canceled" });
  await createBooking(t.db, customerId, { packageId: pkg.id, departureId: dep.full, pax: 3, status: "pending" });
});
afterAll(async () => t?.close());

const quote = (tourId: number, payload: Record<string, unknown>, lang = "en") =>
  t.app.inject({ method: "POST", url: `/api/tour/${tourId}/quote?lang=${lang}`, payload });

describe("POST /api/tour/:id/quote", () => {
  it("prices a booking: override, extras per pax and per booking, percentage discount, deposit", async () => {
    const res = await quote(pkg.id, { time_id: dep.main, pax: 3, detail_ids: [det.pickup, det.double, det.insurance] });
    expect(res.statusCode, res.body).toBe(200);
    // unit 2,800,000 x 3 = 8,400,000; extras 300,000 x 3 + 50,000 x 3 + 200,000 = 1,250,000;
    // discount 10% of 8,400,000 = 840,000; total 8,810,000; deposit 500,000 x 3 = 1,500,000.
    expect(res.json()).toEqual({
      data: {
        tour_id: pkg.id,
        time_id: dep.main,
        currency: "MYR",
        unit_price: 2_800_000,
        pax: 3,
        subtotal: 8_400_000,
        extras: [
          {
            detail_id: det.double,
            attribute_id: attr.room,
            attribute_name: "Room type",
            name: "Double",
            price: 300_000,
            per: "pax",
            amount: 900_000,
          },
          {
            detail_id: det.insurance,
            attribute_id: attr.addons,
            attribute_name: "Add-ons",
            name: "Insurance",
            price: 50_000,
            per: "pax",
            amount: 150_000,
          },
          {
            detail_id: det.pickup,
            attribute_id: attr.addons,
            attribute_name: "Add-ons",
            name: "Airport pickup",
            price: 200_000,
            per: "booking",
            amount: 200_000,
          },
        ],
        extras_total: 1_250_000,
        discount: 840_000,
        total: 8_810_000,
        min_first_payment: 1_500_000,
        // Each guest's fare after the discount, as the package page shows it (issue 26): 7,560,000 / 3.
        per_person: { fares: [2_520_000, 2_520_000, 2_520_000], rounding: 0 },
        // A client sending no guests: pax adults in the package's first room type, at its fare.
        seats: 3,
        guest_fares: [1, 2, 3].map((position) => ({
          position,
          traveller_type: "adult",
          room_type_id: expect.any(Number),
          room_type_name: "Quad (4 people)",
          fare: 2_800_000,
        })),
        rooms: [
          {
            room_type_id: expect.any(Number),
            code: "quad",
            name: "Quad (4 people)",
            guests: 3,
            price: 2_800_000,
            amount: 8_400_000,
          },
        ],
        child_no_bed: { guests: 0, amount: 0 },
        infants: { guests: 0, amount: 0 },
      },
    });
  });

  it("uses the base price without an override and no extras", async () => {
    const res = await quote(pkg.id, { time_id: dep.small, pax: 2 }, "my");
    // 2,500,000 x 2 = 5,000,000 - 10% = 4,500,000.
    expect(res.json().data).toMatchObject({
      unit_price: 2_500_000,
      subtotal: 5_000_000,
      extras: [],
      extras_total: 0,
      discount: 500_000,
      total: 4_500_000,
      min_first_payment: 1_000_000,
    });
  });

  it("caps the deposit at the total and counts the same detail once", async () => {
    const free = await createPackage(t.db, {
      basePrice: 100_000,
      minPayment: 100_000,
      discountType: "fixed",
      discountValue: 150_000,
      attributeIds: [attr.addons],
      departures: [{}],
    });
    const res = await quote(free.id, { time_id: free.departures[0].id, pax: 2, detail_ids: [det.pickup, det.pickup] });
    expect(res.statusCode, res.body).toBe(200);
    // Subtotal 200,000, the fixed discount never goes past it; the pickup is paid once.
    expect(res.json().data).toMatchObject({
      subtotal: 200_000,
      discount: 200_000,
      extras_total: 200_000,
      total: 200_000,
      min_first_payment: 200_000,
    });
    expect(res.json().data.extras).toHaveLength(1);
  });

  it("answers 404 for a package that is not published", async () => {
    const draft = await createPackage(t.db, { status: "draft", departures: [{}] });
    const res = await quote(draft.id, { time_id: draft.departures[0].id, pax: 1 });
    expect(res.statusCode).toBe(404);
    expect((await quote(999_999, { time_id: 1, pax: 1 })).statusCode).toBe(404);
  });

  it.each([
    ["a departure of another package", () => ({ time_id: -1 }), "time_id", "Please choose package time."],
    ["a closed departure", () => ({ time_id: dep.closed }), "time_id", "This departure is closed for booking."],
    ["a departure that has left", () => ({ time_id: dep.past }), "time_id", "This departure has already left."],
    ["a departure leaving today", () => ({ time_id: dep.today }), "time_id", "This departure has already left."],
    ["a full departure", () => ({ time_id: dep.full }), "time_id", "This departure is full booked."],
    ["too few pax", () => ({ pax: 1 }), "pax", "The minimum booking for this package is 2 pax."],
    ["too many pax", () => ({ pax: 7 }), "pax", "The maximum booking for this package is 6 pax."],
    ["more pax than seats", () => ({ time_id: dep.small, pax: 5 }), "pax", "Only 4 seats are left on this departure."],
    [
      "a detail the package does not offer",
      () => ({ detail_ids: [det.quad, det.foreign] }),
      "detail_ids",
      "One of the chosen extra prices is not offered for this package.",
    ],
    [
      "two details of a single-choice attribute",
      () => ({ detail_ids: [det.quad, det.double, det.insurance] }),
      "detail_ids",
      "Choose only one option for Room type.",
    ],
  ])("refuses %s with 422 on the field", async (_what, over, field, message) => {
    const body = { time_id: dep.main, pax: 2, ...over() };
    if (body.time_id === -1) body.time_id = (await createPackage(t.db, { departures: [{}] })).departures[0].id;
    const res = await quote(pkg.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The given data was invalid.", errors: { [field]: [message] } });
  });

  it("counts only seat-holding bookings: 7 of 10 seats are left on the main departure", async () => {
    expect((await quote(pkg.id, { time_id: dep.main, pax: 6 })).statusCode).toBe(200);
    const res = await quote(pkg.id, { time_id: dep.small, pax: 5 }, "id");
    expect(res.json().errors.pax).toEqual(["Hanya tersisa 4 kursi pada keberangkatan ini."]);
  });

  it("reports several broken rules at once, in the caller's language", async () => {
    const res = await quote(pkg.id, { time_id: dep.closed, pax: 9, detail_ids: [det.quad, det.double] }, "my");
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(["detail_ids", "pax", "time_id"]);
    expect(errors.detail_ids[0]).toContain("Jenis Bilik");
    expect(errors.pax[0]).toContain("6");
  });

  it("validates the body against the contract", async () => {
    const res = await quote(pkg.id, { time_id: "x", pax: 0, detail_ids: "1" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["detail_ids", "pax", "time_id"]);
  });
});
