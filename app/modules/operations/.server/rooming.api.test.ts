import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, bookings, departureRooms, roomTypes, settings } from "#db/schema";
import { createBooking, createPackage, tr } from "#test/factories";
import type { TestApp } from "#test/setup/app";
import { adminOnlyCheck, apiCaller, createAppWithSessions, type Headers } from "#test/setup/sessions";
import type { Actor, Ctx } from "#app/shared/context";
import type { GuestRelation } from "#app/modules/booking/booking.contract";
import type { RoomingListDto } from "#app/modules/operations/operations.contract";
import { roomMixes } from "#app/modules/operations/rooming.rules";
import { cancelBooking } from "#app/modules/booking/.server/cancel-booking";
import { changeBookingStatus } from "#app/modules/booking/.server/change-booking-status";
import { expireBookings } from "#app/modules/booking/.server/expire-bookings";
import { bookingEffects } from "#test/setup/booking-effects";
import { actorOf } from "#test/setup/actors";

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

type Person = {
  gender: "male" | "female";
  type?: "adult" | "child" | "infant";
  room?: "quad" | "double" | null;
  /** How they are related to guest number `to` of the booking (positions count from 1). */
  rel?: { relation: GuestRelation; to?: number };
};

/** A booking of the customer on the departure, with its guests written directly (the checkout is the lead's). */
async function book(people: Person[], status: "pending" | "paid" | "canceled" = "paid", departureId = timeId) {
  const b = await createBooking(t.db, customerId, { departureId, status, pax: people.length });
  await t.db.insert(bookingGuests).values(
    people.map((p, i) => ({
      bookingId: b.id,
      position: i + 1,
      relation: p.rel?.relation ?? null,
      relatedTo: p.rel?.to ?? null,
      fullName: `${b.code} guest ${i + 1}`,
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
const f = (room: Person["room"] | Person["rel"] = "quad"): Person =>
  typeof room === "object" && room !== null
    ? { gender: "female", room: "quad", rel: room }
    : { gender: "female", room };

const list = async (lang = "en") => {
  const res = await call("GET", `/api/rooming/${timeId}?lang=${lang}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as RoomingListDto;
};
const arrange = () => call("POST", `/api/rooming/${timeId}/arrange?lang=en`);
const move = (guestId: number, roomId: number | null, lang = "en", confirm?: boolean) =>
  call("PUT", `/api/rooming/${timeId}/guest/${guestId}?lang=${lang}`, {
    room_id: roomId,
    ...(confirm === undefined ? {} : { confirm }),
  });
const guestsOf = (bookingId: string) =>
  t.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId)).orderBy(bookingGuests.position);
const allRooms = (l: RoomingListDto) => l.room_types.flatMap((rt) => rt.rooms);

async function clearList() {
  await t.db.update(bookingGuests).set({ roomId: null });
  await t.db.delete(departureRooms);
  await t.db.update(bookings).set({ status: "canceled" });
}

beforeAll(async () => {
  ({ t, admin, adminId, customer, customerId } = await createAppWithSessions({ currency: "IDR" }));
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

  it("takes no input: an array or a string as body is 422 and places no one; {} arranges", async () => {
    await clearList();
    await book([m(), f()]);
    for (const payload of ["[]", '"arrange"', '{"all":true}']) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/rooming/${timeId}/arrange?lang=en`,
        headers: { ...admin, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json().errors).toEqual({ _: ["This action takes no input: send no body, or {}."] });
    }
    expect((await list()).unplaced).toHaveLength(2);
    const res = await call("POST", `/api/rooming/${timeId}/arrange?lang=en`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("2 guests placed.");
  });

  it("answers in the reader's language", async () => {
    const res = await call("POST", `/api/rooming/${timeId}/arrange?lang=my`);
    expect(res.json().message).toBe("0 jemaah ditempatkan.");
    expect((await call("POST", `/api/rooming/${timeId}/arrange?lang=id`)).json().message).toBe("0 jemaah ditempatkan.");
  });
  it("never puts a father with his daughter of 7 and his infant in a Double with a man of another booking", async () => {
    await clearList();
    const stranger = await book([m("double")]);
    const father = await book([
      m("double"),
      { gender: "female", type: "child", room: null, rel: { relation: "parent_child", to: 1 } },
      { gender: "female", type: "infant", room: null, rel: { relation: "parent_child", to: 1 } },
    ]);
    const after = (await arrange()).json().data as RoomingListDto;
    expect(after.unplaced).toEqual([]);
    const doubles = after.room_types.find((rt) => rt.code === "double")!.rooms;
    expect(doubles.map((r) => [...new Set(r.guests.map((g) => g.booking_code))])).toEqual([
      [stranger.code],
      [father.code],
    ]);
    expect(doubles[1].guests).toHaveLength(3);
    for (const room of doubles) expect(room.warnings).toEqual([]);
    // The relations are on the list.
    expect(doubles[1].guests.map((g) => [g.position, g.relation, g.related_to])).toEqual([
      [1, null, null],
      [2, "parent_child", 1],
      [3, "parent_child", 1],
    ]);
  });

  it("keeps a woman travelling with a couple apart from the man when she is related to nobody", async () => {
    await clearList();
    const b = await book([m(), f({ relation: "spouse", to: 1 }), f({ relation: "none" })]);
    const after = (await arrange()).json().data as RoomingListDto;
    const rooms = after.room_types[0].rooms.map((r) => r.guests.map((g) => g.full_name));
    expect(rooms).toEqual([[`${b.code} guest 1`, `${b.code} guest 2`], [`${b.code} guest 3`]]);
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
      "Jemaah ini membeli tempat tidur tipe kamar lain: pilih kamar sesuai tipenya.",
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
    // Asked first: 409 with what is to be confirmed, nothing moved.
    const asked = await move(wGuest.id, manRoom.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().errors.confirm).toEqual(["A man and a woman of different families would share the room."]);
    expect((await guestsOf(w.id))[0].roomId).not.toBe(manRoom.id);
    const res = await move(wGuest.id, manRoom.id, "en", true);
    expect(res.statusCode).toBe(200);
    const mixed = (res.json().data as RoomingListDto).room_types[0].rooms[0];
    expect(mixed.mixed).toBe(true);
    expect(mixed.warnings).toEqual(["mixed"]);
    expect(
      roomMixes(mixed.guests.map((g) => ({ family: g.family, gender: g.gender, roomTypeId: g.room_type_id }))),
    ).toBe(true);
  });

  it("asks before moving a girl of 8 away from her parents into a room of four unrelated adults, then flags it", async () => {
    await clearList();
    const family = await book([m(), f(), { gender: "female", type: "child", room: "quad" }]);
    const men = [await book([m()]), await book([m()]), await book([m()])];
    const l = (await arrange()).json().data as RoomingListDto;
    const menRoom = l.room_types[0].rooms.find((r) => r.guests.some((g) => g.booking_code === men[0].code))!;
    expect(menRoom.guests).toHaveLength(3);
    const [, , girl] = await guestsOf(family.id);
    const before = await list();

    const asked = await move(girl.id, menRoom.id, "id");
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(
      "Pemindahan ini perlu dikonfirmasi: kirim lagi dengan konfirmasi jika memang disengaja.",
    );
    expect(asked.json().errors.confirm).toEqual([
      "Laki-laki dan perempuan dari keluarga berbeda akan sekamar.",
      "Seorang anak atau bayi akan sekamar tanpa orang dewasa dari pemesanannya.",
      "Seorang anak atau bayi akan sekamar dengan jemaah dari pemesanan lain.",
    ]);
    expect(await list()).toEqual(before);
    expect((await move(girl.id, menRoom.id, "en", false)).statusCode).toBe(409);

    const done = await move(girl.id, menRoom.id, "en", true);
    expect(done.statusCode).toBe(200);
    const flagged = allRooms(done.json().data as RoomingListDto).find((r) => r.id === menRoom.id)!;
    expect(flagged.warnings).toEqual(["mixed", "child_apart", "child_with_others"]);
    expect(flagged.guests.map((g) => g.id)).toContain(girl.id);
    // Back with her parents: no question, no flag.
    const back = await move(girl.id, (await guestsOf(family.id))[0].roomId);
    expect(back.statusCode).toBe(200);
    for (const room of allRooms(back.json().data as RoomingListDto)) expect(room.warnings).toEqual([]);
  });

  it("asks before taking a child's last adult out of their room", async () => {
    await clearList();
    const b = await book([f(), { gender: "male", type: "infant", room: null }]);
    await arrange();
    const [mother] = await guestsOf(b.id);
    const asked = await move(mother.id, null);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().errors.confirm).toEqual([
      "A child or an infant would be in a room without an adult of their booking.",
    ]);
    expect((await move(mother.id, null, "en", true)).statusCode).toBe(200);
    const room = allRooms(await list()).find((r) => r.guests.length > 0)!;
    expect(room.warnings).toEqual(["child_apart"]);
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
    adminActor = actorOf({ id: adminId, role: "admin" });
    customerActor = actorOf({ id: customerId, role: "customer" });
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

    await cancelBooking({ ctx: ctx(adminActor), effects: bookingEffects, input: { id: byAdmin.id, reason: null } });
    await cancelBooking({
      ctx: ctx(customerActor),
      effects: bookingEffects,
      input: { id: byCustomer.id, reason: null },
    });
    expect(await expireBookings({ ctx: ctx(), effects: bookingEffects })).toBeGreaterThanOrEqual(1);

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
    await changeBookingStatus({
      ctx: ctx(adminActor),
      effects: bookingEffects,
      input: { id: b.id, status: "canceled", reason: null },
    });
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

describe("hotel stays", () => {
  const addDays = (iso: string, n: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const stays = (body: unknown, lang = "en") => call("PUT", `/api/rooming/${timeId}/stays?lang=${lang}`, body);

  it("sets each hotel city's check-in and check-out; the cities follow the stays' order", async () => {
    const { time } = await list();
    const before = await list();
    expect(before.stays).toEqual([
      { city: "Makkah", check_in: null, check_out: null },
      { city: "Madinah", check_in: null, check_out: null },
    ]);
    // Madinah first on this trip: the list's cities follow the itinerary.
    const res = await stays({
      stays: [
        { city: "Makkah", check_in: addDays(time.start_date, 4), check_out: time.end_date },
        { city: "Madinah", check_in: time.start_date, check_out: addDays(time.start_date, 4) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Hotel dates saved.");
    expect((res.json().data as RoomingListDto).stays).toEqual([
      { city: "Madinah", check_in: time.start_date, check_out: addDays(time.start_date, 4) },
      { city: "Makkah", check_in: addDays(time.start_date, 4), check_out: time.end_date },
    ]);
    // The room numbers keep the package's cities.
    expect((res.json().data as RoomingListDto).hotel_cities).toEqual(["Makkah", "Madinah"]);
  });

  it("refuses a city of no hotel, a city twice, dates outside the trip or in the wrong order, translated", async () => {
    const { time } = await list();
    const saved = (await list()).stays;
    const res = await stays(
      {
        stays: [
          { city: "Jeddah", check_in: time.start_date, check_out: addDays(time.start_date, 1) },
          { city: "Makkah", check_in: addDays(time.start_date, -1), check_out: addDays(time.start_date, 1) },
          { city: "Makkah", check_in: time.start_date, check_out: addDays(time.end_date, 1) },
        ],
      },
      "my",
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors["stays.0.city"]).toEqual(["Jeddah bukan bandar hotel pakej ini."]);
    expect(errors["stays.1.check_in"][0]).toMatch(/^Tarikh hotel mesti dalam tempoh perjalanan: /);
    expect(errors["stays.2.city"]).toEqual(["Makkah sudah ada: satu penginapan bagi setiap bandar."]);
    expect(errors["stays.2.check_out"]).toHaveLength(1);
    const order = await stays({ stays: [{ city: "Makkah", check_in: time.end_date, check_out: time.start_date }] });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors["stays.0.check_out"]).toEqual(["The check-out date comes after the check-in date."]);
    expect((await list()).stays).toEqual(saved);
  });
});

describe("Excel export", () => {
  it("carries the agency's heading, the hotel dates in the itinerary's order, who has no bed and the totals per room type", async () => {
    await clearList();
    const b = await book([
      m(),
      { gender: "female", type: "child", room: "quad" },
      { gender: "male", type: "infant", room: null },
    ]);
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
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    // The agency (settings), its address and contacts; the trip; the stays, Madinah first.
    expect(rows[0]).toEqual(["Amanah Tour & Travel"]);
    expect(rows[1]).toEqual(["Jl. Jend. Sudirman No. 10, Jakarta Pusat, Indonesia"]);
    expect(rows[2]).toEqual(["+62 21 5550 1234 · info@amanah-travel.example"]);
    expect(String(rows[3][0])).toMatch(/^Daftar kamar · .+ \(PKG-\d+\) · /);
    expect(String(rows[4][0])).toMatch(/^Madinah: check-in \d{1,2} \w+ \d{4}, check-out \d{1,2} \w+ \d{4}$/);
    expect(String(rows[5][0])).toMatch(/^Makkah: check-in /);
    const header = rows.findIndex((r) => r[0] === "Tipe kamar");
    expect(rows[header]).toEqual([
      "Tipe kamar",
      "Kamar",
      "No. Madinah",
      "No. Makkah",
      "Sapaan",
      "Jemaah",
      "Jenis jemaah",
      "Tempat tidur",
      "Pemesanan",
    ]);
    const [g1, g2, g3] = await guestsOf(b.id);
    expect(rows.slice(header + 1, header + 4)).toEqual([
      ["Quad", 1, "", "1204", "MR", g1.fullName, "Dewasa", "Ada", b.code],
      ["Quad", 1, "", "1204", "MISS", g2.fullName, "Anak", "Ada", b.code],
      ["Quad", 1, "", "1204", "MSTR", g3.fullName, "Bayi", "Tanpa tempat tidur", b.code],
    ]);
    const totals = rows.findIndex((r) => r[0] === "Jumlah per tipe kamar");
    expect(rows.slice(totals + 1, totals + 5)).toEqual([
      ["Tipe kamar", "Kamar", "Tempat tidur terisi", "Jemaah", "Tanpa tempat tidur"],
      ["Quad", 1, 2, 3, 1],
      ["Double", 0, 0, 0, 0],
      ["Total", 1, 2, 3, 1],
    ]);
  });
});
