import type { UseCaseArgs } from "#app/shared/context";
import type { Translations } from "#app/shared/translatable.contract";
import { findRoomingDeparture, listRoomTypesOfPackage } from "./rooming-refs.repository";

export interface RoomingDeparture {
  id: number;
  packageId: number;
  startDate: string;
  endDate: string;
  tour: { id: number; code: string; name: Translations };
  hotelCities: string[];
  roomTypes: { id: number; code: string; name: Translations; beds: number }[];
}

/**
 * In-process, for the booking module's rooming list: a departure with its package's hotel cities
 * and room types, or null when there is none. With `lock` (inside the caller's transaction) the
 * departure row is locked first (`SELECT ... FOR UPDATE`), the same lock checkouts take
 * (reserve-seats), so rooming writes of one departure run one after the other, across processes.
 */
export async function getRoomingDeparture({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; lock?: boolean }>): Promise<RoomingDeparture | null> {
  const row = await findRoomingDeparture(ctx.db, input.time_id, input.lock ?? false);
  if (!row) return null;
  const types = await listRoomTypesOfPackage(ctx.db, row.packageId);
  return {
    id: row.id,
    packageId: row.packageId,
    startDate: row.startDate,
    endDate: row.endDate,
    tour: { id: row.packageId, code: row.code, name: row.name },
    hotelCities: row.hotelCities,
    roomTypes: types,
  };
}
