/**
 * Pricing (docs/product.md §Catalogue): the one function every price shown or charged comes from.
 * All amounts are integer minor units.
 *   unit price = departure override or base price
 *   subtotal   = unit price x pax
 *   extras     = sum of chosen details (x pax when priced per pax)
 *   discount   = on the subtotal: fixed = value per pax, percentage = round(subtotal x value / 100),
 *                never more than the subtotal (so never below zero)
 *   total      = subtotal + extras - discount
 */
export type Discount = { type: "fixed" | "percentage"; value: number } | null;
export type ExtraChoice = { id: number; price: number; per: "pax" | "booking" };

export interface PriceInput {
  basePrice: number;
  priceOverride?: number | null;
  pax: number;
  discount: Discount;
  extras: ExtraChoice[];
}

export interface PriceBreakdown {
  unitPrice: number;
  pax: number;
  subtotal: number;
  extras: { id: number; amount: number }[];
  extrasTotal: number;
  discount: number;
  total: number;
}

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

export function priceBooking(input: PriceInput): PriceBreakdown {
  const unitPrice = input.priceOverride ?? input.basePrice;
  const subtotal = unitPrice * input.pax;
  const extras = input.extras.map((e) => ({ id: e.id, amount: e.per === "pax" ? e.price * input.pax : e.price }));
  const extrasTotal = extras.reduce((sum, e) => sum + e.amount, 0);
  const discount = discountAmount(subtotal, input.pax, input.discount);
  return {
    unitPrice,
    pax: input.pax,
    subtotal,
    extras,
    extrasTotal,
    discount,
    total: subtotal + extrasTotal - discount,
  };
}

/** The per-pax price lists show and sort by: the base price after the discount for one pax. */
export function displayPrice(basePrice: number, discount: Discount): number {
  return basePrice - discountAmount(basePrice, 1, discount);
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
