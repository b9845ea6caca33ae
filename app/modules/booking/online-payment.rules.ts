import { type BookingStatus, type PaymentMethod, paymentMethod } from "./booking.contract";
import { balanceDue } from "./booking.rules";

/*
 * Pure rules of online payments (docs/product.md §Online payments, decision 036), unit-tested
 * beside: how long a checkout holds its amount, and what a provider's word does to a payment.
 */

/**
 * How long an online checkout stays open. While open its amount counts as pending in the
 * payment window (a second checkout or transfer cannot take the same money); past it the amount
 * is free again even before reconciliation closes the checkout (decision 036).
 */
export const CHECKOUT_MINUTES = 60;

export function checkoutExpiry(now: Date): Date {
  return new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
}

type PaymentStatus = "pending" | "confirmed" | "rejected" | "failed" | "expired" | "issued";

/**
 * Whether a payment holds part of the booking's amount at `now`: confirmed ones always; pending
 * ones while waiting for review, or for an online checkout until it lapses.
 */
export function paymentHoldsAmount(
  p: { status: PaymentStatus; method?: PaymentMethod; expiresAt?: Date | null },
  now: Date,
): boolean {
  if (p.status === "confirmed") return true;
  if (p.status !== "pending") return false;
  return !p.method || paymentMethod(p.method).listedWhileOpen || !p.expiresAt || p.expiresAt.getTime() > now.getTime();
}

/**
 * Whether a provider can take `amount` (minor units) of `currency`, or why not: a code of the
 * errors namespace. No Indonesian bank, card or wallet moves sen, so every provider takes whole
 * rupiah only (decision 039): refused before anything is written or sent, on the server and in
 * the pay dialog alike.
 */
export function onlineAmountProblem(currency: string, amount: number): "payment_amount_whole_rupiah" | null {
  return currency === "IDR" && amount % 100 !== 0 ? "payment_amount_whole_rupiah" : null;
}

/** What a provider said about a payment, as far as the decision needs it. */
export interface ProviderWord {
  /** `declined`: an attempt failed, the checkout can still be paid (decision 066). */
  status: "pending" | "paid" | "declined" | "failed" | "expired";
  amount: number;
  currency: string;
  txnId: string | null;
}

export interface OnlinePaymentState {
  status: PaymentStatus;
  amount: number;
  currency: string;
  providerTxnId: string | null;
}

export interface BookingMoney {
  status: BookingStatus;
  total: number;
  paidTotal: number;
}

/**
 * What to do with a provider's (verified) word about one of our payments, under the booking lock:
 * - `mismatch`: the amount or currency is not what was asked: nothing changes, logged for staff.
 * - `confirm`: money received for a booking still waiting for it: counts, status follows.
 * - `late`: money received, but the booking was cancelled or no longer takes payments, the
 *   checkout was already closed, or it is more than is still owed: the payment is recorded as
 *   received, not counted, and owed back (a refund row), never silently accepted.
 * - `close`: the checkout ended without money (failed / expired).
 * - `declined`: one attempt failed (a card refused) but the provider keeps the checkout payable:
 *   it stays open until it lapses, so money paid on a second try counts (decision 066).
 * - `duplicate`: already applied (a replay, or a late repeat of the same transaction).
 * - `ignored`: nothing to do (pending while pending; a failure after the money came in).
 */
export type ProviderDecision =
  | { kind: "mismatch" }
  | { kind: "confirm" }
  | { kind: "late" }
  | { kind: "close"; status: "failed" | "expired" }
  | { kind: "declined" }
  | { kind: "duplicate" }
  | { kind: "ignored" };

export function decideProviderWord(
  payment: OnlinePaymentState,
  booking: BookingMoney,
  word: ProviderWord,
): ProviderDecision {
  if (word.amount !== payment.amount || word.currency.toUpperCase() !== payment.currency.toUpperCase())
    return { kind: "mismatch" };
  if (word.status === "paid") {
    // Once money is in, it stays in: a replay or a second word on it changes nothing.
    if (payment.status === "confirmed") return { kind: "duplicate" };
    if (payment.status !== "pending") return { kind: "late" };
    if (booking.status !== "pending" && booking.status !== "processing") return { kind: "late" };
    if (payment.amount > balanceDue(booking)) return { kind: "late" };
    return { kind: "confirm" };
  }
  // Out of order (paid, then pending or expired) or a replay of a closing word: stays as it is.
  if (payment.status !== "pending") return payment.status === word.status ? { kind: "duplicate" } : { kind: "ignored" };
  if (word.status === "pending") return { kind: "ignored" };
  if (word.status === "declined") return { kind: "declined" };
  return { kind: "close", status: word.status };
}

/**
 * Why an online payment closed without money, as its "payment failed" history event records it:
 * a stable code, translated where the history is read (booking_panel history.failed_reason.*).
 * `declined`: the provider reported it failed (declined or cancelled at its payment page);
 * `expired`: the checkout ran out of time (the provider said so, or it lapsed unpaid);
 * `provider_unavailable`: the provider could not open the checkout (unreachable, or our keys refused);
 * `provider_refused`: the provider read the request and refused this payment (decision 067).
 */
export const PAYMENT_FAILED_REASONS = ["declined", "expired", "provider_unavailable", "provider_refused"] as const;
export type PaymentFailedReason = (typeof PAYMENT_FAILED_REASONS)[number];

/** The reason code for a checkout closed by the provider's word (decideProviderWord `close`). */
export function closedReason(status: "failed" | "expired"): PaymentFailedReason {
  return status === "failed" ? "declined" : "expired";
}

/**
 * A "payment failed" event's stored reason read back as a code: events recorded before the codes
 * kept the payment's status ("failed", "expired"). Anything else (unknown) is null: not shown raw.
 */
export function paymentFailedReason(stored: string | null): PaymentFailedReason | null {
  if (stored === "failed") return "declined";
  return PAYMENT_FAILED_REASONS.find((r) => r === stored) ?? null;
}

/**
 * Why money a provider reported paid was received but not counted (decideProviderWord `late`), as
 * its "late payment" history event records it: a stable code, translated where the history is read
 * (booking_panel history.late_reason.*). The first that applies, the booking's end before the
 * checkout's:
 * `booking_cancelled`: the booking had been cancelled (by the customer or staff);
 * `booking_expired`: the booking had expired unpaid (the system's cancel);
 * `booking_processed`: the booking had been processed (finished; it takes no more money);
 * `checkout_closed`: the checkout had already closed (declined or expired) before the money came;
 * `more_than_owed`: the amount was more than was still owed (a booking already paid in full too).
 */
export const PAYMENT_LATE_REASONS = [
  "booking_cancelled",
  "booking_expired",
  "booking_processed",
  "checkout_closed",
  "more_than_owed",
] as const;
export type PaymentLateReason = (typeof PAYMENT_LATE_REASONS)[number];

/**
 * The reason code of a `late` decision. `expired`: the booking was cancelled by the expiry of an
 * unpaid booking rather than by a person (its cancel in the history has no actor).
 */
export function lateReason(
  payment: { status: PaymentStatus },
  booking: { status: BookingStatus; expired: boolean },
): PaymentLateReason {
  if (booking.status === "canceled") return booking.expired ? "booking_expired" : "booking_cancelled";
  if (booking.status === "processed") return "booking_processed";
  if (payment.status !== "pending") return "checkout_closed";
  return "more_than_owed";
}

/**
 * A "late payment" event's stored reason read back as a code. Events recorded before the codes
 * kept the booking's status: "canceled" and "processed" say so; "pending", "processing" or "paid"
 * mean the checkout had closed (`checkoutClosed`: the history has a "payment failed" event for the
 * same payment) or else the money was more than owed. Anything else (unknown) is null: not shown raw.
 */
export function paymentLateReason(stored: string | null, checkoutClosed: boolean): PaymentLateReason | null {
  switch (stored) {
    case "canceled":
      return "booking_cancelled";
    case "processed":
      return "booking_processed";
    case "pending":
    case "processing":
    case "paid":
      return checkoutClosed ? "checkout_closed" : "more_than_owed";
  }
  return PAYMENT_LATE_REASONS.find((r) => r === stored) ?? null;
}

/**
 * Whether reconciliation may close an open checkout as expired: past its expiry, and the
 * provider, asked just now, did not report it paid (or does not know it).
 */
export function checkoutLapsed(
  expiresAt: Date | null,
  now: Date,
  providerStatus: ProviderWord["status"] | null,
): boolean {
  if (!expiresAt || expiresAt.getTime() > now.getTime()) return false;
  return providerStatus !== "paid";
}

/** Our reference for one checkout attempt: the booking code and a random tail (unique index). */
export function providerReference(bookingCode: string, random: string): string {
  return `${bookingCode}-${random}`;
}

/** The brand names shown to payers; the sandbox's label is translated (payment:provider.sandbox). */
export const PROVIDER_BRANDS = {
  sandbox: "Sandbox",
  midtrans: "Midtrans",
  xendit: "Xendit",
  billplz: "Billplz",
  stripe: "Stripe",
} as const;

/** A provider's brand name ("Midtrans") from its stored name ("midtrans"); an unknown name as it is. */
export function providerBrand(name: string): string {
  return PROVIDER_BRANDS[name as keyof typeof PROVIDER_BRANDS] ?? name;
}
