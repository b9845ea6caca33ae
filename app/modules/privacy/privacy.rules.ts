/*
 * Account closure rules (docs/product.md §Your data and closing an account, decision 050): when an
 * admin may approve a closure, and the neutral values that replace a closed account's personal data.
 */

/** A booking of the customer as the approval rule reads it. */
export interface ClosureBooking {
  code: string;
  status: "pending" | "processing" | "paid" | "processed" | "canceled";
  /** The departure's last day (YYYY-MM-DD); null when the booking has no departure. */
  departureEnd: string | null;
}

export interface ClosureMoney {
  /** Codes of bookings with a payment still waiting for review or a provider. */
  pendingPayments: string[];
  /** Codes of bookings with a refund owed and not yet paid. */
  dueRefunds: string[];
  /**
   * Codes of the customer's savings plans still open, or with a deposit waiting or a refund owed
   * (decision 084): the money is the customer's until it is a booking's or paid back. Absent: none.
   */
  savingsPlans?: string[];
}

export type ClosureBlocker = {
  kind: "open_booking" | "pending_payment" | "savings_plan" | "due_refund";
  code: string;
};

/**
 * What stops an approval: a booking that is not canceled and whose departure has not returned yet
 * (its last day is today or later, in the agency's calendar), or money still open (a pending payment,
 * a refund owed). Anonymising then would leave the agency unable to serve the trip or settle the money.
 * A booking without a departure cannot travel, so only its money can block it.
 */
export function closureBlockers(bookings: ClosureBooking[], money: ClosureMoney, today: string): ClosureBlocker[] {
  const out: ClosureBlocker[] = [];
  for (const b of bookings) {
    if (b.status === "canceled" || b.departureEnd === null) continue;
    if (b.departureEnd >= today) out.push({ kind: "open_booking", code: b.code });
  }
  for (const code of new Set(money.pendingPayments)) out.push({ kind: "pending_payment", code });
  for (const code of new Set(money.savingsPlans ?? [])) out.push({ kind: "savings_plan", code });
  for (const code of new Set(money.dueRefunds)) out.push({ kind: "due_refund", code });
  return out;
}

/** The bookings counted as "open" on the admin's list: the ones closureBlockers names. */
export function openBookingCount(bookings: ClosureBooking[], today: string): number {
  return closureBlockers(bookings, { pendingPayments: [], dueRefunds: [] }, today).length;
}

/** The domain of placeholder addresses: `.invalid` is reserved (RFC 2606), so no mail can ever be delivered. */
export const CLOSED_EMAIL_DOMAIN = "closed.invalid";

/** A closed account's name, login and address: unique per user, neutral, never a real person's. */
export function closedUserValues(userId: number) {
  return {
    name: `Closed account #${userId}`,
    username: `closed-${userId}`,
    email: `closed-${userId}@${CLOSED_EMAIL_DOMAIN}`,
  };
}

/** A guest's name after closure: their place in the booking, as the manifest numbers them. */
export const guestPlaceholder = (position: number) => `Guest ${position}`;

/** Birth dates keep only the year (1 January): the traveller type and fares of the books stay explainable. */
export function generaliseBirthDate(date: string): string;
export function generaliseBirthDate(date: string | null): string | null;
export function generaliseBirthDate(date: string | null): string | null {
  if (!date) return null;
  return `${date.slice(0, 4)}-01-01`;
}

/**
 * A password hash no password verifies against: not an argon2 string, so verification fails
 * (verifyPassword answers false on a malformed hash) whatever is typed.
 */
export const UNUSABLE_PASSWORD_HASH = "!closed";

/** The export's file name: the site's name reduced to a safe slug, then the agency's date. */
export function exportFilename(site: string, today: string): string {
  const slug =
    site
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "site";
  return `${slug}-data-${today}.zip`;
}

/** The profile picture's image id, from its public URL (`/uploads/{id}-{width}.webp`); null otherwise. */
export function avatarFileId(url: string | null): string | null {
  return url?.match(/\/uploads\/([0-9a-f-]{36})-\d+\.webp$/)?.[1] ?? null;
}
