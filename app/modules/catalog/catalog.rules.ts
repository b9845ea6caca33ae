/**
 * Pricing (decisions.md section 3): the one function every price shown or charged comes from.
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
  const raw = discount.type === "percentage" ? roundDiv(subtotal * Math.min(discount.value, 100), 100) : discount.value * pax;
  return Math.min(raw, subtotal);
}

export function priceBooking(input: PriceInput): PriceBreakdown {
  const unitPrice = input.priceOverride ?? input.basePrice;
  const subtotal = unitPrice * input.pax;
  const extras = input.extras.map((e) => ({ id: e.id, amount: e.per === "pax" ? e.price * input.pax : e.price }));
  const extrasTotal = extras.reduce((sum, e) => sum + e.amount, 0);
  const discount = discountAmount(subtotal, input.pax, input.discount);
  return { unitPrice, pax: input.pax, subtotal, extras, extrasTotal, discount, total: subtotal + extrasTotal - discount };
}

/** The per-pax price lists show and sort by: the base price after the discount for one pax. */
export function displayPrice(basePrice: number, discount: Discount): number {
  return basePrice - discountAmount(basePrice, 1, discount);
}

/** Seats of a departure that bookings hold: every status except canceled. */
export const SEAT_HOLDING_STATUSES = ["pending", "processing", "paid", "processed"] as const;

export function seatsLeft(capacity: number, heldPax: number): number {
  return Math.max(0, capacity - heldPax);
}
