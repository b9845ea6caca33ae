import type { BookingStatus, ChargeKind } from "./booking.contract";
import { bookingEditable } from "./booking.rules";

/*
 * Charge lines beyond the package (docs/product.md §Charges), unit-tested beside.
 */

/** The signed amount a line adds to the total: a discount is taken off; every other kind is added. */
export function signedCharge(kind: ChargeKind, amount: number): number {
  return kind === "discount" ? -amount : amount;
}

/** Lines are added or reversed while the booking is still open: not once cancelled or processed. */
export function chargesOpen(status: BookingStatus): boolean {
  return bookingEditable(status);
}

/**
 * The booking's figures after a line of `signed` amount, or the reason it is refused: a total
 * below the money already confirmed would owe the customer money back, which only a refund pays
 * (and a total below zero is below any). A deposit's least first payment never exceeds the total.
 */
export function totalsAfterCharge(
  b: { total: number; chargesTotal: number; paidTotal: number; minFirstPayment: number },
  signed: number,
): { total: number; chargesTotal: number; minFirstPayment: number } | "below_paid" {
  const total = b.total + signed;
  if (total < Math.max(0, b.paidTotal)) return "below_paid";
  return { total, chargesTotal: b.chargesTotal + signed, minFirstPayment: Math.min(b.minFirstPayment, total) };
}
