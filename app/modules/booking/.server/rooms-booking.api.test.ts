import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, bookings, departureFares, departureRooms, departures } from "#db/schema";
import { bearer, checkoutBody, guest, postBooking } from "#test/factories/booking";
import { createRoomsPackage } from "#test/factories/rooms-package";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, type TourPackage } from "#test/setup/booking-api";
import type { GuestInput } from "#app/modules/booking/booking.contract";

/*
 * A booking by guests and room types (docs/product.md §Rooms and travellers): the checkout keeps
 * each guest's traveller type, bed and fare, holds seats for adults and children only, and an
 * admin's edit re-quotes only when what is sold changes.
 */

let t: TestApp;
let customer: string;
let admin: string;
let pkg: TourPackage;
const room: Record<string, number> = {};

const START = day(60);
const born = (years: number) => {
  const d = new Date(`${START}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ({ t, customer, admin } = await bookingApp());
  const made = await createRoomsPackage(t.db, {
    basePrice: 32_900_000,
    maxPax: 6,
    minPayment: 5_000_000,
    doubleBeds: 4,
    departure: {
      startDate: START,
      endDate: day(72),
      capacity: 10,
      childNoBedPrice: 27_500_000,
      infantPrice: 9_500_000,
    },
  });
  pkg = made.pkg;
  Object.assign(room, made.room);
});
afterAll(async () => t?.close());

const family = (): GuestInput[] => [
  guest({ full_name: "Ahmad", gender: "male", birth_date: born(40), room_type_id: room.double }),
  guest({ full_name: "Siti", gender: "female", birth_date: born(36), room_type_id: room.double }),
  guest({ full_name: "Umar", gender: "male", birth_date: born(7), room_type_id: null }),
  guest({ full_name: "Aisyah", gender: "female", birth_date: born(1), room_type_id: null }),
];
const bookFamily = () =>
  postBooking(
    t.app,
    customer,
    checkoutBody(pkg.id, pkg.departures[0].id, { pax: 4, guests: family(), payment_type: "deposit" }),
  );
const edit = (id: string, guests: GuestInput[], booking_name = "Keluarga Ahmad") =>
  t.app.inject({
    method: "PUT",
    url: `/api/booking/${id}?lang=en`,
    headers: bearer(admin),
    payload: { booking_name, special_request: null, guests, reason: "Koreksi" },
  });

describe("a booking of two adults in a Double, a child without a bed and an infant", () => {
  let id: string;

  it("keeps each guest's type, bed and fare, and holds three seats and two Double beds", async () => {
    const res = await bookFamily();
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    id = b.id;
    expect(b).toMatchObject({
      pax: 4,
      seats: 3,
      subtotal: 112_800_000,
      total: 112_800_000,
      min_first_payment: 15_000_000,
      rooms: [{ code: "double", name: "Double", guests: 2, price: 37_900_000, amount: 75_800_000 }],
      child_no_bed: { guests: 1, amount: 27_500_000 },
      infants: { guests: 1, amount: 9_500_000 },
    });
    expect(
      b.guests.map((g: Record<string, unknown>) => [g.full_name, g.traveller_type, g.room_type_code, g.fare]),
    ).toEqual([
      ["Ahmad", "adult", "double", 37_900_000],
      ["Siti", "adult", "double", 37_900_000],
      ["Umar", "child", null, 27_500_000],
      ["Aisyah", "infant", null, 9_500_000],
    ]);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect({ pax: row.pax, seats: row.seats }).toEqual({ pax: 4, seats: 3 });
    const dep = await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}/time` });
    expect(dep.json().data[0].seats_left).toBe(7);
  });

  it("refuses a third couple once the four Double beds are taken", async () => {
    // Two Double beds are left of four: a second couple fits, a third does not.
    expect((await bookFamily()).statusCode).toBe(201);
    const res = await bookFamily();
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "guests.0.room_type_id": ["Not enough Double beds on this departure: 0 left."],
      "guests.1.room_type_id": ["Not enough Double beds on this departure: 0 left."],
    });
  });

  it("an edit of names only keeps every fare, even after the fares changed", async () => {
    await t.db.update(departureFares).set({ price: 40_000_000 }).where(eq(departureFares.roomTypeId, room.double));
    const [placed] = await t.db
      .insert(departureRooms)
      .values({ departureId: pkg.departures[0].id, roomTypeId: room.double })
      .returning();
    await t.db.update(bookingGuests).set({ roomId: placed.id }).where(eq(bookingGuests.bookingId, id));
    const guests = family().map((g) => ({ ...g, room_type_id: undefined }));
    guests[2].full_name = "Umar bin Ahmad";
    const res = await edit(id, guests);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data;
    expect(b.total).toBe(112_800_000);
    expect(b.guests.map((g: { fare: number }) => g.fare)).toEqual([37_900_000, 37_900_000, 27_500_000, 9_500_000]);
    // The same people stay in their room; the renamed child leaves it.
    expect(b.guests.map((g: { room_id: number | null }) => g.room_id)).toEqual([placed.id, placed.id, null, placed.id]);
  });

  it("an edit giving the child a bed re-quotes at today's fares, its own beds counted as free", async () => {
    const guests = family();
    guests[2].room_type_id = room.quad;
    const res = await edit(id, guests);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data;
    // 2 x 40 jt (today's Double fare) + 32.9 jt + 9.5 jt.
    expect(b).toMatchObject({ seats: 3, subtotal: 122_400_000, total: 122_400_000 });
    expect(b.guests.map((g: { room_type_code: string | null }) => g.room_type_code)).toEqual([
      "double",
      "double",
      "quad",
      null,
    ]);
    const history = b.history.find(
      (h: { kind: string; changes?: { total?: unknown } }) => h.kind === "edited" && h.changes?.total,
    );
    expect(history.changes.total).toEqual([112_800_000, 122_400_000]);
  });

  it("an edit adding an infant beyond the adults is refused and changes nothing", async () => {
    const guests = [...family(), guest({ full_name: "Bayi", birth_date: day(-30), room_type_id: null })];
    guests.push(guest({ full_name: "Bayi Kedua", birth_date: day(-30), room_type_id: null }));
    const res = await edit(id, guests);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors, res.body).toMatchObject({
      guests: ["At most one infant per adult: this booking has 2 adults."],
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row.pax).toBe(4);
  });
});

describe("children without a bed need an adult of the booking (issue 26)", () => {
  const child = (name: string, room_type_id: number | null = null) =>
    guest({ full_name: name, birth_date: born(7), room_type_id, marital_status: null, job: null, job_address: null });
  const book = (guests: GuestInput[], lang = "en") =>
    t.app.inject({
      method: "POST",
      url: `/api/booking?lang=${lang}`,
      headers: { ...bearer(customer), "idempotency-key": `nobed-${lang}-${guests.length}-${Date.now()}` },
      payload: checkoutBody(pkg.id, pkg.departures[0].id, { pax: guests.length, guests }),
    });

  it("refuses one child without a bed alone, and two, with the translated message; nothing is booked", async () => {
    const before = await t.db.select().from(bookings);
    const one = await book([child("Umar")]);
    expect(one.statusCode, one.body).toBe(422);
    expect(one.json().errors.guests).toEqual([
      "A child without a bed cannot travel without an adult in the booking: they sleep in their adult's room.",
    ]);
    const two = await book([child("Umar"), child("Zahra")], "id");
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.guests).toEqual([
      "Anak tanpa tempat tidur tidak dapat berangkat tanpa orang dewasa dalam pemesanan ini: ia tidur di kamar orang dewasanya.",
    ]);
    // One with a bed does not carry the other.
    const mixed = await book([child("Umar", room.quad), child("Zahra")], "my");
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.guests).toEqual([
      "Kanak-kanak tanpa katil tidak boleh melancong tanpa orang dewasa dalam tempahan ini: dia tidur di bilik orang dewasanya.",
    ]);
    expect(await t.db.select().from(bookings)).toHaveLength(before.length);
  });

  it("the quote says the same before the checkout", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tour/${pkg.id}/quote?lang=en`,
      payload: { time_id: pkg.departures[0].id, pax: 1, guests: [{ birth_date: born(7), room_type_id: null }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.guests).toEqual([
      "A child without a bed cannot travel without an adult in the booking: they sleep in their adult's room.",
    ]);
  });

  it("accepts children in beds on their own, and a child's marital status, job and work address are not asked", async () => {
    const res = await book([child("Umar", room.quad), child("Zahra", room.quad)]);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("how a booking's guests are related (issue 26)", () => {
  beforeAll(async () => {
    await t.db.update(departures).set({ capacity: 100 }).where(eq(departures.id, pkg.departures[0].id));
  });
  // In Quad beds: the Double's allotment is used up by now.
  const quadFamily = () =>
    family().map((g) => (g.room_type_id === room.double ? { ...g, room_type_id: room.quad } : g));
  const related = (): GuestInput[] => {
    const [father, mother, son, baby] = quadFamily();
    return [
      father,
      { ...mother, relation: "spouse", related_to: 1 },
      { ...son, relation: "parent_child", related_to: 1 },
      { ...baby, relation: "parent_child", related_to: 2 },
    ];
  };
  const post = (guests: GuestInput[], lang = "en") =>
    t.app.inject({
      method: "POST",
      url: `/api/booking?lang=${lang}`,
      headers: { ...bearer(customer), "idempotency-key": `rel-${lang}-${Math.random().toString(36).slice(2)}` },
      payload: checkoutBody(pkg.id, pkg.departures[0].id, { pax: guests.length, guests }),
    });

  it("records each guest's relation at checkout and shows it on the booking", async () => {
    const res = await post(related());
    expect(res.statusCode, res.body).toBe(201);
    const guests = res.json().data.guests as { position: number; relation: string | null; related_to: number | null }[];
    expect(guests.map((g) => [g.position, g.relation, g.related_to])).toEqual([
      [1, null, null],
      [2, "spouse", 1],
      [3, "parent_child", 1],
      [4, "parent_child", 2],
    ]);
  });

  it("accepts a checkout that states no relation (the booking is one family), as clients did before", async () => {
    const res = await post(quadFamily());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.guests.map((g: { relation: string | null }) => g.relation)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("refuses a relation to a later guest, to nobody, or on the first guest, translated", async () => {
    const guests = related();
    guests[0] = { ...guests[0], relation: "spouse", related_to: 2 };
    guests[1] = { ...guests[1], related_to: 3 };
    guests[2] = { ...guests[2], related_to: null };
    guests[3] = { ...guests[3], relation: "none", related_to: 1 };
    const res = await post(guests);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      "guests.0.relation": ["The first guest is the one the others are related to: leave their relation empty."],
      "guests.1.related_to": ['Choose a guest listed before this one (or "not related").'],
      "guests.2.related_to": ['Choose a guest listed before this one (or "not related").'],
      "guests.3.related_to": ['Choose a guest listed before this one (or "not related").'],
    });
    const my = await post(guests, "my");
    expect(my.json().errors["guests.1.related_to"]).toEqual([
      'Pilih jemaah yang disenaraikan sebelum jemaah ini (atau "tiada hubungan").',
    ]);
  });

  it("lets an admin record or correct the relations in the booking's edit", async () => {
    const created = await post(quadFamily());
    const id = created.json().data.id as string;
    const res = await edit(id, related());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.guests.map((g: { relation: string | null }) => g.relation)).toEqual([
      null,
      "spouse",
      "parent_child",
      "parent_child",
    ]);
    const bad = related();
    bad[3] = { ...bad[3], related_to: 4 };
    const refused = await edit(id, bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["guests.3.related_to"]).toEqual([
      'Choose a guest listed before this one (or "not related").',
    ]);
  });
});
