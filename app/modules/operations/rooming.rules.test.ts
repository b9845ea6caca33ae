import { describe, expect, it } from "vitest";
import type { TravellerType } from "#app/modules/catalog/rooms.rules";
import type { GuestRelation } from "../booking/booking.contract";
import {
  arrange,
  familyKeys,
  mayShare,
  moveWarnings,
  moveRefusal,
  type RoomingGuest,
  type RoomingPlan,
  type RoomingRoom,
  roomMixes,
  roomWarnings,
} from "./rooming.rules";

const QUAD = 1;
const DOUBLE = 2;
const BEDS = new Map([
  [QUAD, 4],
  [DOUBLE, 2],
]);

let nextId = 1;
/**
 * Guests of one booking, one token each: "m"/"f" an adult man or woman in a bed of `roomTypeId`;
 * "c" after the gender a child, "i" an infant; "-" at the end takes no bed ("m-"/"f-" alone are
 * children without a bed). The booking is one family unless `families` gives each guest's.
 */
function booking(
  code: string,
  people: string,
  opts: { roomTypeId?: number; customerId?: number; order?: number; families?: string } = {},
): RoomingGuest[] {
  const order = opts.order ?? code.charCodeAt(0);
  const families = opts.families?.split(" ");
  return people.split(" ").map((p, position) => ({
    id: nextId++,
    bookingId: code,
    customerId: opts.customerId ?? order,
    bookingOrder: order,
    position,
    gender: p.startsWith("m") ? "male" : "female",
    type: p[1] === "i" ? "infant" : p[1] === "c" || p === "m-" || p === "f-" ? "child" : "adult",
    family: `${code}:${families?.[position] ?? "0"}`,
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

/** The rooms (as `rooms` gives them) after arranging `guests` around the `existing` rooms. */
const arranged = (guests: RoomingGuest[], existing: RoomingRoom[] = []) =>
  rooms(guests, existing, arrange(guests, existing, BEDS));

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

  // Guests of new bookings, placed in new rooms: the rooms each case ends with.
  it.each([
    {
      name: "never puts men and women of different bookings in one room",
      guests: () => [...booking("A", "m m"), ...booking("B", "f"), ...booking("C", "m")],
      expected: ["A:m A:m C:m", "B:f"],
    },
    {
      name: "lets a booking of men and women share only with itself",
      guests: () => [...booking("A", "m f"), ...booking("B", "f"), ...booking("C", "m")],
      expected: ["A:m A:f", "B:f", "C:m"],
    },
    {
      name: "splits a booking larger than a room by gender, each gender together",
      guests: () => booking("A", "m f m f m f", { roomTypeId: QUAD }),
      expected: ["A:f A:f A:f", "A:m A:m A:m"],
    },
    {
      name: "splits a large one-gender booking guest by guest, filling its rooms",
      guests: () => booking("A", "f f f f f f", { roomTypeId: QUAD }),
      expected: ["A:f A:f A:f A:f", "A:f A:f"],
    },
  ])("$name", ({ guests, expected }) => {
    expect(arranged(guests())).toEqual(expected);
  });

  it("opens a new room rather than splitting a booking that fits one", () => {
    const a = booking("A", "f f");
    for (const g of a) g.roomId = 10;
    const guests = [...a, ...booking("B", "f f f")];
    const existing = [{ id: 10, roomTypeId: QUAD, beds: 4, position: 0 }];
    expect(arranged(guests, existing)).toEqual(["A:f A:f", "B:f B:f B:f"]);
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
    expect(arranged(guests)).toEqual(["A:m A:f A:f- A:m-", "B:f B:f"]);
  });

  it("puts a booking's guests without a bed with the larger part of the booking", () => {
    const guests = booking("A", "m f f f f f-", { roomTypeId: QUAD });
    expect(arranged(guests)).toEqual(["A:f A:f A:f A:f A:f-", "A:m"]);
  });

  // Bookings nobody may be placed from: no room opened, nobody placed.
  it.each([
    { name: "leaves a guest without a bed unplaced when none of the booking has a bed", people: "f-" },
    { name: "leaves a booking of children without any adult to staff", people: "mc fc" },
  ])("$name", ({ people }) => {
    expect(arrange(booking("A", people), [], BEDS)).toEqual({ open: [], place: [] });
  });

  it("gives a booking with a child or an infant rooms of its own, even with a bed free", () => {
    const a = booking("A", "f m-");
    const b = booking("B", "f");
    for (const g of a) g.roomId = 10;
    const existing = [{ id: 10, roomTypeId: QUAD, beds: 4, position: 0 }];
    const plan = arrange([...a, ...b], existing, BEDS);
    expect(rooms([...a, ...b], existing, plan)).toEqual(["A:f A:m-", "B:f"]);
  });

  it("never puts a father with his young daughters in a room with a stranger (issue 26)", () => {
    // A father in a Double with his daughter of 7 (no bed) and an infant daughter; a man alone
    // in a Double booked before or after: the man gets a room of his own both ways.
    for (const [first, second] of [
      ["A", "B"],
      ["B", "A"],
    ]) {
      const father = booking("A", "m fc- fi-", { roomTypeId: DOUBLE, order: first === "A" ? 1 : 2 });
      const stranger = booking("B", "m", { roomTypeId: DOUBLE, order: second === "A" ? 1 : 2 });
      const guests = [...father, ...stranger];
      const plan = arrange(guests, [], BEDS);
      const byRoom = [...occupantsOf(guests, plan).values()];
      expect(byRoom.map((o) => [...new Set(o.map((g) => g.bookingId))]).sort()).toEqual([["A"], ["B"]]);
      for (const occupants of byRoom) expect(roomWarnings(occupants)).toEqual([]);
      expect(plan.place).toHaveLength(4);
    }
  });

  it("keeps men and women of a booking apart when they are not related", () => {
    // A couple and a woman travelling with them, related to nobody: she is not put with the man.
    const guests = [...booking("A", "m f f", { families: "0 0 2" }), ...booking("B", "f")];
    expect(arranged(guests)).toEqual(["A:m A:f", "A:f B:f"]);
  });

  it("splits a large family so that every room with a child has an adult of the family", () => {
    // Father, mother, two sons and two daughters in Quads: by gender, each part with its adult.
    const six = booking("A", "m f mc fc mc fc");
    expect(rooms(six, [], arrange(six, [], BEDS))).toEqual(["A:f A:f A:f", "A:m A:m A:m"]);
    // A mother with four sons: the sons alone would be without an adult, so the mother's room
    // takes three and the fourth is left to staff rather than put in a room of boys alone.
    const mother = booking("B", "f mc mc mc mc");
    const plan = arrange(mother, [], BEDS);
    expect(rooms(mother, [], plan)).toEqual(["B:f B:m B:m B:m"]);
    expect(plan.place).toHaveLength(4);
    // Two parents, five children: two rooms, each with a parent.
    const seven = booking("C", "m f mc mc mc mc fc");
    const plan7 = arrange(seven, [], BEDS);
    for (const occupants of occupantsOf(seven, plan7).values()) {
      expect(occupants.some((g) => g.type === "adult")).toBe(true);
      expect(occupants.length).toBeLessThanOrEqual(4);
    }
    expect(plan7.place).toHaveLength(7);
  });

  it("puts a child without a bed only in a room of their booking with one of its adults", () => {
    // The booking's adult was placed by staff in a room with a stranger: the child is left to staff.
    const a = booking("A", "m m-");
    const b = booking("B", "m");
    a[0].roomId = 10;
    b[0].roomId = 10;
    const existing = [{ id: 10, roomTypeId: QUAD, beds: 4, position: 0 }];
    expect(arrange([...a, ...b], existing, BEDS)).toEqual({ open: [], place: [] });
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
      // Nor a child without an adult of their booking, nor a child with another booking.
      expect(roomWarnings(occupants)).toEqual([]);
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
  const o = (family: string, gender: "male" | "female", roomTypeId: number | null = QUAD) => ({
    family,
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

describe("families from the relations stated", () => {
  const g = (position: number, relation: GuestRelation | null = null, relatedTo: number | null = null) => ({
    position,
    relation,
    relatedTo,
  });
  it("is one family when nothing is stated (the rule before relations)", () => {
    expect([...familyKeys("B", [g(1), g(2), g(3)]).values()]).toEqual(["B:1", "B:1", "B:1"]);
  });
  it("follows the relatives back to the first of their family; none starts a family of its own", () => {
    const keys = familyKeys("B", [g(1), g(2, "spouse", 1), g(3, "none"), g(4, "spouse", 3), g(5, "parent_child", 4)]);
    expect([...keys]).toEqual([
      [1, "B:1"],
      [2, "B:1"],
      [3, "B:3"],
      [4, "B:3"],
      [5, "B:3"],
    ]);
  });
});

describe("flags and moves to confirm", () => {
  const guest = (
    id: number,
    bookingId: string,
    gender: "male" | "female",
    type: TravellerType,
    roomId: number | null,
  ) => ({
    id,
    bookingId,
    family: bookingId,
    gender,
    type,
    roomTypeId: type === "infant" ? null : QUAD,
    roomId,
  });
  // Room 1: a couple and their daughter of 8; room 2: four men of four bookings; room 3: a woman.
  const list = [
    guest(1, "F", "male", "adult", 1),
    guest(2, "F", "female", "adult", 1),
    guest(3, "F", "female", "child", 1),
    ...[4, 5, 6].map((id) => guest(id, `M${id}`, "male", "adult", 2)),
    guest(7, "W", "female", "adult", 3),
  ];

  it("flags a room for a child without an adult of their booking, a child with others, and mixing", () => {
    expect(roomWarnings(list.filter((g) => g.roomId === 1))).toEqual([]);
    expect(roomWarnings([list[2], list[3]])).toEqual(["mixed", "child_apart", "child_with_others"]);
    expect(roomWarnings([list[0], list[2], list[3]])).toEqual(["mixed", "child_with_others"]);
    expect(roomWarnings([list[3], list[6]])).toEqual(["mixed"]);
  });

  it("asks to confirm moving a girl of 8 away from her parents into a room of unrelated adults", () => {
    expect(moveWarnings({ id: 3 }, 2, list)).toEqual(["mixed", "child_apart", "child_with_others"]);
  });

  it("asks to confirm taking the last adult out of a child's room, or mixing families", () => {
    const onlyMother = list.filter((g) => g.id !== 1);
    expect(moveWarnings({ id: 2 }, null, onlyMother)).toEqual(["child_apart"]);
    expect(moveWarnings({ id: 7 }, 2, list)).toEqual(["mixed"]);
  });

  it("needs no confirmation for a move that raises nothing new", () => {
    expect(moveWarnings({ id: 1 }, null, list)).toEqual([]);
    expect(moveWarnings({ id: 3 }, null, list)).toEqual([]);
    expect(moveWarnings({ id: 4 }, 2, list)).toEqual([]);
  });
});
