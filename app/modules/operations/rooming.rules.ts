/**
 * The rooming list (docs/product.md §Rooming list, decisions 033 and 060): which guests share a
 * room of a departure. Pure functions, shared by the server (arrange, move) and the panel (the
 * rooms a guest may be moved to, the moves to confirm, the flags on rooms).
 *
 * Words used here:
 * - a guest "takes a bed" when the booking bought them one (`roomTypeId` set): adults and
 *   children with a bed. Children without a bed and infants take none and sleep in the room of
 *   their booking's adults.
 * - "young": a child or an infant (by age on the departure day). Arrange never puts them in a
 *   room without an adult of their booking, nor with guests of another booking.
 * - a family: guests of one booking linked by the relations the customer stated (spouse, parent
 *   and child, siblings, another relative); a guest related to nobody ("none") is a family of
 *   their own; relations not stated leave the booking one family (the rule before issue 26).
 * - the mixing rule: men and women of different families never share a room. It is about the
 *   guests who take a bed; a guest without a bed is a small child with their parents.
 * - bookings of the same customer account are arranged one after the other and prefer each
 *   other's rooms, but are not a family (an account may book for several households).
 */

import type { TravellerType } from "#app/modules/catalog/rooms.rules";
import type { GuestRelation } from "../booking/booking.contract";

export type RoomingGender = "male" | "female";

export interface RoomingGuest {
  id: number;
  bookingId: string;
  /** The account that booked: bookings of one customer are arranged next to each other. */
  customerId: number;
  /** The booking's order among the departure's bookings (creation), to arrange first come first. */
  bookingOrder: number;
  /** The guest's position within the booking. */
  position: number;
  gender: RoomingGender;
  /** Adult, child or infant on the departure day. */
  type: TravellerType;
  /** The guest's family (`familyKeys`): the mixing rule's unit. */
  family: string;
  /** The room type whose bed the guest bought; null = no bed (a child without a bed or an infant). */
  roomTypeId: number | null;
  roomId: number | null;
}

export interface RoomingRoom {
  id: number;
  roomTypeId: number;
  beds: number;
  position: number;
}

export interface RoomingPlan {
  /** Rooms to open, by room type, in order; `ref` is the negative id their guests are placed in. */
  open: { ref: number; roomTypeId: number; beds: number }[];
  /** Placements of guests that were not placed: room id (negative = a room in `open`). */
  place: { guestId: number; roomId: number }[];
}

export const takesBed = (g: Pick<RoomingGuest, "roomTypeId">) => g.roomTypeId !== null;
export const isYoung = (g: Pick<RoomingGuest, "type">) => g.type !== "adult";

/**
 * Each guest's family within their booking, as a key (`{bookingId}:{position}` of the family's
 * first guest), from the relations stated: a relative of an earlier guest joins that guest's
 * family; "none" starts a family of their own; a guest whose relation is not stated (or points
 * at nobody known) joins the first guest's family, so a booking without relations is one family.
 * Guests of one booking are given together; relations point to earlier positions.
 */
export function familyKeys(
  bookingId: string,
  guests: readonly { position: number; relation: GuestRelation | null; relatedTo: number | null }[],
): Map<number, string> {
  const ordered = [...guests].sort((a, b) => a.position - b.position);
  const root = new Map<number, number>();
  const first = ordered[0]?.position;
  for (const g of ordered) {
    let r: number;
    if (g.position === first || g.relation === "none") r = g.position;
    else if (g.relation !== null && g.relatedTo !== null && root.has(g.relatedTo)) r = root.get(g.relatedTo)!;
    else r = root.get(first!) ?? g.position;
    root.set(g.position, r);
  }
  return new Map([...root].map(([position, r]) => [position, `${bookingId}:${r}`]));
}

/** The guests who take a bed among a room's occupants. */
export function bedsUsed(occupants: readonly Pick<RoomingGuest, "roomTypeId">[]): number {
  return occupants.filter(takesBed).length;
}

type Sharing = Pick<RoomingGuest, "family" | "gender" | "roomTypeId">;

/**
 * True when `guest` may join `occupants` without putting a man and a woman of different families
 * together. Checking the newcomer against each occupant is enough: the pairs already in the room
 * were allowed when they came in. A guest without a bed is not checked.
 */
export function mayShare(guest: Sharing, occupants: readonly Sharing[]): boolean {
  if (!takesBed(guest)) return true;
  return occupants.every((o) => !takesBed(o) || o.family === guest.family || o.gender === guest.gender);
}

/** A room holding men and women of different families (only staff can make one, by moving a guest). */
export function roomMixes(occupants: readonly Sharing[]): boolean {
  const bedded = occupants.filter(takesBed);
  return bedded.some((a) => bedded.some((b) => a.family !== b.family && a.gender !== b.gender));
}

/**
 * What a room is flagged for on the list (docs/product.md §Rooming list), in this order:
 * - `mixed`: men and women of different families share it;
 * - `child_apart`: a child or an infant is in it without an adult of their booking;
 * - `child_with_others`: a child or an infant shares it with guests of another booking.
 * Arrange never makes one; a move by staff that makes one is confirmed first (`moveWarnings`).
 */
export const ROOM_WARNINGS = ["mixed", "child_apart", "child_with_others"] as const;
export type RoomWarning = (typeof ROOM_WARNINGS)[number];
type Flagged = Sharing & Pick<RoomingGuest, "bookingId" | "type">;

export function roomWarnings(occupants: readonly Flagged[]): RoomWarning[] {
  const young = occupants.filter(isYoung);
  const found = new Set<RoomWarning>();
  if (roomMixes(occupants)) found.add("mixed");
  for (const y of young) {
    if (!occupants.some((o) => o.bookingId === y.bookingId && !isYoung(o))) found.add("child_apart");
    if (occupants.some((o) => o.bookingId !== y.bookingId)) found.add("child_with_others");
  }
  return ROOM_WARNINGS.filter((w) => found.has(w));
}

/**
 * The flags a move would raise that the rooms it touches do not have yet: the room the guest
 * leaves (a child left without their adults) and the room they join. Empty = no confirmation
 * needed. `guests` are the departure's guests as they are (each with their room).
 */
export function moveWarnings(
  guest: Pick<RoomingGuest, "id">,
  toRoomId: number | null,
  guests: readonly (Flagged & Pick<RoomingGuest, "id" | "roomId">)[],
): RoomWarning[] {
  const moving = guests.find((g) => g.id === guest.id);
  if (!moving || moving.roomId === toRoomId) return [];
  const raised = new Set<RoomWarning>();
  for (const roomId of [moving.roomId, toRoomId]) {
    if (roomId === null) continue;
    const before = guests.filter((g) => g.roomId === roomId);
    const after = roomId === toRoomId ? [...before, moving] : before.filter((g) => g.id !== moving.id);
    const had = new Set(roomWarnings(before));
    for (const w of roomWarnings(after)) if (!had.has(w)) raised.add(w);
  }
  return ROOM_WARNINGS.filter((w) => raised.has(w));
}

/** Why a move is refused, as a message key of the `errors` namespace; null when it is allowed. */
export type MoveRefusal = "rooming_room_full" | "rooming_room_other_type";
export function moveRefusal(
  guest: Pick<RoomingGuest, "id" | "roomTypeId">,
  room: Pick<RoomingRoom, "roomTypeId" | "beds">,
  occupants: readonly Pick<RoomingGuest, "id" | "roomTypeId">[],
): MoveRefusal | null {
  // A guest without a bed may join any room: they sleep with whoever they are placed with.
  if (!takesBed(guest)) return null;
  if (guest.roomTypeId !== room.roomTypeId) return "rooming_room_other_type";
  const others = occupants.filter((o) => o.id !== guest.id);
  if (bedsUsed(others) >= room.beds) return "rooming_room_full";
  return null;
}

/**
 * The hotel cities in the itinerary's order: those with a stay by check-in date, then the others
 * in the package's order, each with its check-in and check-out (null when not set). A stay of a
 * city the package no longer has is left out.
 */
export function stayOrder(
  cities: readonly string[],
  stays: readonly { city: string; checkIn: string; checkOut: string }[],
): { city: string; check_in: string | null; check_out: string | null }[] {
  const dated = [...stays]
    .filter((s) => cities.includes(s.city))
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn) || cities.indexOf(a.city) - cities.indexOf(b.city));
  return [
    ...dated.map((s) => ({ city: s.city, check_in: s.checkIn, check_out: s.checkOut })),
    ...cities
      .filter((c) => !dated.some((s) => s.city === c))
      .map((city) => ({ city, check_in: null, check_out: null })),
  ];
}

/**
 * Totals of a rooming list per room type, as printed and exported: rooms holding someone, beds
 * taken, guests (with and without a bed) and guests without a bed.
 */
export function roomTypeTotals(
  roomTypes: readonly {
    id: number;
    name: string;
    rooms: readonly { guests: readonly { room_type_id: number | null }[] }[];
  }[],
): { id: number; name: string; rooms: number; beds: number; guests: number; no_bed: number }[] {
  return roomTypes.map((rt) => {
    const used = rt.rooms.filter((r) => r.guests.length > 0);
    const guests = used.flatMap((r) => r.guests);
    const noBed = guests.filter((g) => g.room_type_id === null).length;
    return {
      id: rt.id,
      name: rt.name,
      rooms: used.length,
      beds: guests.length - noBed,
      guests: guests.length,
      no_bed: noBed,
    };
  });
}

interface Slot {
  id: number;
  roomTypeId: number;
  beds: number;
  position: number;
  occupants: RoomingGuest[];
}

const freeBeds = (s: Slot) => s.beds - bedsUsed(s.occupants);

/**
 * Places every unplaced guest (decisions 033 and 060). Guests who take a bed go into rooms of the
 * room type they bought, booking by booking (first booked first; a customer's bookings one after
 * the other):
 *  1. the booking's guests of one room type together in one room if they fit and may share: a
 *     room already holding them, else the fullest room they may share (partly filled rooms
 *     before empty ones), else a new room;
 *  2. otherwise family by family the same way; a family larger than a room is split by gender
 *     when every part holding a child keeps an adult and fits a room, else into rooms that each
 *     get an adult before the children (children beyond what the adults' rooms hold stay for
 *     staff);
 *  3. never a man and a woman of different families in one room (`mayShare`);
 *  4. a booking with children or infants gets rooms of its own: it joins no room of another
 *     booking and no other booking joins its rooms; a booking without an adult is left to staff.
 * Then each guest without a bed joins the room holding most of their booking's guests, among the
 * rooms with an adult of their booking and nobody else; none such leaves them unplaced.
 * Guests already placed stay where they are, so arranging twice changes nothing.
 */
export function arrange(
  guests: readonly RoomingGuest[],
  rooms: readonly RoomingRoom[],
  /** Beds of each room type (a new room of the type gets this many). */
  bedsByType: ReadonlyMap<number, number>,
): RoomingPlan {
  const slots: Slot[] = rooms.map((r) => ({ ...r, occupants: [] }));
  const byId = new Map(slots.map((s) => [s.id, s]));
  for (const g of guests) if (g.roomId !== null) byId.get(g.roomId)?.occupants.push(g);
  // Bookings with a child or an infant, placed or not: their rooms are theirs alone.
  const withYoung = new Set(guests.filter(isYoung).map((g) => g.bookingId));
  const withAdult = new Set(guests.filter((g) => !isYoung(g)).map((g) => g.bookingId));

  const plan: RoomingPlan = { open: [], place: [] };
  let nextRef = -1;

  const put = (g: RoomingGuest, slot: Slot) => {
    slot.occupants.push(g);
    plan.place.push({ guestId: g.id, roomId: slot.id });
  };
  const openRoom = (roomTypeId: number, beds: number): Slot => {
    const position = Math.max(0, ...slots.filter((s) => s.roomTypeId === roomTypeId).map((s) => s.position + 1));
    const slot: Slot = { id: nextRef--, roomTypeId, beds, position, occupants: [] };
    slots.push(slot);
    plan.open.push({ ref: slot.id, roomTypeId, beds });
    return slot;
  };
  /** Whether a booking's group may go into a room as far as privacy goes (rule 4). */
  const private_ = (bookingId: string, s: Slot) =>
    s.occupants.every((o) => o.bookingId === bookingId) ||
    (!withYoung.has(bookingId) && s.occupants.every((o) => !withYoung.has(o.bookingId)));
  /** Rooms ranked for a group: its booking's rooms, then its customer's, then fullest, then in order. */
  const best = (group: RoomingGuest[]): Slot | undefined => {
    const { roomTypeId, bookingId, customerId } = group[0];
    const score = (s: Slot) => [
      s.occupants.some((o) => o.bookingId === bookingId) ? 0 : 1,
      s.occupants.some((o) => o.customerId === customerId) ? 0 : 1,
      freeBeds(s),
      s.position,
      Math.abs(s.id),
    ];
    return slots
      .filter(
        (s) =>
          s.roomTypeId === roomTypeId &&
          freeBeds(s) >= group.length &&
          private_(bookingId, s) &&
          group.every((g) => mayShare(g, s.occupants)),
      )
      .sort((a, b) => compareTuples(score(a), score(b)))[0];
  };
  /** The group in one room if it fits one; false when it does not. */
  const placeTogether = (group: RoomingGuest[], beds: number): boolean => {
    const slot = best(group) ?? (group.length <= beds ? openRoom(group[0].roomTypeId!, beds) : undefined);
    if (!slot) return false;
    for (const g of group) put(g, slot);
    return true;
  };
  /** A family too large for one room (rule 2). */
  const placeFamily = (family: RoomingGuest[], beds: number) => {
    const adults = family.filter((g) => !isYoung(g));
    const young = family.filter(isYoung);
    const byGender = (["female", "male"] as const)
      .map((gender) => family.filter((g) => g.gender === gender))
      .filter((part) => part.length > 0)
      .sort((a, b) => b.length - a.length);
    // By gender only when each part with a child has its adult and fits one room.
    const keepsAdults = byGender.every(
      (part) => !part.some(isYoung) || (part.some((g) => !isYoung(g)) && part.length <= beds),
    );
    if (young.length === 0 || keepsAdults) {
      for (const part of byGender) {
        if (placeTogether(part, beds)) continue;
        // Adults only, larger than a room: one at a time (each prefers its booking's rooms).
        for (const g of part) placeTogether([g], beds);
      }
      return;
    }
    placeChunks([...adults, ...young], beds);
  };
  /** Rooms that each get an adult first (round robin), then the children where there is room. */
  const placeChunks = (members: RoomingGuest[], beds: number) => {
    const adults = members.filter((g) => !isYoung(g));
    const chunks: RoomingGuest[][] = Array.from(
      { length: Math.min(Math.max(1, adults.length), Math.ceil(members.length / beds)) },
      () => [],
    );
    adults.forEach((a, i) => {
      chunks[i % chunks.length].push(a);
    });
    for (const y of members.filter(isYoung)) chunks.find((c) => c.length < beds && c.length > 0)?.push(y);
    for (const chunk of chunks) if (chunk.length > 0) placeTogether(chunk, beds);
  };

  const unplaced = guests.filter((g) => g.roomId === null);
  for (const bookingGuests of orderBookings(unplaced)) {
    // Children with no adult in their booking are left to staff (decision 060).
    if (!withAdult.has(bookingGuests[0].bookingId)) continue;
    const bedded = bookingGuests.filter(takesBed);
    for (const roomTypeId of unique(bedded.map((g) => g.roomTypeId!))) {
      const group = bedded.filter((g) => g.roomTypeId === roomTypeId);
      // A room type the list does not know (deleted since the sale): its guests stay unplaced.
      const beds = bedsByType.get(roomTypeId);
      if (beds === undefined) continue;
      if (group.every((g) => mayShare(g, group)) && placeTogether(group, beds)) continue;
      for (const family of familiesOf(group)) {
        if (!placeTogether(family, beds)) placeFamily(family, beds);
      }
    }
  }

  // Guests without a bed follow their booking's adults, in a room of that booking only.
  for (const g of unplaced) {
    if (takesBed(g) || !withAdult.has(g.bookingId)) continue;
    const withBooking = slots
      .filter((s) => s.occupants.every((o) => o.bookingId === g.bookingId))
      .filter((s) => s.occupants.some((o) => !isYoung(o)))
      .map((s) => ({
        s,
        n: s.occupants.filter((o) => takesBed(o)).length,
        kin: s.occupants.some((o) => o.family === g.family),
      }))
      .sort(
        (a, b) =>
          Number(b.kin) - Number(a.kin) ||
          b.n - a.n ||
          a.s.position - b.s.position ||
          Math.abs(a.s.id) - Math.abs(b.s.id),
      );
    if (withBooking[0]) put(g, withBooking[0].s);
  }
  return plan;
}

/**
 * A group's families, in order of their first guest. A child or infant whose family has no adult
 * here (related to nobody, say) goes with the first family that has one: a child is placed with
 * an adult of their booking.
 */
function familiesOf(group: readonly RoomingGuest[]): RoomingGuest[][] {
  const families = new Map<string, RoomingGuest[]>();
  for (const g of group) families.set(g.family, [...(families.get(g.family) ?? []), g]);
  const list = [...families.values()];
  const host = list.find((f) => f.some((g) => !isYoung(g)));
  if (!host) return list;
  const out: RoomingGuest[][] = [];
  for (const f of list) {
    if (f !== host && !f.some((g) => !isYoung(g))) host.push(...f);
    else out.push(f);
  }
  return out;
}

/** Bookings of the unplaced, in order: by customer (their first booking first), then by booking. */
function orderBookings(unplaced: readonly RoomingGuest[]): RoomingGuest[][] {
  const byBooking = new Map<string, RoomingGuest[]>();
  for (const g of unplaced) byBooking.set(g.bookingId, [...(byBooking.get(g.bookingId) ?? []), g]);
  const firstOfCustomer = new Map<number, number>();
  for (const g of unplaced) {
    firstOfCustomer.set(g.customerId, Math.min(firstOfCustomer.get(g.customerId) ?? Infinity, g.bookingOrder));
  }
  return [...byBooking.values()]
    .map((list) => [...list].sort((a, b) => a.position - b.position))
    .sort((a, b) => {
      const [x, y] = [a[0], b[0]];
      return (
        firstOfCustomer.get(x.customerId)! - firstOfCustomer.get(y.customerId)! ||
        x.customerId - y.customerId ||
        x.bookingOrder - y.bookingOrder
      );
    });
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
