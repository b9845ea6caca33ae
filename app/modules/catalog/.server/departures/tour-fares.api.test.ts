import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, departureFares, departures, roomTypes } from "#db/schema";
import { createBooking, createPackage, tr } from "#test/factories";
import type { TestApp } from "#test/setup/app";
import { appWithSessionsPerFile } from "#test/setup/sessions";
import { day } from "#test/setup/days";

/*
 * What visitors see of rooms and travellers (docs/product.md §Rooms and travellers, decision
 * 032): each departure's fare grid with beds held and left, the "from" price of a card with its
 * room type, the list's price sort agreeing with it, and the package page's room types.
 */

const { t, ids: people } = appWithSessionsPerFile();
const ids: Record<string, number> = {};
const room: Record<string, number> = {};
const dep: Record<string, number> = {};

async function roomType(
  db: TestApp["db"],
  packageId: number,
  code: string,
  name: [string, string, string],
  beds: number,
  sortOrder: number,
) {
  const [row] = await db
    .insert(roomTypes)
    .values({ packageId, code, name: tr(...name), beds, sortOrder })
    .returning();
  return row.id;
}

async function guests(db: TestApp["db"], bookingId: string, roomTypeIds: (number | null)[]) {
  await db.insert(bookingGuests).values(
    roomTypeIds.map((roomTypeId, position) => ({
      bookingId,
      position,
      fullName: `Guest ${position}`,
      gender: "male" as const,
      birthDate: "1980-01-01",
      country: "ID" as const,
      roomTypeId,
      travellerType: roomTypeId === null ? ("infant" as const) : ("adult" as const),
    })),
  );
}

/** A package with room types and fares of its own (added after it), not the factory's default grid. */
const ownGridPackage = (over: NonNullable<Parameters<typeof createPackage>[1]>) =>
  createPackage(t.db, { roomTypes: [], ...over });

beforeAll(async () => {
  const customerId = people.customerId;
  // Umrah A: Quad 30M (8 beds allotted), Triple 32M, Double 35M (2 beds allotted); 10% off.
  const a = await ownGridPackage({
    code: "UMR-ROOM",
    name: tr("Umrah Kamar", "Umrah Rooms", "Umrah Bilik"),
    basePrice: 40_000_000,
    discountType: "percentage",
    discountValue: 10,
    createdAt: new Date(Date.UTC(2025, 0, 1)),
    departures: [
      { startDate: day(30), endDate: day(39), capacity: 20 },
      { startDate: day(60), endDate: day(69), capacity: 20 },
      { startDate: day(-5), endDate: day(4), capacity: 20 },
    ],
  });
  ids.A = a.id;
  [dep.first, dep.second, dep.past] = a.departures.map((d) => d.id);
  // Created in another order than sold: the grid follows the room types' sort order.
  room.double = await roomType(t.db, a.id, "double", ["Double", "Double", "Berdua"], 2, 2);
  room.quad = await roomType(t.db, a.id, "quad", ["Quad", "Quad", "Berempat"], 4, 0);
  room.triple = await roomType(t.db, a.id, "triple", ["Triple", "Triple", "Bertiga"], 3, 1);
  for (const d of [dep.first, dep.second, dep.past])
    await t.db.insert(departureFares).values([
      { departureId: d, roomTypeId: room.double, price: 35_000_000, bedAllotment: 2 },
      { departureId: d, roomTypeId: room.quad, price: 30_000_000, bedAllotment: d === dep.first ? 4 : 8 },
      { departureId: d, roomTypeId: room.triple, price: 32_000_000, bedAllotment: null },
    ]);
  await t.db
    .update(departures)
    .set({ childNoBedPrice: 20_000_000, infantPrice: 5_000_000 })
    .where(eq(departures.id, dep.first));

  // Package B sells a 26M Quad: its "from" price after no discount is 26M, below A's 27M.
  const b = await ownGridPackage({
    code: "UMR-CHEAP",
    name: tr("Umrah Murah"),
    basePrice: 50_000_000,
    createdAt: new Date(Date.UTC(2025, 0, 2)),
    departures: [{ startDate: day(45), endDate: day(54) }],
  });
  ids.B = b.id;
  const bQuad = await roomType(t.db, b.id, "quad", ["Quad", "Quad", "Berempat"], 4, 0);
  await t.db.insert(departureFares).values({ departureId: b.departures[0].id, roomTypeId: bQuad, price: 26_000_000 });
  // Package C has no room type on sale: its stored base price after discount (24M) stays.
  ids.C = (
    await ownGridPackage({
      code: "PLAIN-1",
      name: tr("Paket Biasa"),
      basePrice: 24_000_000,
      createdAt: new Date(Date.UTC(2025, 0, 3)),
      departures: [{ startDate: day(50), endDate: day(55) }],
    })
  ).id;

  // The first departure: all 4 Quad beds and 1 Double bed held by a pending booking (an infant
  // takes no bed); a canceled booking's beds are free again.
  const held = await createBooking(t.db, customerId, {
    packageId: a.id,
    departureId: dep.first,
    pax: 5,
    status: "pending",
  });
  await guests(t.db, held.id, [room.quad, room.quad, room.quad, room.quad, room.double, null]);
  const canceled = await createBooking(t.db, customerId, {
    packageId: a.id,
    departureId: dep.first,
    pax: 1,
    status: "canceled",
  });
  await guests(t.db, canceled.id, [room.double]);
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("a departure's fare grid", () => {
  it("lists the room types sold in the package's order, with beds held and left, full ones marked", async () => {
    const { data } = await get(`/api/tour/${ids.A}?lang=en`);
    const first = data.departures.find((d: { id: number }) => d.id === dep.first);
    expect(first.fares).toEqual([
      {
        room_type_id: room.quad,
        code: "quad",
        name: "Quad",
        beds: 4,
        price: 30_000_000,
        bed_allotment: 4,
        beds_held: 4,
        beds_left: 0,
        full: true,
      },
      {
        room_type_id: room.triple,
        code: "triple",
        name: "Triple",
        beds: 3,
        price: 32_000_000,
        bed_allotment: null,
        beds_held: 0,
        beds_left: null,
        full: false,
      },
      {
        room_type_id: room.double,
        code: "double",
        name: "Double",
        beds: 2,
        price: 35_000_000,
        bed_allotment: 2,
        beds_held: 1,
        beds_left: 1,
        full: false,
      },
    ]);
    expect(first).toMatchObject({ child_no_bed_price: 20_000_000, infant_price: 5_000_000, seats_left: 15 });
    // The Quad is full there: the departure's price is its cheapest bed still for sale.
    expect(first.price).toBe(32_000_000);
    const second = data.departures.find((d: { id: number }) => d.id === dep.second);
    expect(second).toMatchObject({ price: 30_000_000, child_no_bed_price: null, infant_price: null });
    expect(second.fares.map((f: { beds_left: number | null }) => f.beds_left)).toEqual([8, null, 2]);
  });

  it("names room types in the reader's language and lists the package's room types", async () => {
    const { data } = await get(`/api/tour/${ids.A}?lang=my`);
    expect(data.room_types).toEqual([
      { id: room.quad, code: "quad", name: "Berempat", beds: 4 },
      { id: room.triple, code: "triple", name: "Bertiga", beds: 3 },
      { id: room.double, code: "double", name: "Berdua", beds: 2 },
    ]);
    expect(data.hotel_cities).toEqual([]);
    expect(data.departures[0].fares.map((f: { name: string }) => f.name)).toEqual(["Berempat", "Bertiga", "Berdua"]);
  });

  it("marks every room type full when the departure is full", async () => {
    const list = await get(`/api/tour/${ids.A}/time`);
    expect(list.data.map((d: { id: number }) => d.id)).toEqual([dep.first, dep.second]);
    expect(list.data[0].fares.map((f: { full: boolean }) => f.full)).toEqual([true, false, false]);
  });
});

describe("the card's from price", () => {
  it("is the cheapest bed for sale on a bookable departure after the discount, with its room type", async () => {
    const { data } = await get("/api/tour?sort=oldest&lang=en");
    const a = data.find((x: { id: number }) => x.id === ids.A);
    // Quad 30M is full on the first departure but for sale on the second: 30M - 10% = 27M.
    expect(a).toMatchObject({ display_price: 27_000_000, from_room_type: "Quad", base_price: 40_000_000 });
    const b = data.find((x: { id: number }) => x.id === ids.B);
    expect(b).toMatchObject({ display_price: 26_000_000, from_room_type: "Quad" });
    const c = data.find((x: { id: number }) => x.id === ids.C);
    expect(c).toMatchObject({ display_price: 24_000_000, from_room_type: null });
    const my = await get("/api/tour?sort=oldest&lang=my");
    expect(my.data[0].from_room_type).toBe("Berempat");
  });

  it("the price sorts follow the from price shown", async () => {
    const asc = (await get("/api/tour?sort=price_asc")).data;
    expect(asc.map((x: { id: number }) => x.id)).toEqual([ids.C, ids.B, ids.A]);
    expect(asc.map((x: { display_price: number }) => x.display_price)).toEqual([24_000_000, 26_000_000, 27_000_000]);
    const desc = (await get("/api/tour?sort=price_desc")).data;
    expect(desc.map((x: { id: number }) => x.id)).toEqual([ids.A, ids.B, ids.C]);
  });
});
