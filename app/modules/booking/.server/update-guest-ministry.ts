import type { z } from "zod";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { BookingDto, guestMinistryInput } from "#app/modules/booking/booking.contract";
import { loadBooking } from "./booking-access";
import { insertEvent, listGuests, updateGuestMinistry } from "./booking.repository";
import { toBookingDto } from "./booking-views";
import { checkRegions, ministryValues } from "./guest-rows";

/**
 * The ministry's data of one guest completed from the booking page (docs/product.md §Ministry
 * data, decision 081): by the booking's customer, or staff with `documents` (loadBooking: another
 * customer's booking, or another branch's for a branch clerk, is a 404; staff without the
 * permission 403). The whole set is written, under the booking's row lock; refused once the
 * booking is cancelled (409). A region code not in the official data, or on a guest not living in
 * Indonesia, is a 422. Each changed field goes to the booking's history as an "edited" line naming
 * the guest, as a passport correction does; a save that changes nothing writes nothing.
 */
export async function updateGuestMinistryData({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof guestMinistryInput> & { id: string; guest_id: number }>): Promise<BookingDto> {
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true, permission: "documents" });
    const guest = (await listGuests(tx, booking.id)).find((g) => g.id === input.guest_id);
    if (!guest) throw new AppError("not_found");
    if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_locked" });
    checkRegions([{ region_code: input.region_code, country: guest.country }], {
      field: () => "region_code",
      key: "validation",
    });
    const next = {
      ...ministryValues(input),
      birthPlace: input.birth_place,
      maritalStatus: input.marital_status,
      state: input.state,
      postalCode: input.postal_code,
      icNumber: input.ic_number,
      phone: input.phone,
    };
    // The history names the contract's fields (snake case), as the other edits do.
    const fields: [keyof typeof next, string][] = [
      ["fatherName", "father_name"],
      ["passportName", "passport_name"],
      ["passportOffice", "passport_office"],
      ["regionCode", "region_code"],
      ["education", "education"],
      ["occupation", "occupation"],
      ["nationality", "nationality"],
      ["birthPlace", "birth_place"],
      ["maritalStatus", "marital_status"],
      ["state", "state"],
      ["postalCode", "postal_code"],
      ["icNumber", "ic_number"],
      ["phone", "phone"],
    ];
    const changes: Record<string, [unknown, unknown]> = {};
    for (const [column, field] of fields)
      if ((guest[column] ?? null) !== (next[column] ?? null)) changes[field] = [guest[column] ?? null, next[column]];
    if (Object.keys(changes).length === 0) return booking;
    await updateGuestMinistry(tx, guest.id, next);
    await insertEvent(tx, {
      bookingId: booking.id,
      kind: "edited",
      actorId: ctx.actor!.id,
      reason: null,
      // The guest's position first: the history line says whose data it was.
      changes: { guest: [null, guest.position], ...changes },
    });
    return booking;
  });
  return toBookingDto(ctx, row);
}
