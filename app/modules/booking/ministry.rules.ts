/*
 * The ministry's data of a guest (docs/product.md §Ministry data, decision 081), pure and shared by
 * the checkout, the booking page, the departure's screens and the exports. The lists must equal the
 * enums of db/schema/booking.ts (education_level, occupation).
 */

import { utcDay } from "#app/shared/dates";
import { regionLevel } from "#app/shared/idn-regions";

// booking.contract imports these lists: this file imports nothing of booking's (no cycle).
const addDays = (day: string, days: number) =>
  new Date(utcDay(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

export const EDUCATION_LEVELS = [
  "none",
  "primary",
  "junior",
  "senior",
  "diploma",
  "bachelor",
  "master",
  "doctorate",
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const OCCUPATIONS = [
  "civil_servant",
  "military_police",
  "state_enterprise",
  "private_employee",
  "entrepreneur",
  "trader",
  "farmer",
  "fisher",
  "homemaker",
  "student",
  "retired",
  "other",
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

// The package kinds are the catalogue's (before booking in the module order): one list, re-exported.
export { PACKAGE_KINDS, type PackageKind } from "#app/modules/catalog/catalog.contract";

/** Words of a name, single-spaced, in capitals as passports print them. */
function words(name: string | null | undefined): string[] {
  return (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toLocaleUpperCase("en"));
}

/**
 * The name as in the passport, proposed from the full name: Indonesian passports need two words at
 * least, so a one-word name gets the father's name appended ("Siti" of "Ahmad Fauzi" → "SITI AHMAD
 * FAUZI"). Without a father's name a one-word name stays as it is (the customer or staff correct
 * it). Staff's and the customer's own spelling always wins over this proposal.
 */
export function proposePassportName(fullName: string, fatherName?: string | null): string {
  const own = words(fullName);
  if (own.length >= 2) return own.join(" ");
  return [...own, ...words(fatherName)].join(" ");
}

/** Whether a passport name has the two words the ministry asks. */
export function passportNameComplete(name: string | null | undefined): boolean {
  return words(name).length >= 2;
}

/**
 * The ministry's data is due this many days before the departure (docs/product.md §Ministry data):
 * SISKOPATUH wants the pilgrims registered before the visas are asked, about a month before the
 * flight; 45 days leaves the agency two weeks to chase what is missing.
 */
export const MINISTRY_DUE_DAYS = 45;
/** A booking made after that day gets this many days from its booking day (never past the departure). */
export const LATE_BOOKING_MINISTRY_DAYS = 7;

/**
 * The day a booking's ministry data is due: MINISTRY_DUE_DAYS before the departure, or for a
 * booking made after that, LATE_BOOKING_MINISTRY_DAYS after its booking day but no later than the
 * departure day. Days are YYYY-MM-DD (the agency's).
 */
export function ministryDueOn(departureStart: string, bookedOn: string): string {
  const due = addDays(departureStart.slice(0, 10), -MINISTRY_DUE_DAYS);
  if (bookedOn.slice(0, 10) <= due) return due;
  const late = addDays(bookedOn.slice(0, 10), LATE_BOOKING_MINISTRY_DAYS);
  return late < departureStart.slice(0, 10) ? late : departureStart.slice(0, 10);
}

/** The ministry's fields of a guest, in the order the forms and the lists show them. */
export const MINISTRY_FIELDS = [
  "father_name",
  "passport_name",
  "passport_office",
  "birth_place",
  "address",
  "marital_status",
  "education",
  "occupation",
  "nationality",
  "ic_number",
  "phone",
] as const;
export type MinistryField = (typeof MINISTRY_FIELDS)[number];

/** What missingMinistryFields reads of a guest (a booking's GuestDto or a guest row's fields). */
export interface MinistryGuest {
  father_name?: string | null;
  passport_name?: string | null;
  passport_office?: string | null;
  birth_place?: string | null;
  country: string | null;
  region_code?: string | null;
  state?: string | null;
  postal_code?: string | null;
  marital_status?: string | null;
  education?: string | null;
  occupation?: string | null;
  nationality?: string | null;
  ic_number?: string | null;
  phone?: string | null;
  /** A child or an infant on the departure day is not asked a marital status. */
  traveller_type?: "adult" | "child" | "infant" | null;
}

/** A guest row's fields as the server reads them (camelCase), for missingMinistryFields. */
export interface MinistryGuestRow {
  fatherName: string | null;
  passportName: string | null;
  passportOffice: string | null;
  birthPlace: string | null;
  country: string | null;
  regionCode: string | null;
  state: string | null;
  postalCode: string | null;
  maritalStatus: string | null;
  education: string | null;
  occupation: string | null;
  nationality: string | null;
  icNumber: string | null;
  phone: string | null;
  travellerType: "adult" | "child" | "infant" | null;
}

/** A guest row as missingMinistryFields reads it (the readiness board and the ministry screen). */
export function ministryGuestOf(g: MinistryGuestRow): MinistryGuest {
  return {
    father_name: g.fatherName,
    passport_name: g.passportName,
    passport_office: g.passportOffice,
    birth_place: g.birthPlace,
    country: g.country,
    region_code: g.regionCode,
    state: g.state,
    postal_code: g.postalCode,
    marital_status: g.maritalStatus,
    education: g.education,
    occupation: g.occupation,
    nationality: g.nationality,
    ic_number: g.icNumber,
    phone: g.phone,
    traveller_type: g.travellerType,
  };
}

const given = (v: string | null | undefined) => Boolean(v?.trim());

/**
 * Which of the ministry's fields a guest still misses (none = complete), one rule for the booking
 * page, the readiness board and the exports:
 * - the father's name, the passport name with two words (`passportNameComplete`), the passport's
 *   issuing office, the birth place;
 * - the address: in Indonesia a village-level region code (the four levels), in Malaysia and
 *   Singapore the state and the postcode (any other country: nothing to check);
 * - the marital status (adults only: a child or infant is single), education, occupation,
 *   nationality;
 * - the IC number (NIK) of an Indonesian citizen (nationality ID, or the country when no
 *   nationality is given), and a phone number.
 */
export function missingMinistryFields(guest: MinistryGuest): MinistryField[] {
  const missing: MinistryField[] = [];
  if (!given(guest.father_name)) missing.push("father_name");
  if (!passportNameComplete(guest.passport_name)) missing.push("passport_name");
  if (!given(guest.passport_office)) missing.push("passport_office");
  if (!given(guest.birth_place)) missing.push("birth_place");
  if (
    guest.country === "ID"
      ? regionLevel(guest.region_code ?? "") !== "village"
      : guest.country === "MY" || guest.country === "SG"
        ? !given(guest.state) || !given(guest.postal_code)
        : !guest.country
  )
    missing.push("address");
  if (!guest.marital_status && (guest.traveller_type ?? "adult") === "adult") missing.push("marital_status");
  if (!guest.education) missing.push("education");
  if (!guest.occupation) missing.push("occupation");
  if (!given(guest.nationality)) missing.push("nationality");
  if ((guest.nationality || guest.country) === "ID" && !given(guest.ic_number)) missing.push("ic_number");
  if (!given(guest.phone)) missing.push("phone");
  return missing;
}
