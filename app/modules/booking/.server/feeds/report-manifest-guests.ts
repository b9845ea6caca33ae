import type { Translations } from "#app/shared/translatable.contract";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { manifestGuestRows } from "./report.repository";

export interface ManifestGuest {
  bookingId: string;
  code: string;
  bookingName: string;
  status: "pending" | "processing" | "paid" | "processed" | "canceled";
  position: number;
  fullName: string;
  gender: "male" | "female";
  birthDate: string;
  birthPlace: string | null;
  passportNumber: string | null;
  passportIssueDate: string | null;
  passportExpiryDate: string | null;
  icNumber: string | null;
  phone: string | null;
  country: "ID" | "MY" | "SG";
  travellerType: "adult" | "child" | "infant";
  /** The room type as sold (null = no bed or infant). */
  roomTypeCode: string | null;
  roomTypeName: Translations | null;
  /** The rooming list's room the guest is placed in (null = not placed; the room itself is the operations module's). */
  roomId: number | null;
}

/**
 * In-process, for the passenger manifest (staff with manifests only: passports are private data): every guest
 * of the departure's bookings that are not cancelled, with their traveller type, room type as
 * sold and room of the rooming list (its id). One query whatever the number of guests.
 */
export async function listManifestGuests({
  ctx,
  input,
}: UseCaseArgs<{ departure_id: number }>): Promise<ManifestGuest[]> {
  requireStaff(ctx, "manifests");
  return manifestGuestRows(ctx.db, input.departure_id);
}
