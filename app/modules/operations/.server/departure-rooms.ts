import type { UseCaseArgs } from "#app/shared/context";
import { listRooms, type RoomRow } from "./rooming.repository";

/**
 * In-process, for the passenger manifest: the rooms of a departure's rooming list by id, each
 * with its place among the rooms of its type and its numbers per hotel city.
 */
export async function findDepartureRooms({
  ctx,
  input,
}: UseCaseArgs<{ departure_id: number }>): Promise<Map<number, Pick<RoomRow, "position" | "numbers">>> {
  const rooms = await listRooms(ctx.db, input.departure_id);
  return new Map(rooms.map((r) => [r.id, { position: r.position, numbers: r.numbers }]));
}
