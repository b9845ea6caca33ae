import type { Translations } from "#app/shared/translatable.contract";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { extrasOfBookings, manifestGuestRows } from "./report.repository";

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
  /** The booking's chosen extras as snapshotted at checkout (attribute and detail names). */
  extras: { attributeName: Translations; name: Translations }[];
}

/**
 * In-process, for the passenger manifest (admin only: passports are private data): every guest
 * of the departure's bookings that are not cancelled, with their booking's chosen extras. Two
 * queries whatever the number of guests.
 */
export async function listManifestGuests({
  ctx,
  input,
}: UseCaseArgs<{ departure_id: number }>): Promise<ManifestGuest[]> {
  requireRole(ctx, "admin");
  const guests = await manifestGuestRows(ctx.db, input.departure_id);
  const extras = await extrasOfBookings(ctx.db, [...new Set(guests.map((g) => g.bookingId))]);
  const byBooking = new Map<string, ManifestGuest["extras"]>();
  for (const x of extras) {
    const list = byBooking.get(x.bookingId) ?? [];
    list.push({ attributeName: x.attributeName, name: x.name });
    byBooking.set(x.bookingId, list);
  }
  return guests.map((g) => ({ ...g, extras: byBooking.get(g.bookingId) ?? [] }));
}
