import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingGuests, departureFares, departures, roomTypes } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { appWithSessionsPerFile } from "#test/setup/sessions";
import { plainTourInput } from "./tour-input.test-helper";
import { day } from "#test/setup/days";

/*
 * The panel's writes of rooms (decision 031): room types and hotel cities of a package, the fare
 * grid of a departure, copying a grid, with their refusals and access.
 */

const { t, admin, customer, ids } = appWithSessionsPerFile();
let n = 0;

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, payload: payload as never, headers });

const tourPayload = (over: Record<string, unknown> = {}) =>
  plainTourInput({ code: `ROOM-${++n}`, name: { id: `Umrah Kamar ${n}`, en: `Rooms Umrah ${n}` }, ...over });

type RoomTypeEdit = { id: number; code: string; name: Record<string, string>; beds: number; sort_order: number };
type FareDto = { room_type_id: number; code: string; price: number; bed_allotment: number | null };

async function edit(id: number) {
  const res = await send("GET", `/api/tour/${id}/edit`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    room_types: RoomTypeEdit[];
    hotel_cities: string[];
    departures: { id: number; fares: FareDto[]; child_no_bed_price: number | null; infant_price: number | null }[];
  };
}

async function createTour(over: Record<string, unknown> = {}) {
  const res = await send("POST", "/api/tour?lang=en", tourPayload(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** A new tour and its room types as a new package starts with them (Quad, Triple, Double). */
async function tourWithRoomTypes() {
  const pkgId = await createTour();
  const [quad, triple, double] = (await edit(pkgId)).room_types;
  return { pkgId, quad, triple, double };
}

const addDeparture = (tourId: number, body: Record<string, unknown> = {}, lang = "en") =>
  send("POST", `/api/tour/${tourId}/time?lang=${lang}`, { start_date: day(40), end_date: day(49), ...body });
/** addDeparture's new departure, as the API answers it. */
const addedDeparture = async (tourId: number, body: Record<string, unknown> = {}) =>
  (await addDeparture(tourId, body)).json().data;
// The same dates as addDeparture: an update that is not about them leaves them as they are.
const updateDeparture = (tourId: number, departureId: number, body: Record<string, unknown> = {}, lang?: string) =>
  send("PUT", `/api/tour/${tourId}/time/${departureId}${lang ? `?lang=${lang}` : ""}`, {
    start_date: day(40),
    end_date: day(49),
    ...body,
  });

/** A booking in `status` whose guests hold beds of the given room types (null = no bed). */
async function bookBeds(
  pkgId: number,
  departureId: number,
  roomTypeIds: (number | null)[],
  status: "pending" | "paid" | "canceled" = "paid",
) {
  const booking = await createBooking(t.db, ids.customerId, {
    packageId: pkgId,
    departureId,
    status,
    pax: roomTypeIds.length,
  });
  await t.db.insert(bookingGuests).values(
    roomTypeIds.map((roomTypeId, position) => ({
      bookingId: booking.id,
      position,
      fullName: `Jemaah ${position + 1}`,
      gender: "male" as const,
      birthDate: "1980-01-01",
      country: "ID" as const,
      travellerType: roomTypeId === null ? ("child" as const) : ("adult" as const),
      roomTypeId,
      fare: 30_000_000,
    })),
  );
  return booking;
}

const roomTypesInput = (rts: RoomTypeEdit[]) =>
  rts.map((r) => ({ id: r.id, code: r.code, name: r.name, beds: r.beds, sort_order: r.sort_order }));

describe("room and fare writes are for admins", () => {
  it("answers 401 to a visitor and 403 to a customer on copy-fares, and changes nothing", async () => {
    const pkg = await createPackage(t.db, { departures: [{}, {}] });
    const [a, b] = pkg.departures;
    const url = `/api/tour/${pkg.id}/time/${a.id}/copy-fares?lang=en`;
    const payload = { to_time_ids: [b.id] };
    const visitor = await t.app.inject({ method: "POST", url, payload });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: "You should login first to continue." });
    const cust = await send("POST", url, payload, customer);
    expect(cust.statusCode).toBe(403);
    expect(cust.json()).toEqual({ message: "You do not have access to this." });
    for (const url of [`/api/tour/${pkg.id}/time`, `/api/tour/${pkg.id}/time/${a.id}`]) {
      const method = url.endsWith("/time") ? "POST" : "PUT";
      const body = { start_date: day(40), end_date: day(45), fares: [] };
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
      expect((await send(method, url, body, customer)).statusCode).toBe(403);
    }
  });
});

describe("room types of a package", () => {
  it("gives a package created without room types Quad, Triple and Double, named in three languages", async () => {
    const id = await createTour();
    const form = await edit(id);
    expect(form.room_types.map((r) => [r.code, r.beds])).toEqual([
      ["quad", 4],
      ["triple", 3],
      ["double", 2],
    ]);
    for (const r of form.room_types) expect(Object.keys(r.name).sort()).toEqual(["en", "id", "my"]);
    expect(form.hotel_cities).toEqual([]);
  });

  it("creates with the room types and hotel cities sent, and an update without them keeps them", async () => {
    const id = await createTour({
      room_types: [
        { code: "Twin", name: { id: "Twin", en: "Twin share" }, beds: 2 },
        { code: "single", name: { id: "Single" }, beds: 1, sort_order: 1 },
      ],
      hotel_cities: ["Makkah", "Madinah"],
    });
    const before = await edit(id);
    expect(before.room_types.map((r) => [r.code, r.beds, r.name.en ?? null])).toEqual([
      ["twin", 2, "Twin share"],
      ["single", 1, null],
    ]);
    expect(before.hotel_cities).toEqual(["Makkah", "Madinah"]);
    const res = await send("PUT", `/api/tour/${id}?lang=en`, tourPayload({ code: `KEEP-${id}` }));
    expect(res.statusCode, res.body).toBe(200);
    const after = await edit(id);
    expect(after.room_types).toEqual(before.room_types);
    expect(after.hotel_cities).toEqual(["Makkah", "Madinah"]);
  });

  it("upserts by id: renames and recodes kept ones (codes may swap), adds new ones, deletes missing ones", async () => {
    const id = await createTour();
    const dep = await addedDeparture(id);
    const [quad, triple, double] = (await edit(id)).room_types;
    const res = await send(
      "PUT",
      `/api/tour/${id}?lang=en`,
      tourPayload({
        code: `UPS-${id}`,
        room_types: [
          { ...roomTypesInput([quad])[0], name: { id: "Sekamar Berempat" } },
          // Triple and Double swap their codes: the unique code per package must not trip.
          { ...roomTypesInput([triple])[0], code: "double", beds: 2 },
          { ...roomTypesInput([double])[0], code: "triple", beds: 3 },
          { code: "quint", name: { id: "Quint" }, beds: 5, sort_order: 3 },
        ],
        hotel_cities: ["Makkah"],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const form = await edit(id);
    expect(form.room_types.map((r) => [r.id === quad.id, r.code, r.beds])).toEqual([
      [true, "quad", 4],
      [false, "double", 2],
      [false, "triple", 3],
      [false, "quint", 5],
    ]);
    expect(form.room_types[0].name).toEqual({ id: "Sekamar Berempat" });
    expect(form.room_types[1].id).toBe(triple.id);
    expect(form.hotel_cities).toEqual(["Makkah"]);
    // The departure's fares stay with their room types.
    expect(form.departures[0].fares.map((f) => f.room_type_id)).toEqual([quad.id, triple.id, double.id]);

    const removed = await send(
      "PUT",
      `/api/tour/${id}?lang=en`,
      tourPayload({ code: `UPS-${id}`, room_types: roomTypesInput(form.room_types.slice(0, 2)) }),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await edit(id);
    expect(left.room_types.map((r) => r.code)).toEqual(["quad", "double"]);
    expect(left.departures.find((d) => d.id === dep.id)?.fares.map((f) => f.room_type_id)).toEqual([
      quad.id,
      triple.id,
    ]);
    expect(await t.db.select().from(roomTypes).where(eq(roomTypes.id, double.id))).toEqual([]);
  });

  it("refuses another package's room type id, no room type at all, and a repeated code, translated", async () => {
    const id = await createTour();
    const other = await createTour();
    const [foreign] = (await edit(other)).room_types;
    const mine = (await edit(id)).room_types;
    const res = await send(
      "PUT",
      `/api/tour/${id}?lang=en`,
      tourPayload({ code: `REF-${id}`, room_types: [...roomTypesInput(mine).slice(1), roomTypesInput([foreign])[0]] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "room_types.2.id": ["This room type is not one of this package's."] });
    const none = await send("PUT", `/api/tour/${id}?lang=id`, tourPayload({ code: `REF-${id}`, room_types: [] }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ room_types: ["Paket harus memiliki minimal satu tipe kamar."] });
    const twice = await send(
      "POST",
      "/api/tour?lang=my",
      tourPayload({
        room_types: [
          { code: "quad", name: { id: "A" }, beds: 4 },
          { code: "quad", name: { id: "B" }, beds: 4 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ room_types: ["Setiap jenis bilik memerlukan kodnya sendiri."] });
    expect((await edit(id)).room_types).toEqual(mine);
    expect((await edit(other)).room_types[0]).toEqual(foreign);
  });

  it("refuses removing a room type whose beds bookings hold (not canceled ones), and keeps it", async () => {
    const pkgId = await createTour();
    const dep = await addedDeparture(pkgId);
    const [quad, triple, double] = (await edit(pkgId)).room_types;
    await bookBeds(pkgId, dep.id, [triple.id], "canceled");
    await bookBeds(pkgId, dep.id, [quad.id, null], "pending");
    const res = await send(
      "PUT",
      `/api/tour/${pkgId}?lang=en`,
      tourPayload({ code: `USE-${pkgId}`, room_types: roomTypesInput([triple, double]) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      room_types: ["Quad (4 people) cannot be removed: bookings hold beds of this room type."],
    });
    expect((await edit(pkgId)).room_types.map((r) => r.code)).toEqual(["quad", "triple", "double"]);
    // A canceled booking holds no beds: Triple may go.
    const ok = await send(
      "PUT",
      `/api/tour/${pkgId}?lang=en`,
      tourPayload({ code: `USE-${pkgId}`, room_types: roomTypesInput([quad, double]) }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses removing the room types an open departure sells, but not those of a closed one", async () => {
    const { pkgId, quad, triple, double } = await tourWithRoomTypes();
    const open = await addDeparture(pkgId, {
      start_date: day(30),
      end_date: day(39),
      fares: [{ room_type_id: double.id, price: 40_000_000 }],
    });
    expect(open.statusCode, open.body).toBe(200);
    const res = await send(
      "PUT",
      `/api/tour/${pkgId}?lang=en`,
      tourPayload({ code: `ONLY-${pkgId}`, room_types: roomTypesInput([quad, triple]) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      room_types: [
        `This would leave the open departure of ${day(30)} with no room type to sell: give it another fare or close it first.`,
      ],
    });
    await send("PUT", `/api/tour/${pkgId}/time/${open.json().data.id}`, {
      start_date: day(30),
      end_date: day(39),
      is_open: false,
    });
    const closed = await send(
      "PUT",
      `/api/tour/${pkgId}?lang=en`,
      tourPayload({ code: `ONLY-${pkgId}`, room_types: roomTypesInput([quad, triple]) }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
  });
});

describe("fare grid of a departure", () => {
  it("sells every room type at the override or base price when created without fares", async () => {
    const { pkgId, quad, triple, double } = await tourWithRoomTypes();
    const base = await addDeparture(pkgId);
    expect(base.statusCode, base.body).toBe(200);
    expect(base.json().data).toMatchObject({
      price: 30_000_000,
      child_no_bed_price: null,
      infant_price: null,
      fares: [
        { room_type_id: quad.id, code: "quad", beds: 4, price: 30_000_000, bed_allotment: null, beds_held: 0 },
        { room_type_id: triple.id, code: "triple", beds: 3, price: 30_000_000, beds_left: null, full: false },
        { room_type_id: double.id, code: "double", beds: 2, price: 30_000_000 },
      ],
    });
    const own = await addDeparture(pkgId, { price_override: 33_000_000 });
    expect(own.json().data.fares.map((f: FareDto) => f.price)).toEqual([33_000_000, 33_000_000, 33_000_000]);
  });

  it("stores the grid sent with child and infant fares; the price is the cheapest bed; beds held and left", async () => {
    const { pkgId, quad, triple, double } = await tourWithRoomTypes();
    const res = await addDeparture(pkgId, {
      capacity: 20,
      fares: [
        { room_type_id: double.id, price: 37_900_000, bed_allotment: 4 },
        { room_type_id: quad.id, price: 32_900_000 },
      ],
      child_no_bed_price: 25_000_000,
      infant_price: 8_500_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const dep = res.json().data;
    expect(dep).toMatchObject({ price: 32_900_000, child_no_bed_price: 25_000_000, infant_price: 8_500_000 });
    // In the package's order, whatever the order sent; Triple is not sold.
    expect(dep.fares.map((f: FareDto) => [f.code, f.price, f.bed_allotment])).toEqual([
      ["quad", 32_900_000, null],
      ["double", 37_900_000, 4],
    ]);
    await bookBeds(pkgId, dep.id, [double.id, double.id, double.id, quad.id]);
    await bookBeds(pkgId, dep.id, [double.id], "canceled");
    // An update without fares, child or infant fare keeps them.
    const kept = await updateDeparture(pkgId, dep.id);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      child_no_bed_price: 25_000_000,
      infant_price: 8_500_000,
      fares: [
        { code: "quad", beds_held: 1, beds_left: null, full: false },
        { code: "double", bed_allotment: 4, beds_held: 3, beds_left: 1, full: false },
      ],
    });
    const full = await updateDeparture(pkgId, dep.id, {
      fares: [
        { room_type_id: quad.id, price: 32_900_000 },
        { room_type_id: double.id, price: 37_900_000, bed_allotment: 3 },
        { room_type_id: triple.id, price: 34_900_000, bed_allotment: 0 },
      ],
      child_no_bed_price: null,
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data).toMatchObject({
      child_no_bed_price: null,
      infant_price: 8_500_000,
      fares: [
        { code: "quad", full: false },
        { code: "triple", beds_left: 0, full: true },
        { code: "double", beds_left: 0, full: true },
      ],
    });
    const stored = await t.db.select().from(departureFares).where(eq(departureFares.departureId, dep.id));
    expect(stored).toHaveLength(3);
  });

  it("refuses another package's room type, an allotment below the beds held, and an open departure selling nothing", async () => {
    const pkgId = await createTour();
    const other = await createTour();
    const [foreign] = (await edit(other)).room_types;
    const [quad, , double] = (await edit(pkgId)).room_types;
    const unknown = await addDeparture(pkgId, {
      fares: [
        { room_type_id: quad.id, price: 1 },
        { room_type_id: foreign.id, price: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ "fares.1.room_type_id": ["This room type is not one of this package's."] });
    const nothing = await addDeparture(pkgId, { fares: [] }, "my");
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors).toEqual({
      fares: [
        "Tarikh berlepas yang dibuka mesti menjual sekurang-kurangnya satu jenis bilik: masukkan harga atau tutup tarikh berlepas itu.",
      ],
    });
    const count = async () => (await t.db.select().from(departures).where(eq(departures.packageId, pkgId))).length;
    expect(await count()).toBe(0);
    // A closed departure may sell nothing yet; opening it then needs a fare.
    const closed = await addDeparture(pkgId, { fares: [], is_open: false });
    expect(closed.statusCode, closed.body).toBe(200);
    const reopen = await updateDeparture(pkgId, closed.json().data.id, { is_open: true }, "en");
    expect(reopen.statusCode).toBe(422);
    expect(reopen.json().errors.fares).toHaveLength(1);

    const dep = await addedDeparture(pkgId);
    await bookBeds(pkgId, dep.id, [double.id, double.id, double.id]);
    const below = await updateDeparture(
      pkgId,
      dep.id,
      {
        fares: [
          { room_type_id: quad.id, price: 30_000_000, bed_allotment: 0 },
          { room_type_id: double.id, price: 30_000_000, bed_allotment: 2 },
        ],
      },
      "id",
    );
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({
      "fares.1.bed_allotment": ["Alokasi tidak boleh kurang dari 3 tempat tidur yang sudah dipesan."],
    });
    const atHeld = await updateDeparture(pkgId, dep.id, {
      fares: [{ room_type_id: double.id, price: 30_000_000, bed_allotment: 3 }],
    });
    expect(atHeld.statusCode, atHeld.body).toBe(200);
    expect(atHeld.json().data.fares).toMatchObject([{ code: "double", beds_left: 0, full: true }]);
  });
});

describe("a client that knows no room types still sets prices", () => {
  it("moves beds at the old departure price to a new override, and to a new base price without one", async () => {
    const { pkgId, quad, triple, double } = await tourWithRoomTypes();
    const own = await addedDeparture(pkgId, {
      fares: [
        { room_type_id: quad.id, price: 30_000_000 },
        { room_type_id: double.id, price: 35_000_000 },
      ],
    });
    const plain = await addedDeparture(pkgId, { start_date: day(70), end_date: day(79) });
    const override = await updateDeparture(pkgId, own.id, { price_override: 31_000_000 });
    expect(override.statusCode, override.body).toBe(200);
    expect(override.json().data.fares.map((f: FareDto) => [f.code, f.price])).toEqual([
      ["quad", 31_000_000],
      ["double", 35_000_000],
    ]);
    const base = await send(
      "PUT",
      `/api/tour/${pkgId}?lang=en`,
      tourPayload({ code: `BASE-${pkgId}`, base_price: 29_000_000 }),
    );
    expect(base.statusCode, base.body).toBe(200);
    const form = await edit(pkgId);
    const prices = (id: number) => form.departures.find((d) => d.id === id)?.fares.map((f) => f.price);
    expect(prices(plain.id)).toEqual([29_000_000, 29_000_000, 29_000_000]);
    // The departure with its own price keeps it.
    expect(prices(own.id)).toEqual([31_000_000, 35_000_000]);
    expect(triple.code).toBe("triple");
  });
});

describe("POST /api/tour/:id/time/:time_id/copy-fares", () => {
  it("copies the grid, allotments, child and infant fares to the listed departures only, with a message", async () => {
    const { pkgId, quad, triple, double } = await tourWithRoomTypes();
    const source = await addedDeparture(pkgId, {
      fares: [
        { room_type_id: quad.id, price: 32_900_000 },
        { room_type_id: triple.id, price: 34_900_000 },
        { room_type_id: double.id, price: 37_900_000, bed_allotment: 10 },
      ],
      child_no_bed_price: 27_000_000,
      infant_price: 9_000_000,
    });
    const a = await addedDeparture(pkgId, { start_date: day(60), end_date: day(69) });
    const b = await addedDeparture(pkgId, { start_date: day(90), end_date: day(99), is_open: false });
    const untouched = await addedDeparture(pkgId, { start_date: day(120), end_date: day(129) });
    const res = await send("POST", `/api/tour/${pkgId}/time/${source.id}/copy-fares?lang=en`, {
      to_time_ids: [b.id, a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Fare grid copied.");
    expect(
      res
        .json()
        .data.map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const form = await edit(pkgId);
    const grid = (id: number) => {
      const d = form.departures.find((x) => x.id === id);
      return d && [d.fares.map((f) => [f.code, f.price, f.bed_allotment]), d.child_no_bed_price, d.infant_price];
    };
    expect(grid(a.id)).toEqual(grid(source.id));
    expect(grid(b.id)).toEqual(grid(source.id));
    expect(grid(untouched.id)).toEqual([
      [
        ["quad", 30_000_000, null],
        ["triple", 30_000_000, null],
        ["double", 30_000_000, null],
      ],
      null,
      null,
    ]);
  });

  it("refuses another package's departure and an allotment below a target's beds held, changing nothing", async () => {
    const { pkgId, quad, double } = await tourWithRoomTypes();
    const source = await addedDeparture(pkgId, {
      fares: [
        { room_type_id: quad.id, price: 32_900_000 },
        { room_type_id: double.id, price: 37_900_000, bed_allotment: 1 },
      ],
      infant_price: 9_000_000,
    });
    const a = await addedDeparture(pkgId, { start_date: day(60), end_date: day(69) });
    const b = await addedDeparture(pkgId, { start_date: day(90), end_date: day(99) });
    const otherPkg = await createTour();
    const foreign = await addedDeparture(otherPkg);
    const before = await edit(pkgId);

    const res = await send("POST", `/api/tour/${pkgId}/time/${source.id}/copy-fares?lang=en`, {
      to_time_ids: [a.id, foreign.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "to_time_ids.1": ["This departure is not one of this package's."] });

    await bookBeds(pkgId, b.id, [double.id, double.id]);
    const held = await send("POST", `/api/tour/${pkgId}/time/${source.id}/copy-fares?lang=en`, {
      to_time_ids: [a.id, b.id],
    });
    expect(held.statusCode).toBe(422);
    expect(held.json().errors).toEqual({
      "to_time_ids.1": [
        `Departure of ${day(90)}: the Double (2 people) allotment would be below the 2 beds already booked.`,
      ],
    });
    // All or nothing: the first target kept its grid too.
    const after = await edit(pkgId);
    const prices = (form: typeof before, id: number) =>
      form.departures.find((d) => d.id === id)?.fares.map((f) => [f.price, f.bed_allotment]);
    expect(after.departures.find((d) => d.id === a.id)).toEqual(before.departures.find((d) => d.id === a.id));
    expect(prices(after, b.id)).toEqual(prices(before, b.id));
    expect(after.departures.find((d) => d.id === a.id)?.infant_price).toBeNull();

    const unknownSource = await send("POST", `/api/tour/${otherPkg}/time/${source.id}/copy-fares`, {
      to_time_ids: [foreign.id],
    });
    expect(unknownSource.statusCode).toBe(404);
  });
});
