import {
  choiceFits,
  type GuestChoice,
  holdsSeat,
  type RoomRefusal,
  type TravellerType,
  travellerRefusals,
} from "./rooms.rules";

/**
 * Pricing (docs/product.md §Catalogue, §Rooms and travellers): every price shown or charged
 * comes from `priceGuests` below (by guests and room types). Integer minor units.
 */
export type Discount = { type: "fixed" | "percentage"; value: number } | null;
export type ExtraChoice = { id: number; price: number; per: "pax" | "booking" };

/** Half-up rounding of a non-negative integer division, exact for integers of any safe size. */
function roundDiv(numerator: number, denominator: number): number {
  const q = Math.floor(numerator / denominator);
  const r = numerator - q * denominator;
  return r * 2 >= denominator ? q + 1 : q;
}

export function discountAmount(subtotal: number, pax: number, discount: Discount): number {
  if (!discount || discount.value <= 0 || subtotal <= 0) return 0;
  const raw =
    discount.type === "percentage" ? roundDiv(subtotal * Math.min(discount.value, 100), 100) : discount.value * pax;
  return Math.min(raw, subtotal);
}

/**
 * A departure's fares (docs/product.md §Rooms and travellers): the price of one bed per room type
 * on sale (a room type absent here is not sold on the departure), and the fares of a child
 * without a bed and of an infant (null = not sold). A child with a bed pays the bed's price.
 */
export interface DepartureFares {
  rooms: readonly { roomTypeId: number; price: number }[];
  childNoBedPrice: number | null;
  infantPrice: number | null;
}

export interface GuestToPrice {
  /** Computed by the server from the birth date (rooms.rules.ts travellerType). */
  type: TravellerType;
  choice: GuestChoice;
}

export interface GuestsPriceInput {
  fares: DepartureFares;
  guests: readonly GuestToPrice[];
  extras: readonly ExtraChoice[];
  discount: Discount;
  /** Minimum first payment per seat-holding guest (the deposit). */
  minPayment: number;
}

export interface GuestLine {
  /** Position of the guest in the booking, from 0. */
  guest: number;
  type: TravellerType;
  /** The room type whose bed the guest takes; null = a child without a bed or an infant. */
  roomTypeId: number | null;
  fare: number;
}

export interface GuestsPrice {
  lines: GuestLine[];
  /** Per room type with guests, in the fares' order: beds taken and their amount. */
  rooms: { roomTypeId: number; beds: number; amount: number }[];
  childNoBed: { guests: number; amount: number };
  infants: { guests: number; amount: number };
  /** Guests holding a seat (adults and children): what per-pax extras, discounts and deposits count. */
  seats: number;
  subtotal: number;
  extras: { id: number; amount: number }[];
  extrasTotal: number;
  discount: number;
  total: number;
  /** The least a deposit's first payment may be: minimum payment x seats, never above the total. */
  minFirstPayment: number;
}

export type GuestsPriceResult = { ok: true; price: GuestsPrice } | { ok: false; refusals: RoomRefusal[] };

/**
 * The one pricing function (docs/product.md §Rooms and travellers, §Catalogue): all amounts integer
 * minor units.
 *   guest fare = the bed price of the chosen room type (adult, or child with a bed), the child
 *                without-bed fare, or the infant fare
 *   subtotal   = sum of the guests' fares
 *   extras     = chosen details, x seats when priced per pax (infants hold no seat)
 *   discount   = on the subtotal: fixed = value per seat, percentage rounded half up; never more
 *                than the subtotal
 *   total      = subtotal + extras - discount
 * Refuses (every refusal, not the first) a choice that does not fit the guest's type, a room
 * type or fare not sold on the departure, and infants without enough adults. Bed allotments are
 * checked apart (rooms.rules.ts bedShortages), under the departure's lock.
 */
export function priceGuests(input: GuestsPriceInput): GuestsPriceResult {
  const refusals: RoomRefusal[] = [];
  const bedPrice = new Map(input.fares.rooms.map((r) => [r.roomTypeId, r.price]));
  const lines: GuestLine[] = [];
  input.guests.forEach((g, guest) => {
    if (!choiceFits(g.type, g.choice)) {
      refusals.push({ key: "guest_choice_invalid", guest });
      return;
    }
    if (g.choice.kind === "room") {
      const price = bedPrice.get(g.choice.roomTypeId);
      if (price === undefined) refusals.push({ key: "room_type_not_sold", guest });
      else lines.push({ guest, type: g.type, roomTypeId: g.choice.roomTypeId, fare: price });
    } else if (g.choice.kind === "no_bed") {
      const price = input.fares.childNoBedPrice;
      if (price === null) refusals.push({ key: "child_no_bed_not_sold", guest });
      else lines.push({ guest, type: g.type, roomTypeId: null, fare: price });
    } else {
      const price = input.fares.infantPrice;
      if (price === null) refusals.push({ key: "infant_not_sold", guest });
      else lines.push({ guest, type: g.type, roomTypeId: null, fare: price });
    }
  });
  refusals.push(
    ...travellerRefusals(
      input.guests.map((g) => g.type),
      input.guests.map((g) => g.choice),
    ),
  );
  if (refusals.length > 0) return { ok: false, refusals };

  const rooms = input.fares.rooms
    .map((r) => {
      const taken = lines.filter((l) => l.roomTypeId === r.roomTypeId);
      return { roomTypeId: r.roomTypeId, beds: taken.length, amount: sum(taken.map((l) => l.fare)) };
    })
    .filter((r) => r.beds > 0);
  const noBed = lines.filter((l) => l.type === "child" && l.roomTypeId === null);
  const infants = lines.filter((l) => l.type === "infant");
  const seats = input.guests.filter((g) => holdsSeat(g.type)).length;
  const subtotal = sum(lines.map((l) => l.fare));
  const extras = input.extras.map((e) => ({ id: e.id, amount: e.per === "pax" ? e.price * seats : e.price }));
  const extrasTotal = sum(extras.map((e) => e.amount));
  const discount = discountAmount(subtotal, seats, input.discount);
  const total = subtotal + extrasTotal - discount;
  return {
    ok: true,
    price: {
      lines,
      rooms,
      childNoBed: { guests: noBed.length, amount: sum(noBed.map((l) => l.fare)) },
      infants: { guests: infants.length, amount: sum(infants.map((l) => l.fare)) },
      seats,
      subtotal,
      extras,
      extrasTotal,
      discount,
      total,
      minFirstPayment: depositMinimum(input.minPayment, seats, total),
    },
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** The per-pax price lists show and sort by: the base price after the discount for one pax. */
export function displayPrice(basePrice: number, discount: Discount): number {
  return fareAfterDiscount(basePrice, "adult", discount);
}

/**
 * One traveller's fare after the package's discount: the per-person figure the package page's
 * fare table and the checkout both show (docs/product.md §Rooms and travellers, decision 057).
 * A fixed discount counts seats, so it lowers the fares of adults and children and leaves an
 * infant's whole; a percentage lowers every fare, rounded half up as the quote rounds it.
 */
export function fareAfterDiscount(fare: number, type: TravellerType, discount: Discount): number {
  const applies = discount?.type === "percentage" || holdsSeat(type);
  return fare - (applies ? discountAmount(fare, 1, discount) : 0);
}

/**
 * The checkout's per-person figures (decision 057): each guest's fare after the discount
 * (`fareAfterDiscount`), and what the discount the quote took once on the whole subtotal differs
 * from the sum of the guests' own (`rounding`: a percentage rounded once rather than per guest, or
 * a fixed amount capped; almost always 0), so that the figures shown add up to the total.
 */
export function perPersonFares(
  guests: readonly { type: TravellerType; fare: number }[],
  discount: Discount,
  totalDiscount: number,
): { fares: number[]; rounding: number } {
  const fares = guests.map((g) => fareAfterDiscount(g.fare, g.type, discount));
  const subtotal = sum(guests.map((g) => g.fare));
  return { fares, rounding: subtotal - totalDiscount - sum(fares) };
}

export function seatsLeft(capacity: number, heldPax: number): number {
  return Math.max(0, capacity - heldPax);
}

/** Longest slug we derive, leaving room for a `-NN` suffix under the 120-character limit. */
const SLUG_MAX = 100;

/**
 * A URL slug from a name: lowercase ASCII letters and digits joined by single dashes. Accents
 * are folded ("Türkiye" → "turkiye"); a name without any latin letter or digit (Arabic script,
 * emoji) gives the fallback.
 */
export function slugify(text: string, fallback = "item"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " dan ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
  return slug || fallback;
}

/** `base` if nobody uses it, else the first free `base-2`, `base-3`... */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The calendar day a departure is compared with. Departure dates are plain dates of the trip;
 * "today" is the UTC date of the clock (the agency's day starts 7 or 8 hours earlier, which
 * only matters in the small hours of a departure day).
 */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export interface DepartureState {
  seatsLeft: number;
  fullBooked: boolean;
  departed: boolean;
  bookable: boolean;
}

/** Whether a departure can be booked: open, seats left, and leaving after today. */
export function departureState(
  d: { capacity: number; isOpen: boolean; startDate: string },
  heldPax: number,
  today: string,
): DepartureState {
  const left = seatsLeft(d.capacity, heldPax);
  const departed = d.startDate <= today;
  return { seatsLeft: left, fullBooked: left === 0, departed, bookable: d.isOpen && left > 0 && !departed };
}

/** Days of a trip, counting both the start and the end day. */
export function durationDays(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * Minimum first payment of a deposit: minimum payment per pax x pax, never above the total. The
 * quote prices it; the booking keeps it (`min_first_payment`) for its payment window.
 */
export function depositMinimum(minPaymentPerPax: number, pax: number, total: number): number {
  return Math.min(minPaymentPerPax * pax, total);
}
