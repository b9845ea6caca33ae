import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { TourDetailDto, TourInputParsed } from "#app/modules/catalog/catalog.contract";
import { findPackage, repriceBaseFares, updatePackageRow } from "./catalog.repository";
import { checkTourInput, packageValues, rethrowTourRace, writeRoomTypes, writeTourChildren } from "./tour-write";
import { loadTourDetail } from "./tour-views";
import { checkPublishing } from "./reference-price";

/**
 * Replaces a package and its children as sent (a list left out is emptied). Departures are
 * edited on their own routes and are untouched; an update without a slug keeps the current one,
 * without room types or hotel cities keeps them (room types sent are upserted by id). Beds priced
 * at the old base price on departures without an override follow a new base price.
 */
export async function updateTour({
  ctx,
  input,
}: UseCaseArgs<TourInputParsed & { id: number }>): Promise<TourDetailDto> {
  requireStaff(ctx, "catalog");
  await ctx.db
    .transaction(async (tx) => {
      const current = await findPackage(tx, input.id);
      if (!current) throw new AppError("not_found");
      const slug = await checkTourInput({ ...ctx, db: tx }, input, current);
      await updatePackageRow(tx, input.id, packageValues(input, slug));
      await repriceBaseFares(tx, input.id, current.basePrice, input.base_price);
      await writeTourChildren(tx, input.id, input);
      await checkPublishing({ ...ctx, db: tx }, input.id, input);
      await writeRoomTypes(tx, input.id, input.room_types);
    })
    .catch(rethrowTourRace);
  const tour = await loadTourDetail(ctx, input.id, { allDepartures: true });
  if (!tour) throw new AppError("not_found");
  return tour;
}
