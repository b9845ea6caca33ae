import { asc, eq } from "drizzle-orm";
import { departures, packages, roomTypes } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The catalogue's facts the booking module's rooming list needs (a departure, its package's hotel
 * cities and room types), read here because the tables are the catalogue's.
 */

/** A departure with its package's code, name and hotel cities; `lock` takes the row FOR UPDATE. */
export async function findRoomingDeparture(db: Db, departureId: number, lock: boolean) {
  const query = db
    .select({
      id: departures.id,
      packageId: departures.packageId,
      startDate: departures.startDate,
      endDate: departures.endDate,
      code: packages.code,
      name: packages.name,
      hotelCities: packages.hotelCities,
    })
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(eq(departures.id, departureId));
  // FOR UPDATE OF departures: the departure row is what checkouts and rooming writes queue on.
  const [row] = lock ? await query.for("update", { of: departures }) : await query;
  return row;
}

export async function listRoomTypesOfPackage(db: Db, packageId: number) {
  return db
    .select({ id: roomTypes.id, code: roomTypes.code, name: roomTypes.name, beds: roomTypes.beds })
    .from(roomTypes)
    .where(eq(roomTypes.packageId, packageId))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}
