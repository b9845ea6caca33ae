import type { Currency } from "#app/shared/money";
import type { BookingStatus } from "#app/modules/booking/booking.contract";
import { acceptsPayments, balanceDue, depositDue } from "#app/modules/booking/booking.rules";

/**
 * Unique-code bank transfers (decision 035, docs/product.md §Bank transfers with a unique code).
 * The customer transfers the amount due plus a small code, so a credit on the agency's bank
 * statement names one open transfer. The code is the agency's to absorb: the booking counts the
 * payment's `amount`, never the code.
 */

/** The codes a currency allows, in minor units: IDR Rp 1 to Rp 999 (whole rupiah); MYR and SGD 1 to 99 sen. */
export const UNIQUE_CODE_RANGE: Record<Currency, { min: number; max: number; step: number }> = {
  // Rupiah has 2 minor digits, but nobody transfers sen: the code is whole rupiah.
  IDR: { min: 100, max: 99_900, step: 100 },
  MYR: { min: 1, max: 99, step: 1 },
  SGD: { min: 1, max: 99, step: 1 },
};

/** How many different codes a currency has (999 for IDR, 99 for MYR/SGD). */
export function codeCount(currency: Currency): number {
  const r = UNIQUE_CODE_RANGE[currency];
  return (r.max - r.min) / r.step + 1;
}

/** The n-th code of a currency (n from 0), in minor units. */
export function nthCode(currency: Currency, n: number): number {
  const r = UNIQUE_CODE_RANGE[currency];
  if (!Number.isInteger(n) || n < 0 || n >= codeCount(currency)) throw new RangeError(`no code ${n} for ${currency}`);
  return r.min + n * r.step;
}

/** Whether a code (minor units) is one the currency allows. */
export function isValidCode(currency: Currency, code: number): boolean {
  const r = UNIQUE_CODE_RANGE[currency];
  return Number.isInteger(code) && code >= r.min && code <= r.max && (code - r.min) % r.step === 0;
}

/** What the customer transfers: the amount due plus the code. */
export function transferAmount(amount: number, code: number): number {
  return amount + code;
}

/**
 * A code for a transfer of `amount`, none of whose transfer amounts is already taken by another
 * open transfer of the same currency (`taken`: their transfer amounts). Random among the free
 * ones (`random` in [0, 1)), so concurrent transfers of the same amount rarely collide and a
 * collision is retried; null when every code of that amount is taken.
 */
export function pickCode(
  currency: Currency,
  amount: number,
  taken: ReadonlySet<number>,
  random: () => number = Math.random,
): number | null {
  const free: number[] = [];
  for (let n = 0; n < codeCount(currency); n++) {
    const code = nthCode(currency, n);
    if (!taken.has(transferAmount(amount, code))) free.push(code);
  }
  if (!free.length) return null;
  return free[Math.min(free.length - 1, Math.floor(random() * free.length))];
}

/**
 * The amount the booking's next bank transfer asks for (decision 058), or null when none is
 * asked now: nothing is asked of a booking that takes no payment, is paid, or has a payment
 * awaiting the admin's check (its review decides what is next). A deposit booking's first
 * payment is its deposit (at least 1, as paymentWindow); afterwards, and for a full-payment
 * booking, everything still open. Its code is issued the moment this amount is known, so the
 * checkout result, mails, booking page, invoice and reminders all show the same exact amount.
 */
export function nextTransferAmount(b: {
  status: BookingStatus;
  total: number;
  paidTotal: number;
  paymentType: "full" | "deposit";
  minFirstPayment: number;
  /** A payment told by the customer (transfer or card) and not reviewed yet. */
  awaitingReview: boolean;
}): number | null {
  if (!acceptsPayments(b.status) || b.awaitingReview) return null;
  const left = balanceDue(b);
  if (left <= 0) return null;
  if (b.paidTotal === 0 && b.paymentType === "deposit") return depositDue(b.minFirstPayment, left);
  return left;
}
