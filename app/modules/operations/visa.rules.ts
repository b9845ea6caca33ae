import type { PackageKind } from "#app/modules/booking/ministry.rules";

/*
 * A guest's Saudi visa (docs/product.md §Departure operations, decision 081), pure and unit-tested
 * beside: which changes staff may record, what an issued visa needs, and whether a departure is
 * ready. The server and the staff's visa screen use the same rules.
 */

/** Where a visa stands; a guest with nothing recorded is `waiting` (for their documents). */
export const VISA_STATUSES = ["waiting", "submitted", "issued", "rejected"] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

/**
 * The changes staff may record, from the current status:
 * - waiting → submitted (the agency sent the application), or back from submitted to waiting
 *   (sent too early: a document is missing) with a reason;
 * - submitted → issued (number, dates) or rejected (a reason);
 * - rejected → submitted again;
 * - issued → issued: a correction (another number, dates or file; the history keeps both);
 * - issued → submitted, with a reason: the visa was cancelled and applied for again.
 * An issued visa is never "rejected" afterwards: a cancelled one goes back to submitted.
 */
export const VISA_CHANGES: Record<VisaStatus, readonly VisaStatus[]> = {
  waiting: ["submitted"],
  submitted: ["issued", "rejected", "waiting"],
  rejected: ["submitted"],
  issued: ["issued", "submitted"],
};

export const visaChangeAllowed = (from: VisaStatus, to: VisaStatus): boolean => VISA_CHANGES[from].includes(to);

/**
 * Whether a change needs a reason: a rejection (the customer reads why), taking an issued visa
 * back to submitted, and a submission taken back to waiting.
 */
export const visaReasonRequired = (from: VisaStatus, to: VisaStatus): boolean =>
  to === "rejected" || (from === "issued" && to === "submitted") || (from === "submitted" && to === "waiting");

/** The statuses a bulk "mark submitted" moves (an agency submits a whole group); the others stay. */
export const canMarkSubmitted = (status: VisaStatus): boolean => status === "waiting" || status === "rejected";

/**
 * A visa number as staff type it, as it is kept: capitals, without spaces or dashes. Saudi umrah
 * e-visa numbers are 10 digits; 8 to 12 letters or digits are accepted (VISA_NUMBER).
 */
export const normaliseVisaNumber = (raw: string): string => raw.replace(/[\s-]+/g, "").toUpperCase();
export const VISA_NUMBER = /^[A-Z0-9]{8,12}$/;

/** The shortest reason kept (the form's and the API's rule). */
export const VISA_REASON_MIN = 3;

export interface VisaChange {
  from: VisaStatus;
  to: VisaStatus;
  visa_number?: string | null;
  issued_on?: string | null;
  expires_on?: string | null;
  reason?: string | null;
}

/** A refused field and its message key (`errors` namespace). */
export type VisaProblem = { field: "status" | "visa_number" | "issued_on" | "expires_on" | "reason"; key: string };

/**
 * What is wrong with a change, field by field (none: it may be recorded), on the agency's `today`:
 * the change must be allowed from the current status; an issued visa needs a number of the
 * accepted format, an issue day not in the future and an expiry day not before it; the changes of
 * visaReasonRequired need a reason. An expiry before the return day is no refusal: the visa was
 * issued so, it is recorded, and the departure is not ready (visaWarnings, departureVisaReadiness).
 */
export function visaProblems(change: VisaChange, today: string): VisaProblem[] {
  if (!visaChangeAllowed(change.from, change.to)) return [{ field: "status", key: "visa_change_not_allowed" }];
  const problems: VisaProblem[] = [];
  if (change.to === "issued") {
    const number = change.visa_number ? normaliseVisaNumber(change.visa_number) : "";
    if (!number) problems.push({ field: "visa_number", key: "required" });
    else if (!VISA_NUMBER.test(number)) problems.push({ field: "visa_number", key: "visa_number_format" });
    if (!change.issued_on) problems.push({ field: "issued_on", key: "required" });
    else if (change.issued_on > today) problems.push({ field: "issued_on", key: "visa_issued_future" });
    if (!change.expires_on) problems.push({ field: "expires_on", key: "required" });
    else if (change.issued_on && change.expires_on < change.issued_on)
      problems.push({ field: "expires_on", key: "visa_dates_order" });
  }
  if (visaReasonRequired(change.from, change.to) && (change.reason?.trim().length ?? 0) < VISA_REASON_MIN)
    problems.push({ field: "reason", key: "reason_required" });
  return problems;
}

/**
 * Whether a change would record nothing new: the same status with the same number, dates, file
 * and reason (a correction of an issued visa must correct something). The history gets no line.
 */
export function visaUnchanged(
  current: {
    status: VisaStatus;
    visa_number: string | null;
    issued_on: string | null;
    expires_on: string | null;
    file_id: string | null;
    reason: string | null;
  },
  next: typeof current,
): boolean {
  return (
    current.status === next.status &&
    current.visa_number === next.visa_number &&
    current.issued_on === next.issued_on &&
    current.expires_on === next.expires_on &&
    current.file_id === next.file_id &&
    (current.reason ?? "") === (next.reason ?? "")
  );
}

/** Only umrah packages need a Saudi visa recorded here; a tour's guests arrange their own, if any. */
export const visasRequired = (kind: PackageKind): boolean => kind === "umrah";

/** An issued visa still valid on `day` (its expiry day included). */
export function visaValidOn(visa: { status: VisaStatus; expires_on: string | null }, day: string): boolean {
  return visa.status === "issued" && visa.expires_on !== null && visa.expires_on >= day;
}

export const VISA_WARNINGS = ["expires_before_return"] as const;
export type VisaWarning = (typeof VISA_WARNINGS)[number];

/** What staff are warned of on an issued visa: it expires before the departure's return day. */
export function visaWarnings(
  visa: { status: VisaStatus; expires_on: string | null },
  returnDay: string,
): VisaWarning[] {
  return visa.status === "issued" && !visaValidOn(visa, returnDay) ? ["expires_before_return"] : [];
}

export interface VisaReadiness {
  /** Whether the package needs visas (umrah); a tour's departure is ready as far as visas go. */
  required: boolean;
  guests: number;
  counts: Record<VisaStatus, number>;
  /** Issued but expiring before the return day: counted as issued, and missing too. */
  expiring: number;
  /** Guests without an issued visa valid on the return day. */
  missing: number;
  ready: boolean;
}

/**
 * A departure's visas: counts per status of its travelling guests (every guest of its seat-holding
 * bookings; nothing recorded = waiting), and `ready` only when each has an issued visa valid on the
 * return day. A departure with no guest is ready (as the documents' board says); a tour package
 * needs no visa (`required` false, ready).
 */
export function departureVisaReadiness(
  guests: readonly { status: VisaStatus; expires_on: string | null }[],
  returnDay: string,
  kind: PackageKind = "umrah",
): VisaReadiness {
  const counts: Record<VisaStatus, number> = { waiting: 0, submitted: 0, issued: 0, rejected: 0 };
  let valid = 0;
  for (const g of guests) {
    counts[g.status]++;
    if (visaValidOn(g, returnDay)) valid++;
  }
  const required = visasRequired(kind);
  const missing = required ? guests.length - valid : 0;
  return {
    required,
    guests: guests.length,
    counts,
    expiring: counts.issued - valid,
    missing,
    ready: missing === 0,
  };
}
