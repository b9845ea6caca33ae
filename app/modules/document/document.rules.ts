import { addDays, daysBetween } from "#app/modules/booking/schedule.rules";
import { agencyToday } from "#app/shared/dates";
import type { TravellerType } from "#app/modules/catalog/rooms.rules";
import type {
  AppliesTo,
  DocumentCountsDto,
  DocumentStatus,
  MeningitisVaccine,
  RequirementDto,
} from "./document.contract";

/*
 * The rules of pilgrim documents (docs/product.md §Pilgrim documents). Pure; every "today" is the
 * agency's calendar day (agencyToday of an injected instant), passed in. Unit-tested beside.
 */

/** The guest facts a requirement's audience depends on. */
export interface DocumentGuest {
  travellerType: TravellerType;
  gender: "male" | "female";
}

/** Whether a requirement asks this guest: children are children and infants (minors travelling). */
export function appliesTo(audience: AppliesTo, guest: DocumentGuest): boolean {
  switch (audience) {
    case "all":
      return true;
    case "adults":
      return guest.travellerType === "adult";
    case "children":
      return guest.travellerType !== "adult";
    case "women":
      return guest.gender === "female";
  }
}

/** The requirements that ask this guest, in the package's order. */
export function requirementsFor<R extends Pick<RequirementDto, "applies_to">>(
  requirements: R[],
  guest: DocumentGuest,
): R[] {
  return requirements.filter((r) => appliesTo(r.applies_to, guest));
}

/** Days a late booking has for a document whose usual due day came before the booking. */
export const LATE_BOOKING_DOCUMENT_DAYS = 7;

/**
 * The day a document is due: `dueDays` calendar days before the departure's first day, but for a
 * booking made after that (a late booking) at least LATE_BOOKING_DOCUMENT_DAYS after the agency's
 * day of booking, as the payment schedule never dates a payment before its booking
 * (`fullPaymentDueOn`); never later than the departure's first day. So a document is never
 * overdue on the day its booking is made.
 */
export function documentDueOn(departureStart: string, dueDays: number, bookedAt: Date): string {
  const start = departureStart.slice(0, 10);
  const due = addDays(start, -dueDays);
  const earliest = addDays(agencyToday(bookedAt), LATE_BOOKING_DOCUMENT_DAYS);
  // Calendar days as YYYY-MM-DD compare as text.
  if (due >= earliest) return due;
  // Never later than the departure's first day.
  if (earliest > start) return start;
  return earliest;
}

/** Still to be handed in (nothing uploaded, or the upload was rejected) and its due day is past. */
export function isOverdue(status: DocumentStatus, dueOn: string | null, today: string): boolean {
  if (!dueOn) return false;
  return (status === "missing" || status === "rejected") && today > dueOn;
}

// ---- Meningitis (docs/product.md §Pilgrim documents): given at least 10 days before departure, and within 3 years
// (polysaccharide) or 5 years (conjugate) of it. ----

export const MENINGITIS_MIN_DAYS_BEFORE = 10;
export const MENINGITIS_VALID_YEARS: Record<MeningitisVaccine, number> = { polysaccharide: 3, conjugate: 5 };

export type MeningitisProblem = "too_late" | "too_old" | "in_future" | "before_birth";

/** The error key (namespace `errors`) of each reason, for the server's 422 and the upload form alike. */
export const MENINGITIS_ERRORS = {
  too_late: "meningitis_too_late",
  too_old: "meningitis_too_old",
  in_future: "meningitis_in_future",
  before_birth: "meningitis_before_birth",
} as const satisfies Record<MeningitisProblem, string>;

/** The same calendar day `years` earlier (29 February falls back to 28 February). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/**
 * Why a meningitis certificate does not cover a departure, or null when it does: given after
 * today (in_future), before the guest was born (before_birth), less than 10 days before departure
 * (too_late), or longer ago than the vaccine protects on the departure day (too_old; the day
 * exactly 3 or 5 years before counts). Without a departure only the first two are checked. The
 * upload form, the hand-in and the verification all ask this one function.
 */
export function meningitisProblem(
  vaccine: MeningitisVaccine,
  vaccinatedOn: string,
  departureStart: string | null,
  today: string,
  birthDate: string | null = null,
): MeningitisProblem | null {
  if (vaccinatedOn > today) return "in_future";
  if (birthDate && vaccinatedOn < birthDate.slice(0, 10)) return "before_birth";
  if (!departureStart) return null;
  const start = departureStart.slice(0, 10);
  if (daysBetween(vaccinatedOn, start) < MENINGITIS_MIN_DAYS_BEFORE) return "too_late";
  if (vaccinatedOn < yearsBefore(start, MENINGITIS_VALID_YEARS[vaccine])) return "too_old";
  return null;
}

// ---- Readiness ----

/** Counts of a set of documents by status; `required` is their number. */
export function countDocuments(statuses: DocumentStatus[]): DocumentCountsDto {
  const counts = { required: statuses.length, missing: 0, submitted: 0, verified: 0, rejected: 0 };
  for (const s of statuses) counts[s] += 1;
  return counts;
}

/** Ready when every required document is verified (nothing required: ready). */
export const isReady = (counts: DocumentCountsDto) => counts.verified === counts.required;

/** The dashboard's horizon: departures starting within this many days that are not ready. */
export const READINESS_HORIZON_DAYS = 45;

// ---- Retention (docs/product.md §Pilgrim documents): a departure's private files are deleted
// `retentionDays` after it returns; bookings and money records stay. ----

export const DEFAULT_RETENTION_DAYS = 180;

/** The first agency day on which a departure's files may be deleted. */
export function retentionDeleteOn(departureEnd: string, retentionDays: number): string {
  return addDays(departureEnd.slice(0, 10), retentionDays);
}

/** Whether a departure's files are due for deletion today. */
export function retentionDue(departureEnd: string, retentionDays: number, today: string): boolean {
  return today >= retentionDeleteOn(departureEnd, retentionDays);
}

/** The documents a package asks for by default when the agency sells umrah (the demo's umrah packages). */
export const UMRAH_DEFAULT_REQUIREMENTS: RequirementDto[] = [
  { kind: "passport", applies_to: "all", due_days: 45 },
  { kind: "passport_photo", applies_to: "all", due_days: 45 },
  { kind: "national_id", applies_to: "adults", due_days: 45 },
  { kind: "family_card", applies_to: "all", due_days: 45 },
  { kind: "meningitis", applies_to: "all", due_days: 21 },
  { kind: "relationship", applies_to: "children", due_days: 30 },
];
