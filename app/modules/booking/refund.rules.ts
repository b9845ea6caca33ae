import { agencyToday, utcDay } from "#app/shared/dates";
import type { CancellationPolicyDto as CancellationPolicy } from "#app/shared/cancellation-policy.contract";

/*
 * Pure rules of cancellation penalties and refunds (docs/product.md §Cancellation and refunds,
 * decision 042), unit-tested beside with an injected clock.
 */

export type PenaltyTier = CancellationPolicy["tiers"][number];

/**
 * Whole calendar days from the agency's today (Asia/Jakarta) to the departure date: a booking
 * cancelled at 06:00 in Jakarta on the 1st for a departure on the 8th has 7 days left, whatever
 * UTC says. Negative once the departure day has passed.
 */
export function daysBeforeDeparture(departureDate: string, now: Date): number {
  return Math.round((utcDay(departureDate).getTime() - utcDay(agencyToday(now)).getTime()) / 86_400_000);
}

/**
 * The tier that applies with `daysLeft` days before departure: the one with the smallest
 * `from_days` that is still >= daysLeft ("from 30 days before" covers 30, 29, ... down to the
 * next tier). Earlier than every tier: none (no penalty).
 */
export function applicableTier(policy: CancellationPolicy, daysLeft: number): PenaltyTier | null {
  let best: PenaltyTier | null = null;
  for (const tier of policy.tiers)
    if (tier.from_days >= daysLeft && (best === null || tier.from_days < best.from_days)) best = tier;
  return best;
}

/** A tier's penalty before any cap: percent of the booking's total (rounded down, in the customer's favour) or fixed. */
export function tierPenalty(tier: PenaltyTier | null, total: number): number {
  if (!tier) return 0;
  if (tier.fixed !== null) return Math.max(0, tier.fixed);
  return Math.max(0, Math.floor((total * (tier.percent ?? 0)) / 100));
}

export interface CancellationInput {
  policy: CancellationPolicy;
  total: number;
  /** Confirmed money received (bookings.paid_total). */
  paidTotal: number;
  /** Money already paid back (bookings.refunded_total). */
  refundedTotal: number;
  /** The departure's start date (YYYY-MM-DD); null = no departure, no penalty. */
  departureDate: string | null;
  now: Date;
}

export interface CancellationFigures {
  days_left: number | null;
  tier: PenaltyTier | null;
  /** The last day (before departure) the tier covers (tierSpan); null: on to departure, or no tier. */
  tier_to_days: number | null;
  /** The money the agency holds: paid minus already refunded. */
  held: number;
  penalty: number;
  admin_fee: number;
  refund: number;
}

/**
 * Penalty, admin fee and refund of cancelling now (decision 042):
 * - the penalty of the applicable tier, capped at the money held (a cancellation never bills);
 * - the admin fee whenever money is held (it pays for handling the refund), whether or not a
 *   tier applies, capped at what the penalty leaves;
 * - refund = held - penalty - fee, never negative. Nothing held: nothing charged, nothing refunded.
 */
export function cancellationFigures(input: CancellationInput): CancellationFigures {
  const held = Math.max(0, input.paidTotal - input.refundedTotal);
  const daysLeft = input.departureDate === null ? null : daysBeforeDeparture(input.departureDate, input.now);
  const tier = daysLeft === null ? null : applicableTier(input.policy, daysLeft);
  const penalty = Math.min(held, tierPenalty(tier, input.total));
  const adminFee = held > 0 ? Math.min(held - penalty, Math.max(0, input.policy.admin_fee)) : 0;
  return {
    days_left: daysLeft,
    tier,
    tier_to_days: tier ? tierSpan(input.policy, tier).to_days : null,
    held,
    penalty,
    admin_fee: adminFee,
    refund: held - penalty - adminFee,
  };
}

/** The policy that applies to a package: its own when it has one, else the site's. */
export function effectivePolicy(site: CancellationPolicy, own: CancellationPolicy | null): CancellationPolicy {
  return own ?? site;
}

/**
 * The days before departure a tier covers, as the cancel dialog names it ("15 to 30 days before
 * departure: 25 %"): from its own `from_days` down to one more than the next smaller tier's;
 * `to_days` null for the smallest tier, which runs on to the departure day and after.
 */
export function tierSpan(policy: CancellationPolicy, tier: PenaltyTier): { from_days: number; to_days: number | null } {
  const below = policy.tiers.filter((t) => t.from_days < tier.from_days).map((t) => t.from_days);
  return { from_days: tier.from_days, to_days: below.length > 0 ? Math.max(...below) + 1 : null };
}

export interface CancellationSettlement {
  penalty: number;
  admin_fee: number;
  /** What is paid back (due or paid); 0 when nothing was held or the penalty kept it all. */
  refund: number;
  /** The refund's state; null when there is nothing to pay back. */
  refund_status: "due" | "paid" | null;
  /** What the cancellation finally costs: the money paid minus the refund (penalty + fee). */
  net: number;
}

/**
 * What a cancelled booking came to (decision 056), from its cancellation refund record: the
 * penalty and fee kept, the refund and the net (paid − refund). A booking cancelled without
 * confirmed money has no record: all zero. Never a balance to pay (booking.rules balanceDue).
 */
export function cancellationSettlement(
  paidTotal: number,
  refunds: readonly { reason: string; penalty: number; admin_fee: number; amount: number; status: "due" | "paid" }[],
): CancellationSettlement {
  const r = refunds.find((x) => x.reason === "cancellation");
  if (!r) return { penalty: 0, admin_fee: 0, refund: 0, refund_status: null, net: Math.max(0, paidTotal) };
  return {
    penalty: r.penalty,
    admin_fee: r.admin_fee,
    refund: r.amount,
    refund_status: r.amount > 0 ? r.status : null,
    net: Math.max(0, paidTotal - r.amount),
  };
}
