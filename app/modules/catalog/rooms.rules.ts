/**
 * Rooms and travellers (docs/product.md §Rooms and travellers): who a guest is on the departure
 * day, what a guest may choose, whether the beds asked for are still there, and the manifest's
 * title. Pure functions, shared by server and client; the pricing itself is `priceGuests` in
 * catalog.rules.ts (the one pricing function).
 */

export const TRAVELLER_TYPES = ["adult", "child", "infant"] as const;
export type TravellerType = (typeof TRAVELLER_TYPES)[number];

/** Ages that change a guest's type: under 2 an infant, 2 to 11 a child, 12 and over an adult. */
export const CHILD_FROM_AGE = 2;
export const ADULT_FROM_AGE = 12;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(iso: string): [number, number, number] {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Round-trip through UTC to refuse 2023-02-29 or 2024-13-01 instead of rolling them over.
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999, which
  // refused 0000-01-01 (a date the contract lets through) with an error.
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) {
    throw new RangeError(`Not a calendar date: ${iso}`);
  }
  return [y, mo, d];
}

/**
 * Whole years from `birthDate` to `onDate`, both calendar dates (no time of day, so no time
 * zone can shift them). A birthday is reached on its month and day; someone born on 29 February
 * reaches it on 1 March in a year without one (28 February is still the day before).
 * Negative when `onDate` is before the birth.
 */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = dateParts(birthDate);
  const [y, m, d] = dateParts(onDate);
  const beforeBirthday = m < bm || (m === bm && d < bd);
  return y - by - (beforeBirthday ? 1 : 0);
}

/**
 * A guest's traveller type by age on the departure's start date. A birth date after the start
 * (not born yet) counts as an infant; the guest contract refuses birth dates in the future.
 */
export function travellerType(birthDate: string, departureStartDate: string): TravellerType {
  const age = ageOn(birthDate, departureStartDate);
  if (age < CHILD_FROM_AGE) return "infant";
  if (age < ADULT_FROM_AGE) return "child";
  return "adult";
}

/**
 * The room types a new package starts with (../shared/spec/decisions.md §9): Quad, Triple and
 * Double. Staff rename, add (Single, Quint...) or remove them per package.
 */
export const DEFAULT_ROOM_TYPES = [
  { code: "quad", beds: 4, name: { id: "Quad (4 orang)", en: "Quad (4 people)", my: "Quad (4 orang)" } },
  { code: "triple", beds: 3, name: { id: "Triple (3 orang)", en: "Triple (3 people)", my: "Triple (3 orang)" } },
  { code: "double", beds: 2, name: { id: "Double (2 orang)", en: "Double (2 people)", my: "Double (2 orang)" } },
] as const;

/** Takes a seat on the departure: adults and children (with or without a bed); infants do not. */
export function holdsSeat(type: TravellerType): boolean {
  return type !== "infant";
}

/** The passenger manifest's title: MR / MRS for adults, MSTR / MISS for children and infants. */
export type ManifestTitle = "MR" | "MRS" | "MSTR" | "MISS";
export function manifestTitle(gender: "male" | "female", type: TravellerType): ManifestTitle {
  if (type === "adult") return gender === "male" ? "MR" : "MRS";
  return gender === "male" ? "MSTR" : "MISS";
}

/**
 * What a guest takes: a bed of a room type, no bed (a child only) or the infant fare (an infant
 * only). An adult always takes a bed.
 */
export type GuestChoice = { kind: "room"; roomTypeId: number } | { kind: "no_bed" } | { kind: "infant" };

/**
 * A refusal of rooms and travellers, named by its message key (namespace `errors`), and the
 * guest (position in the booking, from 0) it is about when it is about one. Use cases report
 * them as field errors of a 422, like a full departure.
 */
export type RoomRefusalKey =
  | "room_type_not_sold"
  | "room_type_full"
  | "child_no_bed_not_sold"
  | "infant_not_sold"
  | "infants_exceed_adults"
  | "infant_alone"
  | "child_no_bed_alone"
  | "guest_choice_invalid";
export interface RoomRefusal {
  key: RoomRefusalKey;
  guest?: number;
  values?: Record<string, string | number>;
}

/** Whether a choice fits the type: adults a bed; children a bed or no bed; infants the infant fare. */
export function choiceFits(type: TravellerType, choice: GuestChoice): boolean {
  if (type === "adult") return choice.kind === "room";
  if (type === "child") return choice.kind === "room" || choice.kind === "no_bed";
  return choice.kind === "infant";
}

/**
 * The booking-wide traveller rules: an infant travels on an adult's lap, so at most one infant per
 * adult, and never a booking whose infants have no adult at all (reported as `infant_alone`
 * rather than as too many infants). A child without a bed sleeps in an adult's bed, so a booking
 * with a child without a bed needs an adult too (`child_no_bed_alone`): otherwise no room could
 * ever take them (docs/product.md §Rooms and travellers). `choices` are the guests' choices in the
 * same order (a caller that has none yet checks the infants only).
 */
export function travellerRefusals(
  types: readonly TravellerType[],
  choices: readonly (GuestChoice | undefined)[] = [],
): RoomRefusal[] {
  const adults = types.filter((t) => t === "adult").length;
  const infants = types.filter((t) => t === "infant").length;
  const noBedChildren = types.filter((t, i) => t === "child" && choices[i]?.kind === "no_bed").length;
  const refusals: RoomRefusal[] = [];
  if (adults === 0 && noBedChildren > 0) refusals.push({ key: "child_no_bed_alone" });
  if (infants === 0) return refusals;
  if (adults === 0) refusals.push({ key: "infant_alone" });
  else if (infants > adults) refusals.push({ key: "infants_exceed_adults", values: { count: adults } });
  return refusals;
}

/**
 * Beds of each room type a booking asks for: one per guest choosing a room (adults and children
 * with a bed).
 */
export function bedsRequested(choices: readonly GuestChoice[]): Map<number, number> {
  const beds = new Map<number, number>();
  for (const c of choices) if (c.kind === "room") beds.set(c.roomTypeId, (beds.get(c.roomTypeId) ?? 0) + 1);
  return beds;
}

export interface BedShortage {
  roomTypeId: number;
  requested: number;
  left: number;
}

/**
 * Whether the beds asked for fit the departure's allotments, given the beds already held per room
 * type (by the bookings that hold seats). A room type without an allotment (null or absent) is
 * limited only by the departure's seats, checked apart. Returns every room type short of beds,
 * in the order asked; empty = it fits.
 */
export function bedShortages(
  requested: ReadonlyMap<number, number>,
  held: ReadonlyMap<number, number>,
  allotments: ReadonlyMap<number, number | null>,
): BedShortage[] {
  const short: BedShortage[] = [];
  for (const [roomTypeId, n] of requested) {
    const allotment = allotments.get(roomTypeId);
    if (allotment === null || allotment === undefined || n <= 0) continue;
    const left = Math.max(0, allotment - (held.get(roomTypeId) ?? 0));
    if (n > left) short.push({ roomTypeId, requested: n, left });
  }
  return short;
}

/** Beds of a room type still for sale: the allotment minus the beds held; null = no allotment. */
export function bedsLeft(allotment: number | null, heldBeds: number): number | null {
  return allotment === null ? null : Math.max(0, allotment - heldBeds);
}

/** The refusal of a room type short of beds, naming it (in the reader's language) and the beds left. */
export function roomTypeFull(shortage: BedShortage, name: string): RoomRefusal {
  return { key: "room_type_full", values: { name, left: shortage.left } };
}

/** A priced guest as quotes and bookings show it (snake_case: it is the API's line). */
export interface PricedGuest {
  position: number;
  traveller_type: TravellerType;
  room_type_id: number | null;
  room_type_code: string | null;
  room_type_name: string | null;
  fare: number;
}

/**
 * A priced booking's lines (quote, booking, invoice, mails): the guests' fares, the beds per room
 * type at their price (grouped by room type and price, in the guests' order), the children
 * without a bed and the infants, and the seats (adults and children).
 */
export function fareLinesOf(guests: readonly PricedGuest[]) {
  const rooms: {
    room_type_id: number | null;
    code: string | null;
    name: string;
    guests: number;
    price: number;
    amount: number;
  }[] = [];
  const noBed = { guests: 0, amount: 0 };
  const infants = { guests: 0, amount: 0 };
  for (const g of guests) {
    if (g.traveller_type === "infant") {
      infants.guests += 1;
      infants.amount += g.fare;
    } else if (g.room_type_id === null && g.room_type_code === null) {
      noBed.guests += 1;
      noBed.amount += g.fare;
    } else {
      const line = rooms.find(
        (r) => r.room_type_id === g.room_type_id && r.code === g.room_type_code && r.price === g.fare,
      );
      if (line) {
        line.guests += 1;
        line.amount += g.fare;
      } else
        rooms.push({
          room_type_id: g.room_type_id,
          code: g.room_type_code,
          name: g.room_type_name ?? g.room_type_code ?? "",
          guests: 1,
          price: g.fare,
          amount: g.fare,
        });
    }
  }
  return {
    seats: guests.filter((g) => holdsSeat(g.traveller_type)).length,
    guest_fares: guests.map((g) => ({
      position: g.position,
      traveller_type: g.traveller_type,
      room_type_id: g.room_type_id,
      room_type_name: g.room_type_name,
      fare: g.fare,
    })),
    rooms,
    child_no_bed: noBed,
    infants,
  };
}
