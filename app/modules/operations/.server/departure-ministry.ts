import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { listDepartureGuestDetails } from "#app/modules/booking/.server/departure-guests";
import type { MinistryListDto } from "#app/modules/operations/departure-exports.contract";
import { ministryGuestOf, missingMinistryFields } from "#app/modules/booking/ministry.rules";
import { passportNameOf } from "#app/modules/operations/departure-exports.rules";
import { exportDepartureOr404 } from "./departure-exports";

/**
 * GET /departures/{time_id}/ministry (the documents permission): the departure's "ministry data
 * and exports" screen. Each guest of its seat-holding bookings (a branch clerk: their branch's),
 * in booking code then guest order, with the name as in the passport and the ministry's data they
 * still miss. No passport or IC number is in it, so reading it is not written in the access log.
 */
export async function getMinistryList({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<MinistryListDto> {
  requireStaff(ctx, "documents");
  const departure = await exportDepartureOr404(ctx, input.time_id);
  const rows = await listDepartureGuestDetails({ ctx, input: { departure_id: departure.id } });
  const guests = rows.map((g) => {
    const missing = missingMinistryFields(ministryGuestOf(g));
    return {
      guest_id: g.id,
      booking_id: g.bookingId,
      booking_code: g.bookingCode,
      position: g.position,
      full_name: g.fullName,
      passport_name: passportNameOf({
        passport_name: g.passportName,
        full_name: g.fullName,
        father_name: g.fatherName,
      }),
      passport_name_proposed: !g.passportName?.trim(),
      missing,
    };
  });
  return {
    tour: { id: departure.tour.id, code: departure.tour.code, name: pickLocale(departure.tour.name, ctx.locale) },
    time: { id: departure.id, start_date: departure.startDate, end_date: departure.endDate },
    guests,
    complete: guests.filter((g) => g.missing.length === 0).length,
  };
}
