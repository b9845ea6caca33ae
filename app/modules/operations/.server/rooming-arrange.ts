import type { UseCaseArgs } from "#app/shared/context";
import type { RoomingListDto } from "#app/modules/operations/operations.contract";
import { arrange } from "#app/modules/operations/rooming.rules";
import { roomingWrite, ruleGuests } from "./rooming-list";
import { placeGuests } from "#app/modules/booking/.server/guest-rooms";
import { insertRoom } from "./rooming.repository";

/**
 * "Arrange": places every unplaced guest (rooming.rules.ts `arrange`), opening rooms as needed.
 * Guests already placed stay, so a second call changes nothing. Returns the list and how many
 * guests it placed.
 */
export async function arrangeRooming({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number }>): Promise<{ list: RoomingListDto; placed: number }> {
  let placed = 0;
  const list = await roomingWrite(ctx, input.time_id, async (tx, { departure, rooms, guests }) => {
    const beds = new Map(departure.roomTypes.map((t) => [t.id, t.beds]));
    const plan = arrange(
      ruleGuests(guests),
      rooms.filter((r) => beds.has(r.roomTypeId)).map((r) => ({ ...r, beds: beds.get(r.roomTypeId)! })),
      beds,
    );
    const opened = new Map<number, number>();
    const positions = new Map<number, number>();
    for (const r of rooms) positions.set(r.roomTypeId, Math.max(positions.get(r.roomTypeId) ?? 0, r.position + 1));
    for (const room of plan.open) {
      const position = positions.get(room.roomTypeId) ?? 0;
      positions.set(room.roomTypeId, position + 1);
      const row = await insertRoom(tx.db, { departureId: departure.id, roomTypeId: room.roomTypeId, position });
      opened.set(room.ref, row.id);
    }
    const byRoom = new Map<number, number[]>();
    for (const p of plan.place) {
      const roomId = p.roomId < 0 ? opened.get(p.roomId)! : p.roomId;
      byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), p.guestId]);
    }
    for (const [roomId, ids] of byRoom) await placeGuests(tx.db, roomId, ids);
    placed = plan.place.length;
  });
  return { list, placed };
}
