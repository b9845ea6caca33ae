import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, departureRooms, roomTypes } from "#db/schema";
import { createBooking, createPackage, createSetting, createUser, tr } from "#test/factories";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import type { BookingDto } from "#app/modules/booking/booking.contract";

// The booking as its owner and an admin read it (GET /api/booking/{id}): every guest's traveller
// type, room type as sold (in the reader's language), fare and room, and the price's lines.
const M = 1_000_000_00; // one million rupiah in minor units
const DOUBLE = 37_900_000_00; // a Double bed
let t: TestApp;
let owner = "";
let admin = "";
let bookingId = "";
let ids = { double: 0, room: 0 };

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  const customer = await createUser(t.db, { role: "customer", password: "Cust12345" });
  const staff = await createUser(t.db, { role: "admin", password: "Admin12345" });
  owner = await loginAs(t.app, customer.username, "Cust12345");
  admin = await loginAs(t.app, staff.username, "Admin12345");
  const pkg = await createPackage(t.db, {
    roomTypes: [{ code: "double", beds: 2, name: tr("Dobel", "Double", "Berdua") }],
    departures: [{ startDate: "2030-01-04", endDate: "2030-01-13" }],
  });
  const [double] = await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id));
  const [room] = await t.db
    .insert(departureRooms)
    .values({ departureId: pkg.departures[0].id, roomTypeId: double.id, numbers: { Makkah: "1204" } })
    .returning();
  ids = { double: double.id, room: room.id };
  const booking = await createBooking(t.db, customer.id, {
    packageId: pkg.id,
    departureId: pkg.departures[0].id,
    pax: 4,
    seats: 3,
    unitPrice: DOUBLE,
    subtotal: 2 * DOUBLE + 20 * M + 5 * M,
    total: 2 * DOUBLE + 20 * M + 5 * M,
  });
  bookingId = booking.id;
  const person = (position: number, fullName: string, birthDate: string, gender: "male" | "female") => ({
    bookingId,
    position,
    fullName,
    gender,
    birthDate,
    country: "ID" as const,
  });
  const bed = { roomTypeId: double.id, roomTypeCode: "double", roomTypeName: tr("Dobel", "Double", "Berdua") };
  await t.db.insert(bookingGuests).values([
    { ...person(0, "Ahmad Fauzi", "1980-01-01", "male"), ...bed, fare: DOUBLE, roomId: room.id },
    { ...person(1, "Siti Rahmawati", "1982-02-02", "female"), ...bed, fare: DOUBLE, roomId: room.id },
    { ...person(2, "Aisyah Fauzi", "2022-05-01", "female"), travellerType: "child", fare: 20 * M },
    { ...person(3, "Umar Fauzi", "2029-01-01", "male"), travellerType: "infant", fare: 5 * M },
  ]);
});
afterAll(async () => t?.close());

async function read(token: string, lang: string): Promise<BookingDto> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/booking/${bookingId}?lang=${lang}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("GET /api/booking/{id}: rooms and travellers", () => {
  it("gives each guest's traveller type, room type as sold, fare and room", async () => {
    const b = await read(owner, "en");
    expect(
      b.guests.map((g) => [
        g.full_name,
        g.traveller_type,
        g.room_type_id,
        g.room_type_code,
        g.room_type_name,
        g.fare,
        g.room_id,
      ]),
    ).toEqual([
      ["Ahmad Fauzi", "adult", ids.double, "double", "Double", DOUBLE, ids.room],
      ["Siti Rahmawati", "adult", ids.double, "double", "Double", DOUBLE, ids.room],
      ["Aisyah Fauzi", "child", null, null, null, 20 * M, null],
      ["Umar Fauzi", "infant", null, null, null, 5 * M, null],
    ]);
  });

  it("gives the price's lines: beds per room type, the child without bed, the infant and the seats", async () => {
    const b = await read(admin, "en");
    expect(b.seats).toBe(3);
    expect(b.rooms).toEqual([
      { room_type_id: ids.double, code: "double", name: "Double", guests: 2, price: DOUBLE, amount: 2 * DOUBLE },
    ]);
    expect(b.child_no_bed).toEqual({ guests: 1, amount: 20 * M });
    expect(b.infants).toEqual({ guests: 1, amount: 5 * M });
    expect(b.guest_fares.map((g) => [g.position, g.traveller_type, g.fare])).toEqual([
      [0, "adult", DOUBLE],
      [1, "adult", DOUBLE],
      [2, "child", 20 * M],
      [3, "infant", 5 * M],
    ]);
    // The lines add up to the guests' subtotal the booking was sold at.
    const lines = b.rooms.reduce((s, r) => s + r.amount, 0) + b.child_no_bed.amount + b.infants.amount;
    expect(lines).toBe(b.subtotal);
  });

  it("names the room type in the reader's language, as it was sold", async () => {
    expect((await read(owner, "id")).guests[0].room_type_name).toBe("Dobel");
    const my = await read(owner, "my");
    expect(my.guests[0].room_type_name).toBe("Berdua");
    expect(my.rooms[0].name).toBe("Berdua");
  });
});
