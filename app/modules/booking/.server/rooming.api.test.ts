import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, bookings, departureRooms, roomTypes, settings } from "#db/schema";
import { createBooking, createPackage, createSetting, tr } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { adminOnlyCheck, apiCaller, type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { Actor, Ctx } from "#app/shared/context";
import type { RoomingListDto } from "#app/modules/booking/booking.contract";
import { roomMixes } from "#app/modules/booking/rooming.rules";
import { cancelBooking } from "./cancel-booking";
import { changeBookingStatus } from "./change-booking-status";
import { expireBookings } from "./expire-bookings";

let t: TestApp;
let admin: Headers;
let customer: Headers;
let customerId: number;
let adminId: number;
let timeId: number;
let quad: number;
let double: number;
const call = apiCaller(() => ({ t, headers: admin }));
const refusesOthers = adminOnlyCheck(call, () => customer);

type Person = { gender: "male" | "female"; type?: "adult" | "child" | "infant"; room?: "quad" | "double" | null };

/** A booking of the customer on the departure, with its guests written directly (the checkout is the lead's). */
async function book(people: Person[], status: "pending" | "paid" | "canceled" = "paid", departureId = timeId) {
  const b = await createBooking(t.db, customerId, { departureId, status, pax: people.length });
  await t.db.insert(bookingGuests).values(
    people.map((p, position) => ({
      bookingId: b.id,
      position,
      fullName: `${b.code} guest ${position + 1}`,
      gender: p.gender,
      birthDate: p.type === "infant" ? "2025-06-01" : p.type === "child" ? "2018-06-01" : "1980-06-01",
      country: "ID" as const,
      travellerType: p.type ?? "adult",
      roomTypeId: p.room === null ? null : p.room === "double" ? double : quad,
    })),
  );
  return b;
}
const m = (room: Person["room"] = "quad"): Person => ({ gender: "male", room });
const f = (room: Person["room"] = "quad"): Person => ({ gender: "female", room });

const list = async (lang = "en") => {
  const res = await call("GET", `/api/rooming/${timeId}?lang=${lang}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as RoomingListDto;
};
const arrange = () => call("POST", `/api/rooming/${timeId}/arrange?lang=en`);
const move = (guestId: number, roomId: number | null, lang = "en") =>
  call("PUT", `/api/rooming/${timeId}/guest/${guestId}?lang=${lang}`, { room_id: roomId });
const guestsOf = (bookingId: string) =>
  t.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId)).orderBy(bookingGuests.position);
const allRooms = (l: RoomingListDto) => l.room_types.flatMap((rt) => rt.rooms);

async function clearList() {
  await t.db.update(bookingGuests).set({ roomId: null });
  await t.db.delete(departureRooms);
  await t.db.update(bookings).set({ status: "canceled" });
}

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  const a = await signInAdmin(t);
  admin = a.headers;
  adminId = a.user.id;
  const c = await signInCustomer(t);
  customer = c.headers;
  customerId = c.user.id;
  const pkg = await createPackage(t.db, {
    hotelCities: ["Makkah", "Madinah"],
    roomTypes: [
      { code: "quad", name: tr("Quad", "Quad", "Quad"), beds: 4 },
      { code: "double", name: tr("Double", "Double", "Double"), beds: 2 },
    ],
    departures: [{ capacity: 200 }],
  });
  timeId = pkg.departures[0].id;
  const types = await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id));
  const [q, d] = ["quad", "double"].map((code) => types.find((r) => r.code === code) ?? types[0]);
  [quad, double] = [q.id, d.id];
});

afterAll(async () => {
  await t?.close();
});

describe("rooming list access", () => {
  it("is the admin's: a visitor gets 401 and a customer 403, for every operation", async () => {
    await refusesOthers("GET", `/api/rooming/${timeId}`);
    await refusesOthers("GET", `/api/rooming/${timeId}/export`);
    await refusesOthers("POST", `/api/rooming/${timeId}/arrange`);
    await refusesOthers("PUT", `/api/rooming/${timeId}/guest/1`, { room_id: null });
    await refusesOthers("POST", `/api/rooming/${timeId}/room`, { room_type_id: quad });
    await refusesOthers("PUT", `/api/rooming/${timeId}/room/1`, { numbers: {} });
    await refusesOthers("DELETE", `/api/rooming/${timeId}/room/1`);
  });

  it("answers 404 for an unknown departure", async () => {
    expect((await call("GET", "/api/rooming/999999")).statusCode).toBe(404);
    expect((await call("POST", "/api/rooming/999999/arrange")).statusCode).toBe(404);
  });
});

describe("arrange", () => {
  it("places a booking together, never men and women of different bookings in one room, and is idempotent", async () => {
    await clearList();
    const family = await book([
      m(),
      f(),
      { gender: "female", type: "child", room: null },
      { gender: "male", type: "infant", room: null },
    ]);
    const men = await book([m(), m()]);
    const woman = await book([f()]);
    const couple = await book([m("double"), f("double")]);
    await book([m()], "canceled");

    const before = await list();
    expect(before.guest_count).toBe(9);
    expect(before.unplaced).toHaveLength(9);
    expect(before.hotel_cities).toEqual(["Makkah", "Madinah"]);

    const res = await arrange();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("9 guests placed.");
    const after = res.json().data as RoomingListDto;
    expect(after.unplaced).toEqual([]);
    const codes = (room: { guests: { booking_code: string }[] }) => [
      ...new Set(room.guests.map((g) => g.booking_code)),
    ];
    const quadRooms = after.room_types.find((rt) => rt.code === "quad")!.rooms;
    // The family (2 beds + 2 without) in one room, the men in another (not with the family's
    // woman), the lone woman in a third; the couple in a Double.
    expect(quadRooms.map(codes)).toEqual([[family.code], [men.code], [woman.code]]);
    expect(quadRooms.map((r) => r.beds_free)).toEqual([2, 2, 3]);
    expect(after.room_types.find((rt) => rt.code === "double")!.rooms.map(codes)).toEqual([[couple.code]]);
    for (const room of allRooms(after)) expect(room.mixed).toBe(false);

    const again = await arrange();
    expect(again.json().message).toBe("0 guests placed.");
    expect(again.json().data).toEqual(after);
  });

  it("fills partly occupied rooms before opening new ones", async () => {
    const first = await list();
    const roomsBefore = allRooms(first).length;
    const man = await book([m()]);
    const l = (await arrange()).json().data as RoomingListDto;
    expect(allRooms(l)).toHaveLength(roomsBefore);
    const room = allRooms(l).find((r) => r.guests.some((g) => g.booking_code === man.code))!;
    expect(room.guests.map((g) => g.gender)).toEqual(["male", "male", "male"]);
  });

  it("answers in the reader's language", async () => {
    const res = await call("POST", `/api/rooming/${timeId}/arrange?lang=my`);
    expect(res.json().message).toBe("0 tetamu ditempatkan.");
    expect((await call("POST", `/api/rooming/${timeId}/arrange?lang=id`)).json().message).toBe("0 tamu ditempatkan.");
  });
});

describe("moving guests and rooms", () => {
  it("moves a guest, unplaces them, and refuses a full room or a room of another type (422, translated)", async () => {
    await clearList();
    const a = await book([m(), m(), m(), m()]);
    const b = await book([m()]);
    const c = await book([m("double")]);
    const l = (await arrange()).json().data as RoomingListDto;
    const [fullRoom, bRoom] = l.room_types[0].rooms;
    const doubleRoom = l.room_types[1].rooms[0];
    const [bGuest] = await guestsOf(b.id);
    const [cGuest] = await guestsOf(c.id);
    expect(fullRoom.guests.map((g) => g.booking_code)).toEqual([a.code, a.code, a.code, a.code]);

    const full = await move(bGuest.id, fullRoom.id);
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.room_id).toEqual(["This Quad room is full."]);
    const full2 = await move(bGuest.id, fullRoom.id, "my");
    expect(full2.json().errors.room_id).toEqual(["Bilik Quad ini sudah penuh."]);
    const other = await move(cGuest.id, bRoom.id, "id");
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.room_id).toEqual([
      "Tamu ini membeli tempat tidur tipe kamar lain: pilih kamar sesuai tipenya.",
    ]);
    expect((await move(cGuest.id, 999_999)).json().errors.room_id).toEqual([
      "Choose a room of this departure's rooming list.",
    ]);
    // Nothing changed by the refusals.
    expect((await guestsOf(b.id))[0].roomId).toBe(bRoom.id);
    expect((await guestsOf(c.id))[0].roomId).toBe(doubleRoom.id);

    const out = await move(bGuest.id, null);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe("Guest moved.");
    expect((out.json().data as RoomingListDto).unplaced.map((g) => g.id)).toEqual([bGuest.id]);
    const [aGuest] = await guestsOf(a.id);
    const back = await move(aGuest.id, bRoom.id);
    expect(back.statusCode).toBe(200);
    expect((await move(bGuest.id, fullRoom.id)).statusCode).toBe(200);
  });

  it("marks a room mixed when staff put a man and a woman of different bookings together", async () => {
    await clearList();
    await book([m()]);
    const w = await book([f()]);
    const l = (await arrange()).json().data as RoomingListDto;
    const [manRoom] = l.room_types[0].rooms;
    const [wGuest] = await guestsOf(w.id);
    const res = await move(wGuest.id, manRoom.id);
    expect(res.statusCode).toBe(200);
    const mixed = (res.json().data as RoomingListDto).room_types[0].rooms[0];
    expect(mixed.mixed).toBe(true);
    expect(
      roomMixes(mixed.guests.map((g) => ({ bookingId: g.booking_id, gender: g.gender, roomTypeId: g.room_type_id }))),
    ).toBe(true);
  });

  it("refuses a guest of another departure or of a cancelled booking (404)", async () => {
    const gone = await book([m()], "canceled");
    const [g] = await guestsOf(gone.id);
    expect((await move(g.id, null)).statusCode).toBe(404);
  });

  it("adds an empty room, sets its numbers per hotel city, deletes it only when empty", async () => {
    await clearList();
    const added = await call("POST", `/api/rooming/${timeId}/room?lang=en`, { room_type_id: double });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe("Room added.");
    const room = (added.json().data as RoomingListDto).room_types[1].rooms[0];
    expect(room).toMatchObject({ number: 1, beds: 2, beds_free: 2, guests: [], numbers: {} });

    const unknownType = await call("POST", `/api/rooming/${timeId}/room?lang=en`, { room_type_id: 999_999 });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors.room_type_id).toEqual(["Choose a room type of this package."]);

    const numbered = await call("PUT", `/api/rooming/${timeId}/room/${room.id}?lang=en`, {
      numbers: { Makkah: " 1204 ", Madinah: "" },
    });
    expect(numbered.statusCode).toBe(200);
    expect((numbered.json().data as RoomingListDto).room_types[1].rooms[0].numbers).toEqual({ Makkah: "1204" });
    const badCity = await call("PUT", `/api/rooming/${timeId}/room/${room.id}?lang=my`, { numbers: { Jeddah: "1" } });
    expect(badCity.statusCode).toBe(422);
    expect(badCity.json().errors.numbers).toEqual(["Jeddah bukan bandar hotel pakej ini."]);

    const c = await book([m("double")]);
    const [g] = await guestsOf(c.id);
    expect((await move(g.id, room.id)).statusCode).toBe(200);
    const busy = await call("DELETE", `/api/rooming/${timeId}/room/${room.id}?lang=en`);
    expect(busy.statusCode).toBe(422);
    expect(busy.json().errors.room_id).toEqual(["This room has guests: move them out before deleting it."]);
    await move(g.id, null);
    const deleted = await call("DELETE", `/api/rooming/${timeId}/room/${room.id}?lang=en`);
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json().data as RoomingListDto).room_types[1].rooms).toEqual([]);
    expect((await call("DELETE", `/api/rooming/${timeId}/room/${room.id}`)).statusCode).toBe(404);
  });
});

describe("consistency with the bookings", () => {
  // Through the use cases the cancel and status routes call (their booking answers are being
  // reshaped with the rooms core): what is tested is the list they leave behind.
  const ctx = (actor: Actor | null = null): Ctx => ({
    db: t.db,
    actor,
    locale: "id",
    requestId: "x",
    now: () => new Date(),
  });
  let adminActor: Actor;
  let customerActor: Actor;
  beforeAll(() => {
    adminActor = { id: adminId, role: "admin", name: "Admin", username: "admin", sessionId: 0 };
    customerActor = { id: customerId, role: "customer", name: "Customer", username: "customer", sessionId: 0 };
  });

  it("a cancelled booking (by the admin, by the customer, by expiry) leaves the list in the same change", async () => {
    await clearList();
    const byAdmin = await book([m(), m()]);
    const byCustomer = await book([f()], "pending");
    const expired = await book([f("double")], "pending");
    const stays = await book([m()]);
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(bookings.id, expired.id));
    await t.db.update(settings).set({ bookingExpiryHours: 24 });
    const before = (await arrange()).json().data as RoomingListDto;
    expect(before.unplaced).toEqual([]);

    await cancelBooking({ ctx: ctx(adminActor), input: { id: byAdmin.id, reason: null } });
    await cancelBooking({ ctx: ctx(customerActor), input: { id: byCustomer.id, reason: null } });
    expect(await expireBookings({ ctx: ctx() })).toBeGreaterThanOrEqual(1);

    for (const b of [byAdmin, byCustomer, expired]) {
      expect((await guestsOf(b.id)).map((g) => g.roomId)).toEqual((await guestsOf(b.id)).map(() => null));
    }
    expect((await guestsOf(stays.id))[0].roomId).not.toBeNull();
    const after = await list();
    expect(after.guest_count).toBe(1);
    expect(allRooms(after).flatMap((r) => r.guests.map((g) => g.booking_code))).toEqual([stays.code]);
    // The cancelled bookings' beds are free again.
    expect(allRooms(after).reduce((n, r) => n + r.beds - r.beds_free, 0)).toBe(1);
  });

  it("the admin's status action to cancelled takes the guests out of their rooms", async () => {
    await clearList();
    const b = await book([m()]);
    await arrange();
    expect((await guestsOf(b.id))[0].roomId).not.toBeNull();
    await changeBookingStatus({ ctx: ctx(adminActor), input: { id: b.id, status: "canceled", reason: null } });
    expect((await guestsOf(b.id))[0].roomId).toBeNull();
  });
});

describe("concurrent rooming writes", () => {
  it("two admins arranging at once place each guest once and never overfill a room", async () => {
    await clearList();
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(await book(i % 3 === 0 ? [m(), f(), m()] : i % 3 === 1 ? [f(), f()] : [m()]));
    const results = await Promise.all(Array.from({ length: 8 }, () => arrange()));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const placed = results.map((r) => Number(/^(\d+)/.exec(r.json().message)![1]));
    // One call placed everybody, the others found nothing left to place.
    expect(placed.filter((n) => n > 0)).toEqual([24]);
    const l = await list();
    expect(l.unplaced).toEqual([]);
    const rooms = allRooms(l);
    for (const r of rooms) {
      expect(r.guests.length).toBeLessThanOrEqual(r.beds);
      expect(r.guests.length).toBeGreaterThan(0);
      expect(r.mixed).toBe(false);
    }
    const stored = await t.db.select().from(departureRooms).where(eq(departureRooms.departureId, timeId));
    expect(stored).toHaveLength(rooms.length);
  });

  it("moves into the last bed at once: exactly one is accepted", async () => {
    await clearList();
    await book([m(), m(), m()]);
    const singles = [await book([m()]), await book([m()]), await book([m()]), await book([m()])];
    const l = (await arrange()).json().data as RoomingListDto;
    const target = l.room_types[0].rooms.find((r) => r.beds_free === 1)!;
    const ids = (
      await t.db
        .select({ id: bookingGuests.id })
        .from(bookingGuests)
        .where(
          inArray(
            bookingGuests.bookingId,
            singles.map((s) => s.id),
          ),
        )
    ).map((g) => g.id);
    const loose = [];
    for (const id of ids) {
      const row = await t.db.select().from(bookingGuests).where(eq(bookingGuests.id, id));
      if (row[0].roomId !== target.id) loose.push(id);
    }
    // Everyone out, then all at once into the one free bed.
    for (const id of loose) await move(id, null);
    const results = await Promise.all(loose.map((id) => move(id, target.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(loose.length - 1);
    const final = (await list()).room_types[0].rooms.find((r) => r.id === target.id)!;
    expect(final.guests).toHaveLength(4);
  });
});

describe("Excel export", () => {
  it("downloads the list as .xlsx with its room numbers, in the reader's language", async () => {
    await clearList();
    const b = await book([m(), { gender: "female", type: "child", room: "quad" }]);
    const l = (await arrange()).json().data as RoomingListDto;
    await call("PUT", `/api/rooming/${timeId}/room/${l.room_types[0].rooms[0].id}`, { numbers: { Makkah: "1204" } });
    const res = await call("GET", `/api/rooming/${timeId}/export?lang=id`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="rooming_PKG-\d+_\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(res.rawPayload as never);
    const sheet = book2.getWorksheet("Daftar kamar")!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "Tipe kamar",
      "Kamar",
      "No. Makkah",
      "No. Madinah",
      "Sapaan",
      "Tamu",
      "Jenis jamaah",
      "Pemesanan",
    ]);
    const [g1, g2] = await guestsOf(b.id);
    expect(sheet.getRow(3).values).toEqual([undefined, "Quad", 1, "1204", "", "MR", g1.fullName, "Dewasa", b.code]);
    expect(sheet.getRow(4).values).toEqual([undefined, "Quad", 1, "1204", "", "MISS", g2.fullName, "Anak", b.code]);
  });
});
