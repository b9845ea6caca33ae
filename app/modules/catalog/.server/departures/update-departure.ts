import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import type { DepartureDto, departureInput } from "#app/modules/catalog/catalog.contract";
import {
  departureRows,
  findPackage,
  listFaresOfDepartures,
  listRoomTypesOfPackage,
  lockDeparture,
  replaceDepartureFares,
  touchPackage,
} from "../catalog.repository";
import { checkFares, departuresWithFares, fareRows, heldBeds } from "./departure-fares";
import { heldSeats } from "../tour-views";
import { checkFareChange, lowestBeforeFareChange } from "../reference-price";

/**
 * Edits a departure and its fare grid. Its row is locked while the booked seats and beds are
 * counted, so a checkout taking seats at the same moment cannot slip under a lowered capacity or
 * allotment. Without a capacity the current one stays; without fares, child or infant fare, the
 * current ones stay (beds at the old departure price follow a new price override). Lowering a
 * published umrah package's lowest price below the reference asks a reason (decision 085).
 */
export async function updateDeparture({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof departureInput> & { tour_id: number; time_id: number }>): Promise<DepartureDto> {
  requireStaff(ctx, "departures");
  const { pkg, row } = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const pkg = await findPackage(tx, input.tour_id);
    const current = pkg && (await lockDeparture(tx, pkg.id, input.time_id));
    if (!pkg || !current) throw new AppError("not_found");
    const booked = (await heldSeats(t, [current.id])).get(current.id) ?? 0;
    const capacity = input.capacity ?? current.capacity;
    if (capacity < booked) throw fieldError("capacity", "capacity_below_booked", { count: booked });
    const roomTypes = await listRoomTypesOfPackage(tx, pkg.id);
    const lowestBefore = await lowestBeforeFareChange(t, pkg);
    // Without fares the grid stays, except that beds priced at the departure's old price (override,
    // else base) follow a new one: a client that knows no room types still sets the price (decision 031).
    const oldPrice = current.priceOverride ?? pkg.basePrice;
    const newPrice = input.price_override ?? pkg.basePrice;
    const fares =
      input.fares ??
      (await listFaresOfDepartures(tx, [current.id])).map((f) => ({
        room_type_id: f.roomTypeId,
        price: f.price === oldPrice ? newPrice : f.price,
        bed_allotment: f.bedAllotment,
      }));
    const held = (await heldBeds(t, [current.id])).get(current.id) ?? new Map<number, number>();
    checkFares(fares, { roomTypes, held, isOpen: input.is_open });
    const row = await departureRows.update(tx, pkg.id, current.id, {
      startDate: input.start_date,
      endDate: input.end_date,
      capacity,
      priceOverride: input.price_override,
      childNoBedPrice: input.child_no_bed_price === undefined ? current.childNoBedPrice : input.child_no_bed_price,
      infantPrice: input.infant_price === undefined ? current.infantPrice : input.infant_price,
      isOpen: input.is_open,
    });
    if (input.fares || oldPrice !== newPrice) await replaceDepartureFares(tx, current.id, fareRows(fares));
    // A fare lowered below the ministry's reference asks a reason as publishing does (decision 085).
    await checkFareChange(t, pkg.id, lowestBefore, input.below_reference_reason);
    await touchPackage(tx, pkg.id);
    return { pkg, row };
  });
  const [dto] = await departuresWithFares(ctx, pkg, [row]);
  return dto;
}
