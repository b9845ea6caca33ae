import type { UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import type { RoomingListDto } from "#app/modules/operations/operations.contract";
import { moveRefusal, moveWarnings } from "#app/modules/operations/rooming.rules";
import { roomingWrite, ruleGuests } from "./rooming-list";
import { setGuestRoom } from "#app/modules/booking/.server/guest-rooms";

/**
 * Moves a guest to a room of the departure's list, or out of their room (`room_id` null). A room
 * that is full or of another room type than the guest's bed is refused (422). A move that would
 * leave a child without an adult of their booking, put a child with another booking's guests, or
 * a man and a woman of different families together is staff's choice to make knowingly: refused
 * (409, each reason on `confirm`) unless `confirm` is true; the room is then flagged on the list
 * (docs/product.md §Rooming list). Checked under the rooming write's locks, on the list as it is.
 */
export async function moveRoomingGuest({
  ctx,
  input,
}: UseCaseArgs<{
  time_id: number;
  guest_id: number;
  room_id: number | null;
  confirm?: boolean;
}>): Promise<RoomingListDto> {
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
    const warnings = moveWarnings(guest, input.room_id, ruleGuests(guests));
    if (warnings.length > 0 && !input.confirm)
      throw new AppError("conflict", {
        key: "rooming_move_confirm",
        fieldErrors: { confirm: warnings.map((w) => ({ key: `rooming_warning_${w}` })) },
      });
    await setGuestRoom(tx.db, guest.id, input.room_id);
  });
}
