/*
 * The ministry's data of a guest (docs/product.md §Ministry data, decision 081), pure and shared by
 * the checkout, the booking page, the departure's screens and the exports. The lists must equal the
 * enums of db/schema/booking.ts (education_level, occupation).
 */

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

export const PACKAGE_KINDS = ["tour", "umrah"] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

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
