import type { UseCaseArgs } from "#app/shared/context";
import type { DepartureFacts } from "../describe-tours";
import { departuresStartingBetween } from "./report-catalog.repository";

/**
 * In-process, for the booking report: departures starting in an inclusive date range (either
 * end may be open), optionally of some packages only, ordered by start date. `tour_ids: []`
 * means no package, so no departure.
 */
export async function findReportDepartures({
  ctx,
  input,
}: UseCaseArgs<{ start_from?: string; start_to?: string; tour_ids?: number[] }>): Promise<DepartureFacts[]> {
  if (input.tour_ids && input.tour_ids.length === 0) return [];
  const rows = await departuresStartingBetween(ctx.db, {
    from: input.start_from,
    to: input.start_to,
    packageIds: input.tour_ids ? [...new Set(input.tour_ids)] : undefined,
  });
  return rows.map((d) => ({ id: d.id, packageId: d.packageId, startDate: d.startDate, endDate: d.endDate }));
}
