import { describe, expect, it } from "vitest";
import {
  CHECKOUT_MINUTES,
  checkoutExpiry,
  checkoutLapsed,
  closedReason,
  decideProviderWord,
  lateReason,
  onlineAmountProblem,
  PAYMENT_FAILED_REASONS,
  PAYMENT_LATE_REASONS,
  paymentFailedReason,
  paymentLateReason,
  paymentHoldsAmount,
  providerReference,
} from "./online-payment.rules";

const now = new Date("2026-03-01T10:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("paymentHoldsAmount (decision 036)", () => {
  it("confirmed money always holds; rejected, failed and expired never", () => {
    expect(paymentHoldsAmount({ status: "confirmed", method: "online", expiresAt: minutes(-600) }, now)).toBe(true);
    for (const status of ["rejected", "failed", "expired"] as const)
      expect(paymentHoldsAmount({ status, method: "manual", expiresAt: null }, now)).toBe(false);
  });

  it("a reported transfer holds while it awaits review; an online checkout only until it lapses", () => {
    expect(paymentHoldsAmount({ status: "pending", method: "manual", expiresAt: null }, now)).toBe(true);
    expect(paymentHoldsAmount({ status: "pending", method: "online", expiresAt: minutes(1) }, now)).toBe(true);
    expect(paymentHoldsAmount({ status: "pending", method: "online", expiresAt: minutes(0) }, now)).toBe(false);
    expect(paymentHoldsAmount({ status: "pending", method: "online", expiresAt: minutes(-1) }, now)).toBe(false);
  });

  it("a checkout lasts CHECKOUT_MINUTES", () => {
    expect(checkoutExpiry(now).getTime() - now.getTime()).toBe(CHECKOUT_MINUTES * 60_000);
    expect(CHECKOUT_MINUTES).toBeLessThanOrEqual(120);
  });
});

describe("decideProviderWord", () => {
  const payment = { status: "pending" as const, amount: 3_000_000, currency: "IDR", providerTxnId: null };
  const booking = { status: "pending" as const, total: 10_000_000, paidTotal: 0 };
  const paid = { status: "paid" as const, amount: 3_000_000, currency: "IDR", txnId: "t1" };

  it("confirms money that matches, for a booking still waiting for it", () => {
    expect(decideProviderWord(payment, booking, paid)).toEqual({ kind: "confirm" });
    expect(decideProviderWord(payment, { ...booking, status: "processing", paidTotal: 7_000_000 }, paid)).toEqual({
      kind: "confirm",
    });
  });

  it("refuses another amount or currency, whatever the status", () => {
    expect(decideProviderWord(payment, booking, { ...paid, amount: 2_999_999 })).toEqual({ kind: "mismatch" });
    expect(decideProviderWord(payment, booking, { ...paid, currency: "MYR" })).toEqual({ kind: "mismatch" });
    expect(decideProviderWord(payment, booking, { ...paid, status: "failed", amount: 1 })).toEqual({
      kind: "mismatch",
    });
    // Case does not matter for a currency code.
    expect(decideProviderWord(payment, booking, { ...paid, currency: "idr" })).toEqual({ kind: "confirm" });
  });

  it("late: cancelled or finished booking, closed checkout, or more than is still owed", () => {
    for (const status of ["canceled", "paid", "processed"] as const)
      expect(decideProviderWord(payment, { ...booking, status }, paid)).toEqual({ kind: "late" });
    for (const status of ["failed", "expired", "rejected"] as const)
      expect(decideProviderWord({ ...payment, status }, booking, paid)).toEqual({ kind: "late" });
    expect(decideProviderWord(payment, { ...booking, status: "processing", paidTotal: 8_000_000 }, paid)).toEqual({
      kind: "late",
    });
  });

  it("a second word on confirmed money changes nothing (replay, out of order)", () => {
    const confirmed = { ...payment, status: "confirmed" as const, providerTxnId: "t1" };
    expect(decideProviderWord(confirmed, booking, paid)).toEqual({ kind: "duplicate" });
    expect(decideProviderWord(confirmed, booking, { ...paid, status: "expired" })).toEqual({ kind: "ignored" });
    expect(decideProviderWord(confirmed, booking, { ...paid, status: "pending" })).toEqual({ kind: "ignored" });
    expect(decideProviderWord(confirmed, booking, { ...paid, status: "failed" })).toEqual({ kind: "ignored" });
  });

  it("closes an open checkout on failed or expired; pending changes nothing", () => {
    expect(decideProviderWord(payment, booking, { ...paid, status: "failed" })).toEqual({
      kind: "close",
      status: "failed",
    });
    expect(decideProviderWord(payment, booking, { ...paid, status: "expired" })).toEqual({
      kind: "close",
      status: "expired",
    });
    expect(decideProviderWord(payment, booking, { ...paid, status: "pending" })).toEqual({ kind: "ignored" });
    expect(decideProviderWord({ ...payment, status: "expired" }, booking, { ...paid, status: "expired" })).toEqual({
      kind: "duplicate",
    });
  });

  it("a declined attempt leaves an open checkout open; after the money or the close it changes nothing", () => {
    const declined = { ...paid, status: "declined" as const, txnId: null };
    expect(decideProviderWord(payment, booking, declined)).toEqual({ kind: "declined" });
    expect(decideProviderWord({ ...payment, status: "confirmed" }, booking, declined)).toEqual({ kind: "ignored" });
    expect(decideProviderWord({ ...payment, status: "expired" }, booking, declined)).toEqual({ kind: "ignored" });
  });
});

describe("onlineAmountProblem", () => {
  it("rupiah must be whole (no sen) at every provider; ringgit and dollars take cents", () => {
    expect(onlineAmountProblem("IDR", 3_000_000)).toBeNull();
    expect(onlineAmountProblem("IDR", 3_000_050)).toBe("payment_amount_whole_rupiah");
    expect(onlineAmountProblem("MYR", 150_050)).toBeNull();
    expect(onlineAmountProblem("SGD", 99)).toBeNull();
  });
});

describe("checkoutLapsed", () => {
  it("only past its expiry, and never when the provider reports it paid", () => {
    expect(checkoutLapsed(minutes(1), now, null)).toBe(false);
    expect(checkoutLapsed(minutes(0), now, null)).toBe(true);
    expect(checkoutLapsed(minutes(-5), now, "pending")).toBe(true);
    expect(checkoutLapsed(minutes(-5), now, "paid")).toBe(false);
    expect(checkoutLapsed(null, now, null)).toBe(false);
  });
});

it("providerReference: the booking code and the random tail", () => {
  expect(providerReference("ABC34679", "0A1B2C3D4E")).toBe("ABC34679-0A1B2C3D4E");
});

describe("a payment_failed event's reason", () => {
  it("is recorded as a code: the provider's 'failed' is a decline, 'expired' an expiry", () => {
    expect(closedReason("failed")).toBe("declined");
    expect(closedReason("expired")).toBe("expired");
  });

  it("reads back the codes, older events' status words, and nothing for an unknown word", () => {
    for (const code of PAYMENT_FAILED_REASONS) expect(paymentFailedReason(code)).toBe(code);
    expect(paymentFailedReason("failed")).toBe("declined");
    expect(paymentFailedReason("deny")).toBeNull();
    expect(paymentFailedReason(null)).toBeNull();
  });
});

describe("a payment_late event's reason", () => {
  const open = { status: "pending" as const };
  const closed = { status: "failed" as const };

  it("is the booking's end first (cancelled by a person, expired unpaid, processed), then the checkout's", () => {
    expect(lateReason(closed, { status: "canceled", expired: false })).toBe("booking_cancelled");
    expect(lateReason(closed, { status: "canceled", expired: true })).toBe("booking_expired");
    expect(lateReason(open, { status: "processed", expired: false })).toBe("booking_processed");
    expect(lateReason({ status: "expired" }, { status: "pending", expired: false })).toBe("checkout_closed");
    expect(lateReason(closed, { status: "paid", expired: false })).toBe("checkout_closed");
    // An open checkout for a booking paid in full, or for more than is left.
    expect(lateReason(open, { status: "paid", expired: false })).toBe("more_than_owed");
    expect(lateReason(open, { status: "processing", expired: false })).toBe("more_than_owed");
  });

  it("reads back the codes, older events' booking status words, and nothing for an unknown word", () => {
    for (const code of PAYMENT_LATE_REASONS) expect(paymentLateReason(code, false)).toBe(code);
    expect(paymentLateReason("canceled", true)).toBe("booking_cancelled");
    expect(paymentLateReason("processed", false)).toBe("booking_processed");
    for (const word of ["pending", "processing", "paid"]) {
      expect(paymentLateReason(word, true)).toBe("checkout_closed");
      expect(paymentLateReason(word, false)).toBe("more_than_owed");
    }
    expect(paymentLateReason("settlement", false)).toBeNull();
    expect(paymentLateReason(null, false)).toBeNull();
  });
});
