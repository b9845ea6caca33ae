import { type Discount, fareAfterDiscount } from "./catalog.rules";

/*
 * The regulator's rules for publishing an umrah package (docs/product.md §Licences, reference
 * price and escrow, decision 082).
 */

/**
 * Whether the agency sells in Malaysia: its prices are in ringgit, or it has a Malaysian tourism
 * licence (KPK). There, every umrah advertisement carries the tourism commissioner's approval serial.
 */
export function sellsInMalaysia(s: { currency: string; kpk_licence: string | null }): boolean {
  return s.currency === "MYR" || Boolean(s.kpk_licence?.trim());
}

/**
 * A package's lowest price per pax, the figure the ministry's reference is compared with: the
 * lowest of its base price and every bed's fare on its departures not yet left, each after the
 * package's discount for one adult (what the storefront's "from" price can reach).
 */
export function lowestPrice(basePrice: number, fares: readonly number[], discount: Discount): number {
  return Math.min(...[basePrice, ...fares].map((fare) => fareAfterDiscount(fare, "adult", discount)));
}

/**
 * Whether a published package is below the ministry's reference price: umrah packages only, and
 * only prices in rupiah (the reference is a rupiah amount; a ringgit agency is not compared).
 */
export function belowReference(p: {
  kind: "tour" | "umrah";
  currency: string;
  lowest: number;
  reference: number;
}): boolean {
  return p.kind === "umrah" && p.currency === "IDR" && p.reference > 0 && p.lowest < p.reference;
}

/** What publishing an umrah package asks that the save lacks, as field → message key (none = publishable). */
export function publishingRefusals(p: {
  status: string;
  kind: "tour" | "umrah";
  serial: string | null;
  malaysia: boolean;
  below: boolean;
  reason: string | null;
  reasonOnFile: boolean;
}): Record<string, string> {
  if (p.status !== "published" || p.kind !== "umrah") return {};
  const refusals: Record<string, string> = {};
  if (p.malaysia && !p.serial) refusals.ad_approval_serial = "ad_serial_required";
  if (p.below && !p.reason && !p.reasonOnFile) refusals.below_reference_reason = "below_reference_reason_required";
  return refusals;
}
