import type { UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import type { RoomingListDto } from "#app/modules/booking/booking.contract";
import { roomingWrite } from "./rooming-list";
import { deleteRoomRow, insertRoom, nextRoomPosition, setRoomNumbers } from "./rooming.repository";

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
