import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { recordPrivateAccess } from "#app/modules/audit/.server/record-private-access";
import { AppError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { listManifestGuests } from "#app/modules/booking/.server/feeds/report-manifest-guests";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { findDepartureRooms } from "#app/modules/operations/.server/departure-rooms";
import type { ManifestDto } from "#app/modules/report/report.contract";
import { manifestTitle } from "#app/modules/catalog/rooms.rules";
import { serverT } from "#app/shared/i18n/server";
import { roomNumbersLabel } from "#app/modules/report/report.rules";

/**
 * The passenger manifest of one departure (staff with the manifests permission only: it carries
 * passport and IC numbers):
 * every guest of its bookings that are not cancelled, with their title (MR, MRS, MSTR, MISS),
 * traveller type, room type as sold and room of the rooming list.
 */
export async function getManifest({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; format?: "json" | "csv" | "xlsx" }>): Promise<ManifestDto> {
  requireStaff(ctx, "manifests");
  const { times } = await describeTours({ ctx, input: { tour_ids: [], time_ids: [input.time_id] } });
  const time = times.get(input.time_id);
  if (!time) throw new AppError("not_found");
  await recordPrivateAccess({
    ctx,
    input: { kind: "manifest", departure_id: time.id, format: input.format ?? "json" },
  });
  const [{ tours }, guests, rooms] = await Promise.all([
    describeTours({ ctx, input: { tour_ids: [time.packageId], time_ids: [] } }),
    listManifestGuests({ ctx, input: { departure_id: time.id } }),
    findDepartureRooms({ ctx, input: { departure_id: time.id } }),
  ]);
  const tour = tours.get(time.packageId);
  if (!tour) throw new AppError("not_found");
  const t = serverT(ctx.locale, "report");
  const room = (g: (typeof guests)[number], roomType: string | null) => {
    const placed = g.roomId === null ? undefined : rooms.get(g.roomId);
    if (!placed) return null;
    return (
      roomNumbersLabel(placed.numbers, tour.hotelCities) ??
      t("manifest.room_position", { room_type: roomType ?? "", n: placed.position + 1 })
    );
  };
  return {
    tour: { id: tour.id, code: tour.code, name: pickLocale(tour.name, ctx.locale) },
    time: { id: time.id, start_date: time.startDate, end_date: time.endDate },
    bookings: new Set(guests.map((g) => g.bookingId)).size,
    guests: guests.map((g, i) => {
      const roomType = pickLocale(g.roomTypeName, ctx.locale) || g.roomTypeCode;
      return {
        no: i + 1,
        booking_code: g.code,
        booking_name: g.bookingName,
        booking_status: g.status,
        full_name: g.fullName,
        gender: g.gender,
        birth_date: g.birthDate,
        birth_place: g.birthPlace,
        passport_number: g.passportNumber,
        passport_issue_date: g.passportIssueDate,
        passport_expiry_date: g.passportExpiryDate,
        ic_number: g.icNumber,
        phone: g.phone,
        country: g.country,
        title: manifestTitle(g.gender, g.travellerType),
        traveller_type: g.travellerType,
        room_type: roomType,
        room_type_code: g.roomTypeCode,
        room: room(g, roomType),
      };
    }),
  };
}
