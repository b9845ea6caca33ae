import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import type { BookingDocumentsDto } from "#app/modules/document/document.contract";
import { countDocuments, isReady } from "#app/modules/document/document.rules";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { findFileTypes } from "#app/modules/media/.server/file-types";
import { findGuestsOfBooking } from "./document-guests";
import { findGuestDocuments, findRequirements } from "./document.repository";
import { requirementsByPackage, toGuestDocuments, toRequirementDto } from "./document-views";
import { departureFilesPurged } from "./purge.repository";

type BookingFacts = { id: string; status: string; packageId: number | null; departureId: number | null };

/** The documents of a booking the caller may already see (after loadBooking). */
export async function bookingDocuments(ctx: Ctx, booking: BookingFacts): Promise<BookingDocumentsDto> {
  // One after another: inside a transaction this is one connection.
  const guests = await findGuestsOfBooking(ctx, booking.id);
  const requirementRows = await findRequirements(ctx.db, booking.packageId ? [booking.packageId] : []);
  const stored = await findGuestDocuments(ctx.db, [booking.id]);
  const mimes = await findFileTypes(
    ctx,
    stored.flatMap((d) => (d.fileId ? [d.fileId] : [])),
  );
  const purged = booking.departureId ? Boolean(await departureFilesPurged(ctx.db, booking.departureId)) : false;
  const list = toGuestDocuments(
    guests,
    requirementsByPackage(requirementRows),
    stored,
    agencyToday(ctx.now()),
    (id) => mimes.get(id) ?? null,
  );
  const counts = countDocuments(list.flatMap((g) => g.documents.map((d) => d.status)));
  const first = guests[0];
  return {
    booking_id: booking.id,
    departure:
      booking.departureId && first?.departureStart && first.departureEnd
        ? { id: booking.departureId, start_date: first.departureStart, end_date: first.departureEnd }
        : null,
    requirements: requirementRows.map(toRequirementDto),
    guests: list,
    counts,
    ready: isReady(counts),
    can_upload: booking.status !== "canceled" && !purged,
  };
}

/**
 * A booking's guests with the documents their package asks of them (its customer or an admin;
 * anyone else 404). Names, kinds and statuses only: the identity numbers stay in the booking's
 * own answer, whose admin reads are logged there; each file opened is logged by GET /api/file.
 */
export async function getBookingDocuments({
  ctx,
  input,
}: UseCaseArgs<{ booking_id: string }>): Promise<BookingDocumentsDto> {
  const booking = await loadBooking(ctx, input.booking_id, { agentMayRead: true });
  return bookingDocuments(ctx, booking);
}
