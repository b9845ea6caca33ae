import { describe, expect, it } from "vitest";
import { cancellationPolicyInput } from "#app/shared/cancellation-policy.contract";
import {
  applicableTier,
  cancellationFigures,
  cancellationSettlement,
  daysBeforeDeparture,
  effectivePolicy,
  tierPenalty,
  tierSpan,
} from "./refund.rules";

const policy = {
  tiers: [
    { from_days: 45, percent: 10, fixed: null },
    { from_days: 30, percent: 25, fixed: null },
    { from_days: 14, percent: null, fixed: 5_000_000_00 },
    { from_days: 7, percent: 100, fixed: null },
  ],
  admin_fee: 0,
};
// 2026-03-01 10:00 in Jakarta (03:00 UTC).
const NOW = new Date("2026-03-01T03:00:00Z");
const dep = (days: number) => new Date(Date.UTC(2026, 2, 1 + days)).toISOString().slice(0, 10);
const figures = (over: Partial<Parameters<typeof cancellationFigures>[0]> = {}) =>
  cancellationFigures({
    policy,
    total: 40_000_000_00,
    paidTotal: 10_000_000_00,
    refundedTotal: 0,
    departureDate: dep(60),
    now: NOW,
    ...over,
  });

describe("daysBeforeDeparture", () => {
  it("counts calendar days in the agency's zone: 06:30 Jakarta on the 1st is the 1st, not UTC's 28 Feb", () => {
    const early = new Date("2026-02-28T23:30:00Z"); // 06:30 on 1 March in Jakarta
    expect(daysBeforeDeparture("2026-03-08", early)).toBe(7);
    // The same instant counted in UTC would be 8 days: the rule must not use UTC's date.
    expect(daysBeforeDeparture("2026-03-08", new Date("2026-02-28T16:59:59Z"))).toBe(8);
    expect(daysBeforeDeparture("2026-03-08", new Date("2026-02-28T17:00:00Z"))).toBe(7);
  });
  it("is zero on the departure day and negative after it", () => {
    expect(daysBeforeDeparture("2026-03-01", NOW)).toBe(0);
    expect(daysBeforeDeparture("2026-02-27", NOW)).toBe(-2);
  });
});

describe("applicableTier", () => {
  it("takes the tier with the smallest from_days still >= the days left (boundaries inclusive)", () => {
    expect(applicableTier(policy, 46)).toBeNull();
    expect(applicableTier(policy, 45)?.from_days).toBe(45);
    expect(applicableTier(policy, 31)?.from_days).toBe(45);
    expect(applicableTier(policy, 30)?.from_days).toBe(30);
    expect(applicableTier(policy, 15)?.from_days).toBe(30);
    expect(applicableTier(policy, 14)?.from_days).toBe(14);
    expect(applicableTier(policy, 8)?.from_days).toBe(14);
    expect(applicableTier(policy, 7)?.from_days).toBe(7);
    expect(applicableTier(policy, 0)?.from_days).toBe(7);
    expect(applicableTier(policy, -3)?.from_days).toBe(7);
  });
  it("does not depend on the order the tiers are stored in", () => {
    const shuffled = { ...policy, tiers: [...policy.tiers].reverse() };
    expect(applicableTier(shuffled, 20)?.from_days).toBe(30);
  });
  it("no tiers: never a penalty", () => {
    expect(applicableTier({ tiers: [], admin_fee: 0 }, 0)).toBeNull();
  });
});

describe("tierPenalty", () => {
  it("percent of the total, rounded down; fixed as given", () => {
    expect(tierPenalty({ from_days: 1, percent: 25, fixed: null }, 1_000_003)).toBe(250_000);
    expect(tierPenalty({ from_days: 1, percent: null, fixed: 700 }, 1_000_000)).toBe(700);
    expect(tierPenalty(null, 1_000_000)).toBe(0);
  });
});

describe("cancellationFigures", () => {
  it("earlier than every tier: no penalty, everything held is refunded", () => {
    expect(figures()).toMatchObject({
      days_left: 60,
      tier: null,
      held: 10_000_000_00,
      penalty: 0,
      refund: 10_000_000_00,
    });
  });
  it("percent tier: percent of the booking's TOTAL, not of the money paid", () => {
    expect(figures({ departureDate: dep(40) })).toMatchObject({ penalty: 4_000_000_00, refund: 6_000_000_00 });
    expect(figures({ departureDate: dep(30) })).toMatchObject({ penalty: 10_000_000_00, refund: 0 });
  });
  it("fixed tier in minor units", () => {
    expect(figures({ departureDate: dep(14) })).toMatchObject({ penalty: 5_000_000_00, refund: 5_000_000_00 });
  });
  it("the penalty is capped at the money held: the refund is never negative and nothing is billed", () => {
    const f = figures({ departureDate: dep(3), paidTotal: 2_000_000_00 });
    expect(f).toMatchObject({ penalty: 2_000_000_00, admin_fee: 0, refund: 0 });
  });
  it("money already refunded is not held any more", () => {
    const f = figures({ paidTotal: 10_000_000_00, refundedTotal: 4_000_000_00 });
    expect(f).toMatchObject({ held: 6_000_000_00, refund: 6_000_000_00 });
  });
  it("the admin fee applies to any cancellation with money, with or without a tier, capped by what is left", () => {
    const withFee = { ...policy, admin_fee: 250_000_00 };
    expect(figures({ policy: withFee })).toMatchObject({ penalty: 0, admin_fee: 250_000_00, refund: 9_750_000_00 });
    expect(figures({ policy: withFee, departureDate: dep(40) })).toMatchObject({
      penalty: 4_000_000_00,
      admin_fee: 250_000_00,
      refund: 5_750_000_00,
    });
    expect(figures({ policy: withFee, departureDate: dep(30) })).toMatchObject({ admin_fee: 0, refund: 0 });
    expect(figures({ policy: withFee, paidTotal: 100_000_00 })).toMatchObject({ admin_fee: 100_000_00, refund: 0 });
  });
  it("nothing held: no penalty, no fee, no refund", () => {
    expect(figures({ policy: { ...policy, admin_fee: 1000 }, paidTotal: 0, departureDate: dep(1) })).toMatchObject({
      penalty: 0,
      admin_fee: 0,
      refund: 0,
    });
  });
  it("no departure: no tier", () => {
    expect(figures({ departureDate: null })).toMatchObject({ days_left: null, penalty: 0 });
  });
  it("the agency's zone decides the tier at the boundary", () => {
    // 23:30 UTC on 28 Feb is 1 March in Jakarta: 30 days before 31 March, the 30-day tier.
    const f = figures({ departureDate: "2026-03-31", now: new Date("2026-02-28T23:30:00Z") });
    expect(f.tier?.from_days).toBe(30);
  });
});

describe("effectivePolicy and validation", () => {
  it("a package's own policy wins, else the site's", () => {
    const own = { tiers: [], admin_fee: 5 };
    expect(effectivePolicy(policy, own)).toBe(own);
    expect(effectivePolicy(policy, null)).toBe(policy);
  });
  it("tiers: distinct days 0..365, percent 0..100, exactly one of percent or fixed", () => {
    expect(cancellationPolicyInput.safeParse(policy).success).toBe(true);
    const bad = (tiers: unknown[]) => cancellationPolicyInput.safeParse({ tiers, admin_fee: 0 }).success;
    expect(
      bad([
        { from_days: 10, percent: 10 },
        { from_days: 10, percent: 20 },
      ]),
    ).toBe(false);
    expect(bad([{ from_days: 366, percent: 10 }])).toBe(false);
    expect(bad([{ from_days: -1, percent: 10 }])).toBe(false);
    expect(bad([{ from_days: 5, percent: 101 }])).toBe(false);
    expect(bad([{ from_days: 5, percent: 10, fixed: 100 }])).toBe(false);
    expect(bad([{ from_days: 5 }])).toBe(false);
    expect(
      bad([
        { from_days: 0, percent: 100 },
        { from_days: 365, fixed: 0 },
      ]),
    ).toBe(true);
  });
});

describe("tierSpan", () => {
  it("a tier covers its days down to one more than the next smaller tier; the smallest runs on to departure", () => {
    expect(tierSpan(policy, policy.tiers[1])).toEqual({ from_days: 30, to_days: 15 });
    expect(tierSpan(policy, policy.tiers[0])).toEqual({ from_days: 45, to_days: 31 });
    expect(tierSpan(policy, policy.tiers[3])).toEqual({ from_days: 7, to_days: null });
    // Whatever order the tiers were saved in.
    const shuffled = { ...policy, tiers: [...policy.tiers].reverse() };
    expect(tierSpan(shuffled, policy.tiers[2])).toEqual({ from_days: 14, to_days: 8 });
  });
});

describe("cancellationSettlement", () => {
  const refund = { reason: "cancellation", penalty: 4_000_000_00, admin_fee: 50_000_00, amount: 5_950_000_00 };
  it("penalty, fee, refund and net (paid minus refund) of the cancellation's refund record", () => {
    expect(cancellationSettlement(10_000_000_00, [{ ...refund, status: "due" }])).toEqual({
      penalty: 4_000_000_00,
      admin_fee: 50_000_00,
      refund: 5_950_000_00,
      refund_status: "due",
      net: 4_050_000_00,
    });
    expect(cancellationSettlement(10_000_000_00, [{ ...refund, status: "paid" }]).refund_status).toBe("paid");
  });

  it("the penalty kept everything: nothing to pay back; no money held: all zero; late payments are not the cancellation's", () => {
    // Nothing paid back: no fee, no refund, no refund status.
    const nothingBack = (penalty: number, net: number) => ({
      penalty,
      admin_fee: 0,
      refund: 0,
      refund_status: null,
      net,
    });
    const all = { reason: "cancellation", penalty: 10, admin_fee: 0, amount: 0, status: "paid" as const };
    expect(cancellationSettlement(10, [all])).toEqual(nothingBack(10, 10));
    const late = { reason: "late_payment", penalty: 0, admin_fee: 0, amount: 500, status: "due" as const };
    expect(cancellationSettlement(0, [late])).toEqual(nothingBack(0, 0));
  });
});
