import type { UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import type { RoomingListDto } from "#app/modules/booking/booking.contract";
import { moveRefusal } from "#app/modules/booking/rooming.rules";
import { roomingWrite } from "./rooming-list";
import { setGuestRoom } from "./rooming.repository";

/**
 * Moves a guest to a room of the departure's list, or out of their room (`room_id` null). A room
 * that is full or of another room type than the guest's bed is refused (422); a man and a woman
 * of different bookings may be put together by staff (a couple who booked apart), and the room
 * is then marked mixed.
 */
export async function moveRoomingGuest({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; guest_id: number; room_id: number | null }>): Promise<RoomingListDto> {
  return roomingWrite(ctx, input.time_id, async (tx, { departure, rooms, guests }) => {
    const guest = guests.find((g) => g.id === input.guest_id);
    // A guest of another departure, or of a booking that holds no seats, is not on this list.
    if (!guest) throw new AppError("not_found");
    if (input.room_id !== null) {
      const room = rooms.find((r) => r.id === input.room_id);
      const type = room && departure.roomTypes.find((t) => t.id === room.roomTypeId);
      if (!room || !type) throw fieldError("room_id", "rooming_unknown_room");
      const refusal = moveRefusal(
        guest,
        { roomTypeId: room.roomTypeId, beds: type.beds },
        guests.filter((g) => g.roomId === room.id),
      );
      if (refusal) throw fieldError("room_id", refusal, { name: pickLocale(type.name, tx.locale) });
    }
    await setGuestRoom(tx.db, guest.id, input.room_id);
  });
}
