import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { DepartureDto, departureInput } from "#app/modules/catalog/catalog.contract";
import { todayOf } from "#app/modules/catalog/catalog.rules";
import { departureRows, findPackage, touchPackage } from "./catalog.repository";
import { toDepartureDto } from "./tour-views";

/** Adds a departure; its capacity defaults to the package's default capacity. */
export async function createDeparture({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof departureInput> & { tour_id: number }>): Promise<DepartureDto> {
  requireRole(ctx, "admin");
  const pkg = await findPackage(ctx.db, input.tour_id);
  if (!pkg) throw new AppError("not_found");
  const row = await departureRows.insert(ctx.db, {
    packageId: pkg.id,
    startDate: input.start_date,
    endDate: input.end_date,
    capacity: input.capacity ?? pkg.defaultCapacity,
    priceOverride: input.price_override,
    isOpen: input.is_open,
  });
  await touchPackage(ctx.db, pkg.id);
  return toDepartureDto(pkg, row, 0, todayOf(ctx.now()));
}
