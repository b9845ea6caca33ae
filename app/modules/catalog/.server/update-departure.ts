import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import type { DepartureDto, departureInput } from "#app/modules/catalog/catalog.contract";
import { todayOf } from "#app/modules/catalog/catalog.rules";
import { departureRows, findPackage, lockDeparture, touchPackage } from "./catalog.repository";
import { heldSeats, toDepartureDto } from "./tour-views";

/**
 * Edits a departure. Its row is locked while the booked seats are counted, so a checkout
 * taking seats at the same moment cannot slip under a lowered capacity. Without a capacity the
 * current one stays.
 */
export async function updateDeparture({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof departureInput> & { tour_id: number; time_id: number };
}): Promise<DepartureDto> {
  requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const pkg = await findPackage(tx, input.tour_id);
    const current = pkg && (await lockDeparture(tx, pkg.id, input.time_id));
    if (!pkg || !current) throw new AppError("not_found");
    const booked = (await heldSeats(t, [current.id])).get(current.id) ?? 0;
    const capacity = input.capacity ?? current.capacity;
    if (capacity < booked) throw fieldError("capacity", "capacity_below_booked", { booked });
    const row = await departureRows.update(tx, pkg.id, current.id, {
      startDate: input.start_date,
      endDate: input.end_date,
      capacity,
      priceOverride: input.price_override,
      isOpen: input.is_open,
    });
    await touchPackage(tx, pkg.id);
    return toDepartureDto(pkg, row, booked, todayOf(ctx.now()));
  });
}
