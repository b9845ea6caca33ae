import { describe, expect, it } from "vitest";
import {
  type BookingFacts,
  earnedAmount,
  lineStatus,
  overrideAmount,
  paidOnAllowed,
  payable,
  payoutNet,
  percentOf,
  priceAfterDiscount,
  reversalOf,
  type SchemeTerms,
  schemeFor,
} from "./commission.rules";

/** Commission rules (decision 078, docs/product.md §Commissions). */
const scheme = (over: Partial<SchemeTerms> = {}): SchemeTerms => ({
  id: 1,
  packageId: null,
  kind: "fixed",
  currency: "IDR",
  rates: { adult: 1_000_000, child: 500_000, infant: 100_000 },
  percentBp: 0,
  override: "none",
  overrideAmount: 0,
  uplineRates: { adult: 0, child: 0, infant: 0 },
  uplinePercentBp: 0,
  ...over,
});

const booking: BookingFacts = {
  currency: "IDR",
  subtotal: 60_000_000,
  extrasTotal: 2_000_000,
  discount: 1_500_000,
  travellers: { adult: 2, child: 1, infant: 1 },
};

describe("the agent's earned line", () => {
  it("is a fixed amount per traveller by type, in the scheme's currency", () => {
    const e = earnedAmount(scheme(), booking);
    expect(e.amount).toBe(2 * 1_000_000 + 500_000 + 100_000);
    expect(e.currency).toBe("IDR");
    expect(e.basis).toMatchObject({ kind: "fixed", rates: { adult: 1_000_000 }, travellers: booking.travellers });
  });

  it("or a percentage of the price after discount (subtotal + extras − discount, charges left out), rounded down", () => {
    expect(priceAfterDiscount(booking)).toBe(60_500_000);
    expect(priceAfterDiscount({ subtotal: 100, extrasTotal: 0, discount: 500 })).toBe(0);
    const e = earnedAmount(scheme({ kind: "percent", percentBp: 250 }), { ...booking, currency: "MYR" });
    expect(e.amount).toBe(1_512_500);
    expect(e.currency).toBe("MYR");
    expect(e.basis).toMatchObject({ kind: "percent", percent_bp: 250, base: 60_500_000 });
    expect(percentOf(999, 150)).toBe(14);
  });

  it("comes from the package's scheme when it has one, else the default", () => {
    const def = scheme({ id: 1 });
    const pkg = scheme({ id: 2, packageId: 7 });
    expect(schemeFor([def, pkg], 7)?.id).toBe(2);
    expect(schemeFor([def, pkg], 8)?.id).toBe(1);
    expect(schemeFor([def, pkg], null)?.id).toBe(1);
    expect(schemeFor([pkg], 8)).toBeUndefined();
  });
});

describe("the upline's override", () => {
  it("is nothing without one", () => {
    expect(overrideAmount(scheme(), booking)).toBeNull();
  });

  it("is a fixed amount per booking", () => {
    expect(overrideAmount(scheme({ override: "fixed", overrideAmount: 250_000 }), booking)?.amount).toBe(250_000);
  });

  it("is the difference of rates: per traveller by type, or of the percentages", () => {
    const fixed = scheme({
      override: "difference",
      uplineRates: { adult: 1_200_000, child: 600_000, infant: 100_000 },
    });
    expect(overrideAmount(fixed, booking)?.amount).toBe(2 * 200_000 + 100_000);
    const percent = scheme({ kind: "percent", percentBp: 200, override: "difference", uplinePercentBp: 300 });
    expect(overrideAmount(percent, booking)).toMatchObject({
      amount: 605_000,
      basis: { override: "difference", percent_bp: 200, upline_percent_bp: 300 },
    });
  });

  it("is nothing when the upline's rate is not above the agent's", () => {
    expect(
      overrideAmount(
        scheme({ kind: "percent", percentBp: 300, override: "difference", uplinePercentBp: 300 }),
        booking,
      ),
    ).toBeNull();
  });
});

describe("reversals and payouts", () => {
  const now = new Date("2026-11-26T03:00:00Z");

  it("a reversal negates the line at the clock's time; owed only once the line was paid", () => {
    const before = reversalOf({ id: 5, amount: 900, currency: "IDR", payoutId: null }, now);
    expect(before).toEqual({ reverses: 5, amount: -900, currency: "IDR", createdAt: now, owed: false });
    expect(reversalOf({ id: 5, amount: 900, currency: "IDR", payoutId: 3 }, now).owed).toBe(true);
  });

  it("a line's status follows the ledger", () => {
    const line = { id: 1, kind: "earned" as const, amount: 900, currency: "IDR", payoutId: null };
    expect(lineStatus(line)).toBe("unpaid");
    expect(payable(line)).toBe(true);
    expect(lineStatus({ ...line, reversed: true })).toBe("reversed");
    expect(payable({ ...line, reversed: true })).toBe(false);
    expect(lineStatus({ ...line, payoutId: 4 })).toBe("paid");
    const reversal = { ...line, id: 2, kind: "reversal" as const, amount: -900 };
    expect(lineStatus(reversal)).toBe("reversed");
    expect(lineStatus({ ...reversal, reversedLinePaid: true })).toBe("owed");
    expect(payable({ ...reversal, reversedLinePaid: true })).toBe(false);
  });

  it("a payout nets the chosen lines with what the agent owes, and must pay something", () => {
    expect(payoutNet([{ amount: 1000 }, { amount: 500 }], [{ amount: -400 }])).toBe(1100);
    expect(payoutNet([{ amount: 400 }], [{ amount: -400 }])).toBeNull();
    expect(payoutNet([], [])).toBeNull();
  });

  it("a payout's date is today or earlier in the agency's calendar", () => {
    // 03:00 UTC is 10:00 in Jakarta, 26 November.
    expect(paidOnAllowed("2026-11-26", now)).toBe(true);
    expect(paidOnAllowed("2026-11-01", now)).toBe(true);
    expect(paidOnAllowed("2026-11-27", now)).toBe(false);
    expect(paidOnAllowed("2026-11-27", new Date("2026-11-26T17:30:00Z"))).toBe(true);
  });
});
