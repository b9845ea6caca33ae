import type { BookingStatus, PaymentMethod } from "./booking.contract";

/*
 * Pure rules of bookings and payments (docs/product.md §Booking and seats and §Payments), unit-tested beside.
 */

// ---------- status machine ----------

/** Who asks for a move: the admin's actions, the customer's cancel, or the system. */
export type StatusCause =
  | "admin" // set pending, set paid, processed, cancel
  | "customer" // cancel while pending or partly paid (processing)
  | "expiry" // automatic cancel of an unpaid booking
  | "payment" // a confirmed payment derives processing or paid
  | "requote"; // an admin edit changed the total: the status follows the money again

const ADMIN_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["paid", "canceled"],
  processing: ["pending", "paid", "canceled"],
  paid: ["pending", "processed", "canceled"],
  processed: [],
  canceled: [],
};

/**
 * Whether `cause` may move a booking from `from` to `to`. Everything else is refused with 409.
 * - pending: creation; admin "set pending" (from processing or paid)
 * - processing: a confirmed payment below the total (from pending)
 * - paid: confirmed payments reach the total (from pending or processing); admin "set paid"
 * - processed: admin, from paid
 * - canceled: customer while pending or processing; admin from any state but processed; expiry from pending
 * A cancelled or processed booking never moves again.
 */
export function canMove(from: BookingStatus, to: BookingStatus, cause: StatusCause): boolean {
  if (from === to) return false;
  switch (cause) {
    case "admin":
      return ADMIN_MOVES[from].includes(to);
    case "customer":
      // A partly paid booking too, with its penalty shown first (decision 042).
      return (from === "pending" || from === "processing") && to === "canceled";
    case "expiry":
      return from === "pending" && to === "canceled";
    case "payment":
      return (from === "pending" && (to === "processing" || to === "paid")) || (from === "processing" && to === "paid");
    case "requote":
      return MONEY_STATUSES.includes(from) && MONEY_STATUSES.includes(to);
  }
}

/** Statuses in which a customer may cancel their own booking (canMove "customer"). */
export function customerMayCancel(status: BookingStatus): boolean {
  return canMove(status, "canceled", "customer");
}

/** The admin actions offered on a booking in this status. */
export function adminActions(from: BookingStatus): readonly BookingStatus[] {
  return ADMIN_MOVES[from];
}

/**
 * The status after a payment is confirmed: derived from the money while the booking is still
 * waiting for it (pending/processing); an admin's paid or processed stays as it is.
 */
export function statusAfterPayment(current: BookingStatus, paidTotal: number, total: number): BookingStatus {
  if (current !== "pending" && current !== "processing") return current;
  return paidTotal >= total ? "paid" : "processing";
}

const MONEY_STATUSES: readonly BookingStatus[] = ["pending", "processing", "paid"];

/**
 * The status after an admin edit changed the total: what the confirmed money says (nothing
 * paid → pending, part → processing, all → paid). Processed and cancelled bookings stay.
 */
export function statusAfterRequote(current: BookingStatus, paidTotal: number, total: number): BookingStatus {
  if (!MONEY_STATUSES.includes(current)) return current;
  return paidTotal >= total ? "paid" : paidTotal > 0 ? "processing" : "pending";
}

/**
 * The admin moves that say the money is in: "set paid", and "processed" (reached only from paid,
 * so it settles too what a booking set paid before decision 013 never recorded). Moving there
 * records the balance still owed as a confirmed payment, so paid and remaining stay the sum of
 * the payments.
 */
export function statusSettlesBalance(to: BookingStatus): boolean {
  return to === "paid" || to === "processed";
}

/**
 * Whether an admin may still change a booking's name, guests and request: not once it is
 * cancelled or processed (update-booking.ts refuses with 409 booking_locked; the DTO's
 * `can_edit` tells the screens).
 */
export function bookingEditable(status: BookingStatus): boolean {
  return status !== "canceled" && status !== "processed";
}

/** Payments are accepted only while money is still expected. */
export function acceptsPayments(status: BookingStatus): boolean {
  return status === "pending" || status === "processing";
}

// ---------- amounts ----------

export interface PaymentWindowInput {
  status: BookingStatus;
  total: number;
  paymentType: "full" | "deposit";
  minFirstPayment: number;
  /** Confirmed payments. */
  paidTotal: number;
  /** Payments submitted and not reviewed yet. */
  pendingTotal: number;
  /** Whether any payment was confirmed or is awaiting review (rejected ones do not count). */
  hasPayment: boolean;
}

/**
 * The amount the next payment may have, or null when none is accepted now.
 * First payment: `full` pays the whole remaining amount; `deposit` at least minimum payment x pax.
 * Later payments: anything from 1 up to what is left after confirmed and pending payments.
 */
export function paymentWindow(b: PaymentWindowInput): { min: number; max: number; first: boolean } | null {
  if (!acceptsPayments(b.status)) return null;
  const open = balanceDue(b) - b.pendingTotal;
  if (open <= 0) return null;
  if (!b.hasPayment) {
    if (b.paymentType === "full") return { min: open, max: open, first: true };
    return { min: depositDue(b.minFirstPayment, open), max: open, first: true };
  }
  return { min: 1, max: open, first: false };
}

/**
 * What the booking still asks to be paid (the DTO's `remaining`, its page, the invoice, the
 * mails and the result page all read this): the total minus the confirmed money, never
 * negative; nothing at all once it is cancelled. A cancellation keeps its penalty out of the
 * money already paid and never bills the rest (decisions 042 and 056).
 */
export function balanceDue(b: { status: BookingStatus; total: number; paidTotal: number }): number {
  if (b.status === "canceled") return 0;
  return Math.max(0, b.total - b.paidTotal);
}

/**
 * A deposit booking's first payment: its minimum (at least 1), never more than is left. The
 * payment window, the schedule's deposit amount and the first transfer issued all ask this.
 */
export function depositDue(minFirstPayment: number, left: number): number {
  return Math.min(Math.max(minFirstPayment, 1), left);
}

/**
 * How a booking is paid, as its header says it: the methods of its confirmed payments, in the
 * order of the list; none confirmed yet, those of the payments still open (awaiting review or an
 * open checkout); none of either, the way chosen at checkout. A customer who chose a transfer and
 * then paid online reads "online payment", not the choice they left behind.
 */
export function paidWith(
  chosen: PaymentMethod,
  payments: readonly { method: PaymentMethod; status: string }[],
): PaymentMethod[] {
  const of = (status: string) => [...new Set(payments.filter((p) => p.status === status).map((p) => p.method))];
  const confirmed = of("confirmed");
  if (confirmed.length > 0) return confirmed;
  const open = of("pending");
  return open.length > 0 ? open : [chosen];
}

// The deposit's minimum is fixed when the catalogue prices the booking (quote-tour.ts): the
// rule lives with the price, in the module below this one, and is the same function here.
export { depositMinimum } from "#app/modules/catalog/catalog.rules";

const DAY_MS = 86_400_000;

/**
 * Whether a payment date (YYYY-MM-DD) is in the future at `now`. A day of grace past UTC: the
 * payer's calendar may already be on the next day (Asia/Jakarta, Kuala Lumpur). The server
 * refuses such a date (payment_date_future) and the pay dialog says so before sending.
 */
export function paymentDateInFuture(date: string, now: Date): boolean {
  return Date.parse(`${date}T00:00:00Z`) > now.getTime() + DAY_MS;
}

// ---------- codes ----------

// No 0/O, 1/I/L, 2/Z, 5/S, 8/B: a code read over the phone or from a screenshot stays unambiguous.
const CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const CODE_LENGTH = 8;

/**
 * A booking code: 8 characters from 25 = 1.5 x 10^11 possibilities, drawn with a CSPRNG, so
 * codes cannot be guessed or enumerated (uniqueness is enforced by the database).
 */
export function newBookingCode(random: (max: number) => number = secureRandomInt): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return code;
}

export function isBookingCodeShape(value: string): boolean {
  return new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`).test(value.toUpperCase());
}

/** A uniform integer in [0, max) from the platform CSPRNG (Node and browsers), without modulo bias. */
function secureRandomInt(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buf = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(buf);
  while (buf[0] >= limit);
  return buf[0] % max;
}

// ---------- guests and expiry ----------

/** Months a passport must still be valid after the trip ends (docs/product.md §Booking and seats). */
export const PASSPORT_VALID_MONTHS_AFTER_TRIP = 6;

/** The first day a passport may expire on for a trip ending on `endDate` (YYYY-MM-DD). */
export function passportExpiryMinimum(endDate: string): string {
  const [y, m, d] = endDate.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + PASSPORT_VALID_MONTHS_AFTER_TRIP, 1));
  // Clamp to the month's last day (31 August + 6 months = 28/29 February).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export function passportValidForTrip(expiry: string | null, endDate: string): boolean {
  return expiry === null || expiry >= passportExpiryMinimum(endDate);
}

/**
 * When an unpaid pending booking is cancelled automatically: `booking_expiry_hours` after its
 * creation (0 = never). Null when it does not expire.
 */
export function expiresAt(createdAt: Date, expiryHours: number): Date | null {
  if (expiryHours <= 0) return null;
  return new Date(createdAt.getTime() + expiryHours * 3_600_000);
}
