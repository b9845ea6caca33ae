import { describe, expect, it } from "vitest";
import {
  arrange,
  mayShare,
  moveRefusal,
  type RoomingGuest,
  type RoomingPlan,
  type RoomingRoom,
  roomMixes,
  roomsKept,
} from "./rooming.rules";

const QUAD = 1;
const DOUBLE = 2;
const BEDS = new Map([
  [QUAD, 4],
  [DOUBLE, 2],
]);

let nextId = 1;
/** Guests of one booking: "m"/"f" take a bed of `roomTypeId`; "m-"/"f-" take none (child without bed, infant). */
function booking(
  code: string,
  people: string,
  opts: { roomTypeId?: number; customerId?: number; order?: number } = {},
): RoomingGuest[] {
  const order = opts.order ?? code.charCodeAt(0);
  return people.split(" ").map((p, position) => ({
    id: nextId++,
    bookingId: code,
    customerId: opts.customerId ?? order,
    bookingOrder: order,
    position,
    gender: p.startsWith("m") ? "male" : "female",
    roomTypeId: p.endsWith("-") ? null : (opts.roomTypeId ?? QUAD),
    roomId: null,
  }));
}

/** Applies a plan and returns each room's occupants as "booking:gender" strings, rooms in id order. */
function rooms(guests: RoomingGuest[], existing: RoomingRoom[], plan: RoomingPlan) {
  const at = new Map(plan.place.map((p) => [p.guestId, p.roomId]));
  const ids = [...existing.map((r) => r.id), ...plan.open.map((o) => o.ref)];
  return ids.map((id) =>
    guests
      .filter((g) => (at.get(g.id) ?? g.roomId) === id)
      .map((g) => `${g.bookingId}:${g.gender[0]}${g.roomTypeId === null ? "-" : ""}`)
      .join(" "),
  );
}

function occupantsOf(guests: RoomingGuest[], plan: RoomingPlan) {
  const at = new Map(plan.place.map((p) => [p.guestId, p.roomId]));
  const byRoom = new Map<number, RoomingGuest[]>();
  for (const g of guests) {
    const room = at.get(g.id) ?? g.roomId;
    if (room !== null) byRoom.set(room, [...(byRoom.get(room) ?? []), g]);
  }
  return byRoom;
}

describe("arrange", () => {
  it("keeps a booking together in one new room", () => {
    const guests = booking("A", "m f m");
    const plan = arrange(guests, [], BEDS);
    expect(plan.open).toEqual([{ ref: -1, roomTypeId: QUAD, beds: 4 }]);
    expect(rooms(guests, [], plan)).toEqual(["A:m A:f A:m"]);
  });

  it("fills the fullest room a booking may share before an emptier one or a new one", () => {
    const placed = [...booking("A", "f f f"), ...booking("B", "f f")];
    const existing: RoomingRoom[] = [
      { id: 10, roomTypeId: QUAD, beds: 4, position: 0 },
      { id: 11, roomTypeId: QUAD, beds: 4, position: 1 },
    ];
    for (const g of placed.slice(0, 3)) g.roomId = 10;
    for (const g of placed.slice(3)) g.roomId = 11;
    const newcomer = booking("C", "f");
    const guests = [...placed, ...newcomer];
    const plan = arrange(guests, existing, BEDS);
    expect(plan.open).toEqual([]);
    expect(plan.place).toEqual([{ guestId: newcomer[0].id, roomId: 10 }]);
  });

  it("never puts men and women of different bookings in one room", () => {
    const guests = [...booking("A", "m m"), ...booking("B", "f"), ...booking("C", "m")];
    const plan = arrange(guests, [], BEDS);
    expect(rooms(guests, [], plan)).toEqual(["A:m A:m C:m", "B:f"]);
  });

  it("lets a booking of men and women share only with itself", () => {
    const guests = [...booking("A", "m f"), ...booking("B", "f"), ...booking("C", "m")];
    const plan = arrange(guests, [], BEDS);
    expect(rooms(guests, [], plan)).toEqual(["A:m A:f", "B:f", "C:m"]);
  });

  it("splits a booking larger than a room by gender, each gender together", () => {
    const guests = booking("A", "m f m f m f", { roomTypeId: QUAD });
    const plan = arrange(guests, [], BEDS);
    expect(rooms(guests, [], plan)).toEqual(["A:f A:f A:f", "A:m A:m A:m"]);
  });

  it("splits a large one-gender booking guest by guest, filling its rooms", () => {
    const guests = booking("A", "f f f f f f", { roomTypeId: QUAD });
    const plan = arrange(guests, [], BEDS);
    expect(rooms(guests, [], plan)).toEqual(["A:f A:f A:f A:f", "A:f A:f"]);
  });

  it("opens a new room rather than splitting a booking that fits one", () => {
    const a = booking("A", "f f");
    for (const g of a) g.roomId = 10;
    const guests = [...a, ...booking("B", "f f f")];
    const existing = [{ id: 10, roomTypeId: QUAD, beds: 4, position: 0 }];
    const plan = arrange(guests, existing, BEDS);
    expect(rooms(guests, existing, plan)).toEqual(["A:f A:f", "B:f B:f B:f"]);
  });

  it("places guests of each room type in rooms of that type", () => {
    const guests = [...booking("A", "m m", { roomTypeId: DOUBLE }), ...booking("B", "m m")];
    const plan = arrange(guests, [], BEDS);
    expect(plan.open.map((o) => o.roomTypeId)).toEqual([DOUBLE, QUAD]);
    expect(rooms(guests, [], plan)).toEqual(["A:m A:m", "B:m B:m"]);
  });

  it("puts children without a bed and infants in the room of their booking's guests, taking no bed", () => {
    const guests = [
      ...booking("A", "m f f- m-", { roomTypeId: DOUBLE }),
      ...booking("B", "f f", { roomTypeId: DOUBLE }),
    ];
    const plan = arrange(guests, [], BEDS);
    expect(rooms(guests, [], plan)).toEqual(["A:m A:f A:f- A:m-", "B:f B:f"]);
  });

  it("puts a booking's guests without a bed with the larger part of the booking", () => {
    const guests = booking("A", "m f f f f f-", { roomTypeId: QUAD });
    const plan = arrange(guests, [], BEDS);
    expect(rooms(guests, [], plan)).toEqual(["A:f A:f A:f A:f A:f-", "A:m"]);
  });

  it("leaves a guest without a bed unplaced when none of the booking has a bed", () => {
    const guests = booking("A", "f-");
    expect(arrange(guests, [], BEDS)).toEqual({ open: [], place: [] });
  });

  it("does not count guests without a bed for the mixing rule", () => {
    const a = booking("A", "f m-");
    const b = booking("B", "f");
    for (const g of a) g.roomId = 10;
    const existing = [{ id: 10, roomTypeId: QUAD, beds: 4, position: 0 }];
    const plan = arrange([...a, ...b], existing, BEDS);
    expect(plan.place).toEqual([{ guestId: b[0].id, roomId: 10 }]);
  });

  it("arranges a customer's bookings one after the other, sharing rooms when they may", () => {
    const guests = [
      ...booking("A", "f f", { customerId: 7, order: 1 }),
      ...booking("B", "f f", { customerId: 8, order: 2 }),
      ...booking("C", "f", { customerId: 7, order: 3 }),
    ];
    const plan = arrange(guests, [], BEDS);
    // C (the same customer as A) comes before B, into A's room; B stays together in a new room.
    expect(rooms(guests, [], plan)).toEqual(["A:f A:f C:f", "B:f B:f"]);
  });

  it("keeps placed guests where they are and is idempotent", () => {
    const guests = [...booking("A", "m f m-"), ...booking("B", "f f f"), ...booking("C", "m m m m m")];
    const plan = arrange(guests, [], BEDS);
    const rooms2: RoomingRoom[] = plan.open.map((o, i) => ({
      id: 100 + i,
      roomTypeId: o.roomTypeId,
      beds: o.beds,
      position: i,
    }));
    const at = new Map(plan.place.map((p) => [p.guestId, 100 + (-p.roomId - 1)]));
    const after = guests.map((g) => ({ ...g, roomId: at.get(g.id) ?? null }));
    expect(after.every((g) => g.roomId !== null)).toBe(true);
    expect(arrange(after, rooms2, BEDS)).toEqual({ open: [], place: [] });
  });

  it("never overfills a room and never mixes, whatever the bookings", () => {
    // A deterministic pseudo-random mix of bookings of 1 to 7 guests, both genders, both types.
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const guests: RoomingGuest[] = [];
    for (let b = 0; b < 60; b++) {
      const size = 1 + rnd(7);
      const people = Array.from({ length: size }, () => `${rnd(2) ? "m" : "f"}${rnd(6) === 0 ? "-" : ""}`).join(" ");
      guests.push(...booking(`B${b}`, people, { roomTypeId: rnd(3) ? QUAD : DOUBLE, customerId: rnd(40), order: b }));
    }
    const plan = arrange(guests, [], BEDS);
    const beds = new Map(plan.open.map((o) => [o.ref, o.beds]));
    for (const [room, occupants] of occupantsOf(guests, plan)) {
      expect(occupants.filter((g) => g.roomTypeId !== null).length).toBeLessThanOrEqual(beds.get(room)!);
      expect(roomMixes(occupants)).toBe(false);
      const types = new Set(occupants.filter((g) => g.roomTypeId !== null).map((g) => g.roomTypeId));
      expect(types.size).toBeLessThanOrEqual(1);
    }
    // Everyone with a bed is placed; without a bed, everyone whose booking has a bed.
    const placed = new Set(plan.place.map((p) => p.guestId));
    for (const g of guests) {
      const bookingHasBed = guests.some((o) => o.bookingId === g.bookingId && o.roomTypeId !== null);
      expect(placed.has(g.id)).toBe(g.roomTypeId !== null || bookingHasBed);
    }
  });
});

describe("moving a guest", () => {
  const room = { roomTypeId: QUAD, beds: 2 };
  const g = (id: number, roomTypeId: number | null = QUAD) => ({ id, roomTypeId });

  it("refuses a full room, counting only guests who take a bed", () => {
    expect(moveRefusal(g(1), room, [g(2), g(3)])).toBe("rooming_room_full");
    expect(moveRefusal(g(1), room, [g(2), g(3, null)])).toBeNull();
  });
  it("allows a move within the same room (the guest's own bed counts once)", () => {
    expect(moveRefusal(g(1), room, [g(1), g(2)])).toBeNull();
  });
  it("refuses a room of another type", () => {
    expect(moveRefusal(g(1, DOUBLE), room, [])).toBe("rooming_room_other_type");
  });
  it("lets a guest without a bed join any room, even a full one", () => {
    expect(moveRefusal(g(1, null), room, [g(2), g(3)])).toBeNull();
  });
});

describe("mixing", () => {
  const o = (bookingId: string, gender: "male" | "female", roomTypeId: number | null = QUAD) => ({
    bookingId,
    gender,
    roomTypeId,
  });
  it("allows one booking's men and women, and one gender of many bookings", () => {
    expect(roomMixes([o("A", "male"), o("A", "female")])).toBe(false);
    expect(roomMixes([o("A", "male"), o("B", "male")])).toBe(false);
    expect(mayShare(o("B", "female"), [o("A", "female"), o("A", "male", null)])).toBe(true);
  });
  it("sees a man and a woman of different bookings", () => {
    expect(roomMixes([o("A", "male"), o("B", "female")])).toBe(true);
    expect(mayShare(o("B", "female"), [o("A", "female"), o("A", "male")])).toBe(false);
  });
});

describe("rooms kept by an admin's edit of a booking", () => {
  const g = (position: number, roomTypeId: number | null, roomId: number | null = null, fullName = `G${position}`) => ({
    position,
    fullName,
    gender: "male" as "male" | "female",
    roomTypeId,
    roomId,
  });
  it("keeps the room of a guest whose room type did not change, clears it otherwise", () => {
    const before = [g(0, QUAD, 10), g(1, QUAD, 10), g(2, null, 10), g(3, QUAD, null)];
    const after = [g(0, QUAD), g(1, DOUBLE), g(2, null), g(3, QUAD), g(4, QUAD)];
    expect(roomsKept(before, after)).toEqual([10, null, 10, null, null]);
  });
  it("clears the room of a child who now takes a bed, or no longer does", () => {
    expect(roomsKept([g(0, null, 10)], [g(0, QUAD)])).toEqual([null]);
    expect(roomsKept([g(0, QUAD, 10)], [g(0, null)])).toEqual([null]);
  });
  it("never keeps a room for another person who moved up into a removed guest's place", () => {
    const before = [g(0, QUAD, 10, "Ahmad"), g(1, QUAD, 10, "Budi"), g(2, QUAD, 11, "Citra")];
    expect(roomsKept(before, [g(0, QUAD, null, "Ahmad"), g(1, QUAD, null, "Citra")])).toEqual([10, null]);
    expect(roomsKept([{ ...g(0, QUAD, 10), gender: "female" }], [g(0, QUAD)])).toEqual([null]);
  });
});
