import type { UseCaseArgs } from "#app/shared/context";
import type { DepartureVisasDto } from "#app/modules/operations/visa.contract";
import { departureVisas, requireVisaStaff, visaDeparture } from "./visa-views";

/**
 * GET /api/departures/{time_id}/visas (staff with documents): the departure's travelling guests
 * with their visa, and whether it is ready (docs/product.md §Departure operations). A branch
 * clerk sees their branch's guests, and counts them only.
 */
export async function listDepartureVisas({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<DepartureVisasDto> {
  const actor = requireVisaStaff(ctx);
  return departureVisas(ctx, actor, await visaDeparture(ctx, input.time_id));
}
