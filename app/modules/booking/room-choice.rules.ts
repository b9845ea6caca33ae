/**
 * The rooms of a booking as its customer and staff choose them (docs/product.md §Rooming list):
 * what the checkout says of a room type's beds, and which guests keep their room across an
 * admin's edit. Booking's own rules; arranging and moving rooms is the operations module's
 * (rooming.rules.ts there, decision 072).
 */

import type { TravellerType } from "#app/modules/catalog/rooms.rules";

/**
 * Whether the booking's guests in beds of one room type leave beds of their room free for other
 * pilgrims (the checkout tells a guest so): they are all adults of one gender and fewer than the
 * room's beds, and the booking has no children or infants (arrange gives such a booking rooms of
 * its own). Returns the beds left for others, 0 when the room is the booking's alone.
 */
export function bedsSharedWithOthers(
  booking: readonly { type: TravellerType | null; gender: "male" | "female" | null; roomTypeId: number | null }[],
  roomTypeId: number,
  beds: number,
): number {
  if (booking.some((g) => g.type === "child" || g.type === "infant")) return 0;
  const inType = booking.filter((g) => g.roomTypeId === roomTypeId);
  const genders = new Set(inType.map((g) => g.gender));
  if (inType.length === 0 || inType.length >= beds || genders.size > 1) return 0;
  return beds - inType.length;
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
