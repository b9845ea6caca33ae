import { asc, inArray } from "drizzle-orm";
import { departureFares, roomTypes } from "#db/schema";
import type { Db } from "#app/shared/db.server";

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type DepartureFareRow = typeof departureFares.$inferSelect;

/** Room types of packages, in each package's order (docs/product.md §Rooms and travellers). */
export async function listRoomTypesOfPackages(db: Db, packageIds: number[]): Promise<RoomTypeRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(roomTypes)
    .where(inArray(roomTypes.packageId, packageIds))
    .orderBy(asc(roomTypes.packageId), asc(roomTypes.sortOrder), asc(roomTypes.id));
}

/** The fare grids of departures: one row per room type sold on each. */
export async function listFaresOfDepartures(db: Db, departureIds: number[]): Promise<DepartureFareRow[]> {
  if (departureIds.length === 0) return [];
  return db.select().from(departureFares).where(inArray(departureFares.departureId, departureIds));
}
