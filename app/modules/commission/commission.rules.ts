import { agencyToday } from "#app/shared/dates";
import { TRAVELLER_TYPES, type TravellerType } from "#app/modules/catalog/rooms.rules";

/*
 * Pure rules of agents' commissions (decision 078, docs/product.md §Commissions), unit-tested
 * beside. The amounts are computed once, when a line is earned, and stored with the scheme's
 * words at that time (`basis`): a later change of the scheme never changes a line.
 */

/** `fixed`: an amount per traveller by type; `percent`: basis points of the price after discount. */
export const SCHEME_KINDS = ["fixed", "percent"] as const;
export type SchemeKind = (typeof SCHEME_KINDS)[number];

/**
 * The upline's override: none; a fixed amount per booking; or the difference of rates (the
 * upline's rate, stored on the scheme, minus the agent's). One level: the agent's upline only.
 */
export const OVERRIDE_KINDS = ["none", "fixed", "difference"] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];

/** earned: the booking's agent; override: their upline; reversal: the negative of one of those. */
export const LINE_KINDS = ["earned", "override", "reversal"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/**
 * What a line is now, from the ledger: `unpaid` (payable), `paid` (in a payout), `reversed` (an
 * unpaid line and its reversal, which net to zero and are never paid), `owed` (the reversal of a
 * line already paid: negative money the agent owes, netted in their next payout).
 */
export const LINE_STATUSES = ["unpaid", "paid", "reversed", "owed"] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** 100% in basis points. */
export const FULL_BP = 10_000;

export type Travellers = Record<TravellerType, number>;
export const noTravellers = (): Travellers => ({ adult: 0, child: 0, infant: 0 });

/** A scheme's terms, as stored (amounts in minor units of `currency`, the site's when saved). */
export interface SchemeTerms {
  id: number;
  packageId: number | null;
  kind: SchemeKind;
  currency: string;
  /** fixed: per traveller of each type. */
  rates: Travellers;
  /** percent: basis points of the price after discount. */
  percentBp: number;
  override: OverrideKind;
  /** override fixed: per booking. */
  overrideAmount: number;
  /** override difference: the upline's own rates (fixed per type, or basis points). */
  uplineRates: Travellers;
  uplinePercentBp: number;
}

/** What of a booking a commission reads: its money before charges and its travellers by type. */
export interface BookingFacts {
  currency: string;
  subtotal: number;
  extrasTotal: number;
  discount: number;
  travellers: Travellers;
}

/** The scheme's words at the time a line was earned, stored with it (`commission_lines.basis`). */
export interface LineBasis {
  scheme_id: number;
  package_id: number | null;
  kind: SchemeKind;
  override?: OverrideKind;
  rates?: Travellers;
  percent_bp?: number;
  travellers: Travellers;
  base?: number;
  override_amount?: number;
  upline_rates?: Travellers;
  upline_percent_bp?: number;
}

export interface Earning {
  amount: number;
  currency: string;
  basis: LineBasis;
}

/**
 * The price after discount a percentage applies to: subtotal + extras − discount, never below 0.
 * Staff's charge lines (fees, penalties, their own discounts) are left out: they are the agency's
 * adjustments after the sale, not the price the agent sold (docs/product.md §Commissions).
 */
export function priceAfterDiscount(b: Pick<BookingFacts, "subtotal" | "extrasTotal" | "discount">): number {
  return Math.max(0, b.subtotal + b.extrasTotal - b.discount);
}

/** Basis points of an amount, rounded down to the minor unit (a commission never rounds up). */
export function percentOf(amount: number, bp: number): number {
  return Math.floor((amount * bp) / FULL_BP);
}

const perTraveller = (rates: Travellers, travellers: Travellers) =>
  TRAVELLER_TYPES.reduce((sum, type) => sum + rates[type] * travellers[type], 0);

/** The scheme that applies to a booking: its package's when there is one, else the default. */
export function schemeFor<S extends Pick<SchemeTerms, "packageId">>(
  schemes: readonly S[],
  packageId: number | null,
): S | undefined {
  return (
    (packageId === null ? undefined : schemes.find((s) => s.packageId === packageId)) ??
    schemes.find((s) => s.packageId === null)
  );
}

/** The booking's agent's line: per traveller by type (fixed) or a share of the price after discount. */
export function earnedAmount(scheme: SchemeTerms, booking: BookingFacts): Earning {
  const travellers = { ...booking.travellers };
  if (scheme.kind === "fixed") {
    return {
      amount: perTraveller(scheme.rates, travellers),
      currency: scheme.currency,
      basis: { scheme_id: scheme.id, package_id: scheme.packageId, kind: "fixed", rates: scheme.rates, travellers },
    };
  }
  const base = priceAfterDiscount(booking);
  return {
    amount: percentOf(base, scheme.percentBp),
    currency: booking.currency,
    basis: {
      scheme_id: scheme.id,
      package_id: scheme.packageId,
      kind: "percent",
      percent_bp: scheme.percentBp,
      travellers,
      base,
    },
  };
}

/**
 * The upline's override on the same booking, or null when the scheme gives none (or it comes to
 * nothing: a difference where the upline's rate is not above the agent's).
 */
export function overrideAmount(scheme: SchemeTerms, booking: BookingFacts): Earning | null {
  const travellers = { ...booking.travellers };
  const common = { scheme_id: scheme.id, package_id: scheme.packageId, kind: scheme.kind, travellers };
  let earning: Earning | null = null;
  if (scheme.override === "fixed") {
    earning = {
      amount: scheme.overrideAmount,
      currency: scheme.currency,
      basis: { ...common, override: "fixed", override_amount: scheme.overrideAmount },
    };
  } else if (scheme.override === "difference") {
    if (scheme.kind === "fixed") {
      earning = {
        amount: perTraveller(scheme.uplineRates, travellers) - perTraveller(scheme.rates, travellers),
        currency: scheme.currency,
        basis: { ...common, override: "difference", rates: scheme.rates, upline_rates: scheme.uplineRates },
      };
    } else {
      const base = priceAfterDiscount(booking);
      earning = {
        amount: percentOf(base, scheme.uplinePercentBp) - percentOf(base, scheme.percentBp),
        currency: booking.currency,
        basis: {
          ...common,
          override: "difference",
          percent_bp: scheme.percentBp,
          upline_percent_bp: scheme.uplinePercentBp,
          base,
        },
      };
    }
  }
  return earning && earning.amount > 0 ? earning : null;
}

/** A line as the ledger holds it, for the rules below. */
export interface LineFacts {
  id: number;
  kind: LineKind;
  amount: number;
  currency: string;
  payoutId: number | null;
  /** For a reversal: the line it reverses, with its payout. */
  reversedLinePaid?: boolean;
  /** For an earned or override line: whether a reversal of it exists. */
  reversed?: boolean;
}

/**
 * The reversal of a line at `now`: the same amount negated. Before the line is paid the pair nets
 * to zero and neither is ever paid; after, it is money the agent owes (docs/product.md §Commissions).
 */
export function reversalOf(line: Pick<LineFacts, "id" | "amount" | "currency" | "payoutId">, now: Date) {
  return {
    reverses: line.id,
    amount: -line.amount,
    currency: line.currency,
    createdAt: now,
    owed: line.payoutId !== null,
  };
}

/** What a line is now (LINE_STATUSES). */
export function lineStatus(line: LineFacts): LineStatus {
  if (line.payoutId !== null) return "paid";
  if (line.kind === "reversal") return line.reversedLinePaid ? "owed" : "reversed";
  return line.reversed ? "reversed" : "unpaid";
}

/** Whether a payout may take this line as one of those chosen: a positive line, unpaid, not reversed. */
export const payable = (line: LineFacts) => line.kind !== "reversal" && lineStatus(line) === "unpaid";

/**
 * A payout's net: the chosen positive lines plus every negative line the agent still owes, all in
 * one currency. Null when it would pay nothing or less (the agent owes more than is chosen).
 */
export function payoutNet(chosen: readonly Pick<LineFacts, "amount">[], owed: readonly Pick<LineFacts, "amount">[]) {
  const total = [...chosen, ...owed].reduce((sum, l) => sum + l.amount, 0);
  return chosen.length > 0 && total > 0 ? total : null;
}

/** A payout's date is the day the money left: today at the latest, in the agency's calendar. */
export function paidOnAllowed(paidOn: string, now: Date): boolean {
  return paidOn <= agencyToday(now);
}

/** The booking statuses in which a booking counts as paid in full for its agent's commission. */
export const EARNING_STATUSES = ["paid", "processed"] as const;
export const earnsCommission = (status: string) => (EARNING_STATUSES as readonly string[]).includes(status);
