import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { TourDetailDto, TourInputParsed } from "#app/modules/catalog/catalog.contract";
import { insertPackage } from "./catalog.repository";
import { DEFAULT_ROOM_TYPES } from "#app/modules/catalog/rooms.rules";
import { checkTourInput, packageValues, rethrowTourRace, writeRoomTypes, writeTourChildren } from "./tour-write";
import { loadTourDetail } from "./tour-views";
import { checkPublishing } from "./reference-price";

/**
 * Creates a package with its categories, gallery, itinerary, facilities, extras and room types in
 * one transaction; without room types it gets Quad, Triple and Double.
 */
export async function createTour({ ctx, input }: UseCaseArgs<TourInputParsed>): Promise<TourDetailDto> {
  requireStaff(ctx, "catalog");
  const id = await ctx.db
    .transaction(async (tx) => {
      const slug = await checkTourInput({ ...ctx, db: tx }, input);
      const row = await insertPackage(tx, packageValues(input, slug));
      await writeTourChildren(tx, row.id, input);
      await writeRoomTypes(
        tx,
        row.id,
        input.room_types ?? DEFAULT_ROOM_TYPES.map((r, sort_order) => ({ ...r, name: { ...r.name }, sort_order })),
      );
      await checkPublishing({ ...ctx, db: tx }, row.id, input);
      return row.id;
    })
    .catch(rethrowTourRace);
  const tour = await loadTourDetail(ctx, id, { allDepartures: true });
  if (!tour) throw new AppError("not_found");
  return tour;
}
