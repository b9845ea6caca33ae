import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { formatDay } from "#app/shared/dates";
import { AppError, fieldError } from "#app/shared/errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { BookingDto, guestPassportInput } from "#app/modules/booking/booking.contract";
import { passportExpiryMinimum, passportValidForTrip } from "#app/modules/booking/booking.rules";
import { loadBooking } from "./booking-access";
import { insertEvent, listGuests, updateGuestPassport } from "./booking.repository";
import { toBookingDto } from "./booking-views";

/**
 * Staff with bookings_manage correct a guest's passport number, issue and expiry dates while checking the scan
 * (docs/product.md §Pilgrim documents). Under the booking's row lock; refused on a cancelled
 * booking. The corrected expiry must still pass the checkout's six-months rule
 * (`passportValidForTrip`). Each changed field goes to the booking's history as an "edited" line
 * naming the guest, with the reason; a correction that changes nothing writes nothing.
 */
export async function correctGuestPassport({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof guestPassportInput> & { id: string; guest_id: number }>): Promise<BookingDto> {
  const actor = requireStaff(ctx, "bookings_manage");
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true });
    const guest = (await listGuests(tx, booking.id)).find((g) => g.id === input.guest_id);
    if (!guest) throw new AppError("not_found");
    if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_locked" });
    if (booking.departureId) {
      const facts = await describeTours({ ctx: t, input: { tour_ids: [], time_ids: [booking.departureId] } });
      const end = facts.times.get(booking.departureId)?.endDate;
      if (end && !passportValidForTrip(input.passport_expiry_date, end))
        throw fieldError("passport_expiry_date", "passport_expiry_too_soon", {
          date: formatDay(passportExpiryMinimum(end), ctx.locale, { dateStyle: "long" }),
        });
    }
    const next = {
      passportNumber: input.passport_number,
      passportIssueDate: input.passport_issue_date,
      passportExpiryDate: input.passport_expiry_date,
    };
    const changes: Record<string, [unknown, unknown]> = {};
    if (guest.passportNumber !== next.passportNumber)
      changes.passport_number = [guest.passportNumber, next.passportNumber];
    if (guest.passportIssueDate !== next.passportIssueDate)
      changes.passport_issue_date = [guest.passportIssueDate, next.passportIssueDate];
    if (guest.passportExpiryDate !== next.passportExpiryDate)
      changes.passport_expiry_date = [guest.passportExpiryDate, next.passportExpiryDate];
    if (Object.keys(changes).length === 0) return booking;
    await updateGuestPassport(tx, guest.id, next);
    await insertEvent(tx, {
      bookingId: booking.id,
      kind: "edited",
      actorId: actor.id,
      reason: input.reason,
      // The guest's position first: the history line says whose passport it was.
      changes: { guest: [null, guest.position], ...changes },
    });
    return booking;
  });
  return toBookingDto(ctx, row);
}
