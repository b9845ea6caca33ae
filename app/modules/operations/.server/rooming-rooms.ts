import type { UseCaseArgs } from "#app/shared/context";
import { formatDay } from "#app/shared/dates";
import { AppError, type FieldErrors, fieldError } from "#app/shared/errors";
import type { Locale } from "#app/shared/i18n/config";
import type { RoomingDeparture } from "#app/modules/catalog/.server/departures/rooming-departure";
import type { RoomingListDto } from "#app/modules/operations/operations.contract";
import { roomingWrite } from "./rooming-list";
import { deleteRoomRow, insertRoom, nextRoomPosition, replaceStays, setRoomNumbers } from "./rooming.repository";

/** Adds an empty room of one of the package's room types at the end of that type's rooms. */
export async function addRoomingRoom({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; room_type_id: number }>): Promise<RoomingListDto> {
  return roomingWrite(ctx, input.time_id, async (tx, { departure }) => {
    if (!departure.roomTypes.some((t) => t.id === input.room_type_id))
      throw fieldError("room_type_id", "rooming_unknown_room_type");
    const position = await nextRoomPosition(tx.db, departure.id, input.room_type_id);
    await insertRoom(tx.db, { departureId: departure.id, roomTypeId: input.room_type_id, position });
  });
}

/** Deletes a room nobody is placed in (a room with guests is refused: move them first). */
export async function deleteRoomingRoom({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; room_id: number }>): Promise<RoomingListDto> {
  return roomingWrite(ctx, input.time_id, async (tx, { rooms, guests }) => {
    if (!rooms.some((r) => r.id === input.room_id)) throw new AppError("not_found");
    if (guests.some((g) => g.roomId === input.room_id)) throw fieldError("room_id", "rooming_room_not_empty");
    await deleteRoomRow(tx.db, input.room_id);
  });
}

/**
 * Sets a room's numbers at the package's hotel cities (the hotel gives them on arrival). Only the
 * package's cities are accepted; an empty number removes the city's number.
 */
export async function setRoomingNumbers({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; room_id: number; numbers: Record<string, string> }>): Promise<RoomingListDto> {
  return roomingWrite(ctx, input.time_id, async (tx, { departure, rooms }) => {
    if (!rooms.some((r) => r.id === input.room_id)) throw new AppError("not_found");
    const unknown = Object.keys(input.numbers).find((city) => !departure.hotelCities.includes(city));
    if (unknown !== undefined) throw fieldError("numbers", "rooming_unknown_city", { city: unknown });
    const numbers = Object.fromEntries(Object.entries(input.numbers).filter(([, n]) => n !== ""));
    await setRoomNumbers(tx.db, input.room_id, numbers);
  });
}

/**
 * What is wrong with a departure's stays, each on its field: a city that is not one of the
 * package's hotel cities, a city twice, a date outside the trip (start to end date).
 */
export function stayErrors(
  departure: Pick<RoomingDeparture, "hotelCities" | "startDate" | "endDate">,
  stays: readonly { city: string; check_in: string; check_out: string }[],
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  stays.forEach((s, i) => {
    if (!departure.hotelCities.includes(s.city))
      errors[`stays.${i}.city`] = [{ key: "rooming_unknown_city", values: { city: s.city } }];
    else if (seen.has(s.city)) errors[`stays.${i}.city`] = [{ key: "stay_city_twice", values: { city: s.city } }];
    seen.add(s.city);
    for (const field of ["check_in", "check_out"] as const)
      if (s[field] < departure.startDate || s[field] > departure.endDate)
        errors[`stays.${i}.${field}`] = [
          {
            key: "stay_outside_trip",
            values: {
              start: formatDay(departure.startDate, locale),
              end: formatDay(departure.endDate, locale),
            },
          },
        ];
  });
  return errors;
}

/**
 * Sets the departure's stays: check-in and check-out at each hotel city of the package, within
 * the trip (start to end date), a city at most once; the list printed and exported shows them,
 * its cities in that order (docs/product.md §Rooming list). Each refusal is on its field. A city
 * kept keeps its hotel and Nusuk reference (the flights-and-hotels screen's).
 */
export async function setRoomingStays({
  ctx,
  input,
}: UseCaseArgs<{
  time_id: number;
  stays: { city: string; check_in: string; check_out: string }[];
}>): Promise<RoomingListDto> {
  return roomingWrite(ctx, input.time_id, async (tx, { departure }) => {
    const errors = stayErrors(departure, input.stays, tx.locale);
    if (Object.keys(errors).length > 0) throw new AppError("validation", { fieldErrors: errors });
    await replaceStays(
      tx.db,
      departure.id,
      input.stays.map((s) => ({ city: s.city, checkIn: s.check_in, checkOut: s.check_out })),
    );
  });
}
