import { agencyToday } from "#app/shared/dates";
import type { Currency } from "#app/shared/money";

/**
 * Receipts (kwitansi; docs/product.md §Receipts, decision 076): every confirmed payment gets one,
 * numbered in a series per branch and calendar year of the agency, without gaps.
 */

/** The series a receipt issued at `now` belongs to: the agency's year, not UTC's (New Year in Jakarta comes 7 hours earlier). */
export function receiptYear(now: Date): number {
  return Number(agencyToday(now).slice(0, 4));
}

/** The series' key of a branch: 0 for the head office (a payment of no branch). */
export function receiptBranchKey(branchId: number | null): number {
  return branchId ?? 0;
}

/** "KW-2026-03-000012": kwitansi, year, branch (00 the head office), the place in that series. */
export function receiptNumber(year: number, branchId: number | null, seq: number): string {
  return `KW-${year}-${String(receiptBranchKey(branchId)).padStart(2, "0")}-${String(seq).padStart(6, "0")}`;
}

/**
 * Indonesian stamp duty (bea meterai, UU 10/2020): a receipt for more than Rp 5,000,000 carries a
 * Rp 10,000 stamp, so it leaves its place and says so. Amounts in minor units; other currencies
 * have no such duty here.
 */
const STAMP_DUTY_ABOVE: Partial<Record<Currency, number>> = { IDR: 5_000_000_00 };

export function needsStampDuty(amount: number, currency: Currency): boolean {
  const above = STAMP_DUTY_ABOVE[currency];
  return above !== undefined && amount > above;
}
