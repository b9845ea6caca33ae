import { can } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import { transferPrivateFiles } from "#app/modules/media/.server/transfer-private-files";
import type { z } from "zod";
import { regionExists } from "#app/shared/idn-regions.server";
import type { GuestValues, ministryFields } from "#app/modules/booking/booking.contract";
import { passportExpiryMinimum, passportValidForTrip } from "#app/modules/booking/booking.rules";
import type { PricedGuestRow } from "#app/modules/catalog/.server/quote-tour";
import type { NewGuestRow } from "./booking.repository";

/**
 * Every passport must still be valid six months after the trip ends (docs/product.md §Booking and seats):
 * 422 on each guest whose expiry comes too soon, with the first allowed date. `key` is the
 * message of the whole answer (the checkout's own, or the generic one).
 */
export function checkPassports(guests: GuestValues[], tripEnd: string, key?: string): void {
  const errors: FieldErrors = {};
  const minimum = passportExpiryMinimum(tripEnd);
  guests.forEach((g, i) => {
    if (!passportValidForTrip(g.passport_expiry_date, tripEnd))
      errors[`guests.${i}.passport_expiry_date`] = [{ key: "passport_expiry_too_soon", values: { date: minimum } }];
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation", { key, fieldErrors: errors });
}

/**
 * Guest rows of a booking, in the order given (the first is the lead guest), each with its
 * pricing (traveller type, bed bought, fare) from the quote, or kept from before an edit.
 */
export function toGuestRows(
  bookingId: string,
  guests: GuestValues[],
  priced: readonly PricedGuestRow[],
): Omit<NewGuestRow, "id">[] {
  return guests.map((g, i) => ({
    ...priced[i],
    bookingId,
    position: i + 1,
    fullName: g.full_name,
    gender: g.gender,
    birthDate: g.birth_date,
    birthPlace: g.birth_place,
    maritalStatus: g.marital_status,
    job: g.job,
    jobAddress: g.job_address,
    passportNumber: g.passport_number,
    icNumber: g.ic_number,
    passportIssueDate: g.passport_issue_date,
    passportExpiryDate: g.passport_expiry_date,
    visa: g.visa,
    // A visa file only counts when "upload" was chosen.
    visaFileId: g.visa === "upload" ? g.visa_file_id : null,
    heirName: g.heir_name,
    heirRelationship: g.heir_relationship,
    phone: g.phone,
    email: g.email,
    postalCode: g.postal_code,
    country: g.country,
    state: g.state,
    address: g.address,
    company: g.company,
    // Positions are stored from 1, as `related_to` counts guests.
    relation: g.relation,
    relatedTo: g.related_to,
    ...ministryValues(g),
  }));
}

/** The ministry's columns of a guest (decision 081), as the checkout, an edit and the booking page write them. */
export function ministryValues(
  g: {
    [K in keyof typeof ministryFields]: z.output<(typeof ministryFields)[K]>;
  },
): Pick<
  NewGuestRow,
  "fatherName" | "passportName" | "passportOffice" | "regionCode" | "education" | "occupation" | "nationality"
> {
  return {
    fatherName: g.father_name,
    passportName: g.passport_name,
    passportOffice: g.passport_office,
    regionCode: g.region_code,
    education: g.education,
    occupation: g.occupation,
    nationality: g.nationality,
  };
}

/**
 * Indonesian addresses are official region codes (docs/product.md §Ministry data): a code that is
 * not in the Ministry of Home Affairs' data, or one on a guest who does not live in Indonesia, is
 * refused (422 `region_code_unknown` on `guests.N.region_code`, or on `field`; the answer's message
 * `key`). Run
 * before anything is written.
 */
export function checkRegions(
  guests: { region_code: string | null; country: string | null }[],
  {
    field = (i) => `guests.${i}.region_code`,
    key = "booking_invalid",
  }: { field?: (i: number) => string; key?: string } = {},
): void {
  const errors: FieldErrors = {};
  guests.forEach((g, i) => {
    if (g.region_code && (g.country !== "ID" || !regionExists(g.region_code)))
      errors[field(i)] = [{ key: "region_code_unknown" }];
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation", { key, fieldErrors: errors });
}

/**
 * Visa files must be private files uploaded by the booking's customer, or by the admin editing
 * the booking: an id seen elsewhere (or another customer's passport scan) cannot be attached.
 * `allowed` lists ids already on the booking (an edit keeps them). The admin's own uploads are
 * handed to the customer (they are the customer's documents). Run inside the write transaction.
 */
export async function checkGuestFiles(
  ctx: Ctx,
  ownerId: number,
  guests: GuestValues[],
  allowed: ReadonlySet<string> = new Set(),
): Promise<void> {
  const wanted = guests.flatMap((g, i) =>
    g.visa === "upload" && g.visa_file_id && !allowed.has(g.visa_file_id) ? [{ i, id: g.visa_file_id }] : [],
  );
  if (wanted.length === 0) return;
  const ids = wanted.map((w) => w.id);
  const owned = await checkPrivateFiles({ ctx, input: { ids, owner_id: ownerId } });
  const admin = ctx.actor && can(ctx.actor, "bookings_manage") ? ctx.actor.id : null;
  const byAdmin =
    admin !== null ? await checkPrivateFiles({ ctx, input: { ids, owner_id: admin } }) : new Set<string>();
  const errors: FieldErrors = {};
  for (const w of wanted)
    if (!owned.has(w.id) && !byAdmin.has(w.id)) errors[`guests.${w.i}.visa_file_id`] = [{ key: "unknown_file" }];
  if (Object.keys(errors).length > 0) throw new AppError("validation", { key: "booking_invalid", fieldErrors: errors });
  if (admin !== null && byAdmin.size > 0)
    await transferPrivateFiles({ ctx, input: { ids: [...byAdmin], from_owner_id: admin, to_owner_id: ownerId } });
}
