import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import type { copyFaresInput, DepartureDto } from "#app/modules/catalog/catalog.contract";
import {
  departureRows,
  findPackage,
  listFaresOfDepartures,
  lockDeparturesOfPackage,
  replaceDepartureFares,
  touchPackage,
} from "../catalog.repository";
import { checkFareChange, lowestBeforeFareChange } from "../reference-price";
import { departuresWithFares, heldBeds } from "./departure-fares";

/**
 * Copies a departure's fare grid (price per bed and allotment of each room type, child and infant
 * fares) to other departures of the same package, in one transaction: all of them or none. The
 * departures are locked (in id order, so two copies cannot deadlock) while their beds held are
 * counted: an allotment copied onto a departure that already holds more beds is refused. A grid
 * that lowers a published umrah package's price below the ministry's reference asks a reason, as
 * any fare written does (decision 085).
 */
export async function copyFares({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof copyFaresInput> & { tour_id: number; time_id: number }>): Promise<DepartureDto[]> {
  requireStaff(ctx, "departures");
  const { pkg, rows } = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const pkg = await findPackage(tx, input.tour_id);
    if (!pkg) throw new AppError("not_found");
    const targetIds = [...new Set(input.to_time_ids)].filter((id) => id !== input.time_id);
    const locked = await lockDeparturesOfPackage(tx, pkg.id, [input.time_id, ...targetIds]);
    const source = locked.find((d) => d.id === input.time_id);
    if (!source) throw new AppError("not_found");
    const byId = new Map(locked.map((d) => [d.id, d]));

    const errors: FieldErrors = {};
    input.to_time_ids.forEach((id, i) => {
      if (!byId.has(id)) errors[`to_time_ids.${i}`] = [{ key: "copy_fares_unknown_departure" }];
    });
    if (Object.keys(errors).length > 0) throw new AppError("validation", { fieldErrors: errors });

    const fares = await listFaresOfDepartures(tx, [source.id]);
    const held = await heldBeds(t, targetIds);
    input.to_time_ids.forEach((id, i) => {
      const target = byId.get(id);
      if (!target || id === source.id) return;
      if (target.isOpen && fares.length === 0) {
        errors[`to_time_ids.${i}`] = [{ key: "open_departure_needs_fare" }];
        return;
      }
      const beds = held.get(id) ?? new Map<number, number>();
      const short = fares.find((f) => f.bedAllotment !== null && f.bedAllotment < (beds.get(f.roomTypeId) ?? 0));
      if (short)
        errors[`to_time_ids.${i}`] = [
          {
            key: "copy_allotment_below_held",
            values: {
              date: target.startDate,
              name: pickLocale(short.name, ctx.locale),
              count: beds.get(short.roomTypeId) ?? 0,
            },
          },
        ];
    });
    if (Object.keys(errors).length > 0) throw new AppError("validation", { fieldErrors: errors });

    const lowestBefore = await lowestBeforeFareChange(t, pkg);
    const grid = fares.map((f) => ({ roomTypeId: f.roomTypeId, price: f.price, bedAllotment: f.bedAllotment }));
    const rows = [];
    for (const id of targetIds) {
      await replaceDepartureFares(tx, id, grid);
      rows.push(
        await departureRows.update(tx, pkg.id, id, {
          childNoBedPrice: source.childNoBedPrice,
          infantPrice: source.infantPrice,
        }),
      );
    }
    await checkFareChange(t, pkg.id, lowestBefore, input.below_reference_reason);
    await touchPackage(tx, pkg.id);
    return { pkg, rows };
  });
  return departuresWithFares(ctx, pkg, rows);
}
