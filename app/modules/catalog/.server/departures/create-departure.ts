import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { DepartureDto, departureInput } from "#app/modules/catalog/catalog.contract";
import {
  departureRows,
  findPackage,
  listRoomTypesOfPackage,
  replaceDepartureFares,
  touchPackage,
} from "../catalog.repository";
import { checkFares, defaultFares, departuresWithFares, fareRows } from "./departure-fares";
import { checkFareChange, lowestBeforeFareChange } from "../reference-price";

/**
 * Adds a departure with its fare grid; its capacity defaults to the package's default capacity.
 * Without fares every room type of the package is sold at the override or base price (what a
 * client that knows no room types gets); child and infant fares left out are not sold. Fares
 * lowering a published umrah package's lowest price below the reference ask a reason (decision 085).
 */
export async function createDeparture({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof departureInput> & { tour_id: number }>): Promise<DepartureDto> {
  requireStaff(ctx, "departures");
  const { pkg, row } = await ctx.db.transaction(async (tx) => {
    const pkg = await findPackage(tx, input.tour_id);
    if (!pkg) throw new AppError("not_found");
    const t = { ...ctx, db: tx };
    const lowestBefore = await lowestBeforeFareChange(t, pkg);
    const roomTypes = await listRoomTypesOfPackage(tx, pkg.id);
    const fares = input.fares ?? defaultFares(roomTypes, input.price_override ?? pkg.basePrice);
    checkFares(fares, { roomTypes, held: new Map(), isOpen: input.is_open });
    const row = await departureRows.insert(tx, {
      packageId: pkg.id,
      startDate: input.start_date,
      endDate: input.end_date,
      capacity: input.capacity ?? pkg.defaultCapacity,
      priceOverride: input.price_override,
      childNoBedPrice: input.child_no_bed_price ?? null,
      infantPrice: input.infant_price ?? null,
      isOpen: input.is_open,
    });
    await replaceDepartureFares(tx, row.id, fareRows(fares));
    // Fares below the ministry's reference on a published umrah package ask a reason (decision 085).
    await checkFareChange(t, pkg.id, lowestBefore, input.below_reference_reason);
    await touchPackage(tx, pkg.id);
    return { pkg, row };
  });
  const [dto] = await departuresWithFares(ctx, pkg, [row]);
  return dto;
}
