/**
 * The rooming list (docs/product.md §Rooming list, decision 033): which guests share a room of a
 * departure. Pure functions, shared by the server (arrange, move) and the panel (the rooms a
 * guest may be moved to, the "mixed room" warning).
 *
 * Words used here:
 * - a guest "takes a bed" when the booking bought them one (`roomTypeId` set): adults and
 *   children with a bed. Children without a bed and infants take none and sleep in the room of
 *   their booking's adults.
 * - the mixing rule: men and women of different bookings never share a room. It is about the
 *   guests who take a bed; a guest without a bed is a small child with their parents.
 * - a family: the guests of one booking (the people who booked together). Bookings of the same
 *   customer account are arranged one after the other and prefer each other's rooms, but are not
 *   a family for the mixing rule (an account may book for several households).
 */

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

/** The guests who take a bed among a room's occupants. */
export function bedsUsed(occupants: readonly Pick<RoomingGuest, "roomTypeId">[]): number {
  return occupants.filter(takesBed).length;
}

/**
 * True when `guest` may join `occupants` without putting a man and a woman of different
 * bookings together. Checking the newcomer against each occupant is enough: the pairs already
 * in the room were allowed when they came in. A guest without a bed is not checked.
 */
export function mayShare(
  guest: Pick<RoomingGuest, "bookingId" | "gender" | "roomTypeId">,
  occupants: readonly Pick<RoomingGuest, "bookingId" | "gender" | "roomTypeId">[],
): boolean {
  if (!takesBed(guest)) return true;
  return occupants.every((o) => !takesBed(o) || o.bookingId === guest.bookingId || o.gender === guest.gender);
}

/** A room holding men and women of different bookings (only staff can make one, by moving a guest). */
export function roomMixes(occupants: readonly Pick<RoomingGuest, "bookingId" | "gender" | "roomTypeId">[]): boolean {
  const bedded = occupants.filter(takesBed);
  return bedded.some((a) => bedded.some((b) => a.bookingId !== b.bookingId && a.gender !== b.gender));
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

interface Slot {
  id: number;
  roomTypeId: number;
  beds: number;
  position: number;
  occupants: RoomingGuest[];
}

const freeBeds = (s: Slot) => s.beds - bedsUsed(s.occupants);

/**
 * Places every unplaced guest (decision 033). Guests who take a bed go into rooms of the room
 * type they bought, booking by booking (first booked first; a customer's bookings one after the
 * other):
 *  1. the booking's guests of one room type together in one room if they fit: a room already
 *     holding them, else the fullest room they may share (partly filled rooms before empty
 *     ones), else a new room;
 *  2. a booking larger than a room (or with no room to share) is split by gender, each gender
 *     placed together where it fits the same way, and only then guest by guest;
 *  3. never a man and a woman of different bookings in one room (`mayShare`).
 * Then each guest without a bed joins the room holding most of their booking's guests (an
 * adult's room first); a booking with no placed guest who takes a bed leaves them unplaced.
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
          s.roomTypeId === roomTypeId && freeBeds(s) >= group.length && group.every((g) => mayShare(g, s.occupants)),
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

  const unplaced = guests.filter((g) => g.roomId === null);
  const bookingsInOrder = orderBookings(unplaced);
  for (const bookingGuests of bookingsInOrder) {
    const bedded = bookingGuests.filter(takesBed);
    for (const roomTypeId of unique(bedded.map((g) => g.roomTypeId!))) {
      const group = bedded.filter((g) => g.roomTypeId === roomTypeId);
      // A room type the list does not know (deleted since the sale): its guests stay unplaced.
      const beds = bedsByType.get(roomTypeId);
      if (beds === undefined) continue;
      if (placeTogether(group, beds)) continue;
      const genders = (["female", "male"] as const)
        .map((gender) => group.filter((g) => g.gender === gender))
        .filter((part) => part.length > 0)
        .sort((a, b) => b.length - a.length);
      for (const part of genders) {
        if (placeTogether(part, beds)) continue;
        // Larger than a room: fill rooms one guest at a time (each guest prefers its booking's rooms).
        for (const g of part) placeTogether([g], beds);
      }
    }
  }

  // Guests without a bed follow their booking, placed or arranged just now.
  for (const g of unplaced) {
    if (takesBed(g)) continue;
    const withBooking = slots
      .map((s) => {
        const mine = s.occupants.filter((o) => o.bookingId === g.bookingId && takesBed(o));
        return { s, n: mine.length };
      })
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n || a.s.position - b.s.position || Math.abs(a.s.id) - Math.abs(b.s.id));
    if (withBooking[0]) put(g, withBooking[0].s);
  }
  return plan;
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

/**
 * An admin's edit of a booking (update-booking) rewrites its guests: each new guest keeps the room
 * of the guest at the same position if it is the same person (name and gender: a removed guest
 * shifts the others up, and must never move someone into another's room) still taking a bed of
 * the same room type, and is unplaced otherwise (a bed of another type, or no bed any more, needs
 * another room). A guest without a bed keeps their room while they still have none. Positions
 * beyond the old guests are new guests: unplaced.
 */
export function roomsKept(
  previous: readonly KeptGuest[],
  next: readonly Omit<KeptGuest, "roomId">[],
): (number | null)[] {
  const before = new Map(previous.map((g) => [g.position, g]));
  return next.map((g) => {
    const old = before.get(g.position);
    const same = old && old.fullName === g.fullName && old.gender === g.gender && old.roomTypeId === g.roomTypeId;
    return same ? old.roomId : null;
  });
}

interface KeptGuest {
  position: number;
  fullName: string;
  gender: "male" | "female";
  roomTypeId: number | null;
  roomId: number | null;
}
