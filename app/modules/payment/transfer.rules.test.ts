import { describe, expect, it } from "vitest";
import { accountsFor } from "./escrow.rules";
import {
  codeCount,
  isValidCode,
  nextTransferAmount,
  nthCode,
  pickCode,
  transferAmount,
  UNIQUE_CODE_RANGE,
} from "./transfer.rules";

describe("unique-code transfer rules (decision 035)", () => {
  it("IDR codes are whole rupiah from Rp 1 to Rp 999; MYR and SGD 1 to 99 sen", () => {
    expect(codeCount("IDR")).toBe(999);
    expect(nthCode("IDR", 0)).toBe(100);
    expect(nthCode("IDR", 998)).toBe(99_900);
    expect(codeCount("MYR")).toBe(99);
    expect(nthCode("MYR", 0)).toBe(1);
    expect(nthCode("MYR", 98)).toBe(99);
    expect(codeCount("SGD")).toBe(99);
    expect(() => nthCode("IDR", 999)).toThrow();
    expect(() => nthCode("MYR", -1)).toThrow();
  });

  it("a code is valid only inside its currency's range and steps", () => {
    expect(isValidCode("IDR", 100)).toBe(true);
    expect(isValidCode("IDR", 99_900)).toBe(true);
    expect(isValidCode("IDR", 150)).toBe(false); // half a rupiah step: sen are not transferred
    expect(isValidCode("IDR", 0)).toBe(false);
    expect(isValidCode("IDR", 100_000)).toBe(false);
    expect(isValidCode("MYR", 99)).toBe(true);
    expect(isValidCode("MYR", 100)).toBe(false);
    expect(isValidCode("SGD", 0)).toBe(false);
  });

  it("the transfer amount is the amount plus the code (the code is not counted as paid)", () => {
    expect(transferAmount(5_000_000_00, 12_300)).toBe(5_000_123_00);
  });

  it("picks a code whose transfer amount no open transfer has", () => {
    const amount = 1_000_000_00;
    const taken = new Set<number>();
    for (let n = 0; n < codeCount("IDR") - 1; n++) taken.add(amount + nthCode("IDR", n));
    // Only the last code is free: whatever the random draw, that one.
    expect(pickCode("IDR", amount, taken, () => 0)).toBe(99_900);
    expect(pickCode("IDR", amount, taken, () => 0.999)).toBe(99_900);
    taken.add(amount + 99_900);
    expect(pickCode("IDR", amount, taken)).toBeNull();
    // Another amount's transfers do not take this amount's codes.
    expect(pickCode("IDR", amount + 1_000_000, taken, () => 0)).toBe(100);
  });

  it("every pick is a valid code of its currency", () => {
    for (const currency of ["IDR", "MYR", "SGD"] as const)
      for (let i = 0; i < 50; i++) {
        const code = pickCode(currency, 10_000, new Set())!;
        expect(isValidCode(currency, code)).toBe(true);
        expect(code).toBeGreaterThanOrEqual(UNIQUE_CODE_RANGE[currency].min);
      }
  });
});

describe("the amount the next transfer asks for (decision 058)", () => {
  const b = {
    status: "pending" as const,
    total: 10_000,
    paidTotal: 0,
    paymentType: "deposit" as const,
    minFirstPayment: 3_000,
    awaitingReview: false,
  };
  it("a deposit booking: the deposit first, then the rest once it is confirmed", () => {
    expect(nextTransferAmount(b)).toBe(3_000);
    expect(nextTransferAmount({ ...b, status: "processing", paidTotal: 3_000 })).toBe(7_000);
    expect(nextTransferAmount({ ...b, paymentType: "full" })).toBe(10_000);
    // A deposit larger than the total asks the total.
    expect(nextTransferAmount({ ...b, minFirstPayment: 20_000 })).toBe(10_000);
  });
  it("nothing while a told payment awaits review, once paid, or when the booking takes no payment", () => {
    expect(nextTransferAmount({ ...b, awaitingReview: true })).toBeNull();
    expect(nextTransferAmount({ ...b, status: "paid", paidTotal: 10_000 })).toBeNull();
    expect(nextTransferAmount({ ...b, status: "canceled" })).toBeNull();
    expect(nextTransferAmount({ ...b, status: "processing", paidTotal: 10_000 })).toBeNull();
  });
});

describe("the accounts a booking transfers to (docs/product.md §Licences, reference price and escrow)", () => {
  const normal = { id: 1, is_escrow: false };
  const escrow = { id: 2, is_escrow: true };
  it("an umrah booking gets the escrow account only; a tour the others; none marked: all", () => {
    expect(accountsFor("umrah", [normal, escrow])).toEqual([escrow]);
    expect(accountsFor("tour", [normal, escrow])).toEqual([normal]);
    expect(accountsFor("umrah", [normal])).toEqual([normal]);
    expect(accountsFor("tour", [escrow])).toEqual([escrow]);
    expect(accountsFor(null, [normal, escrow])).toEqual([normal, escrow]);
  });
});
