import { scopedBranch } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import type { ReportFilter } from "#app/modules/booking/.server/feeds/report-aggregate-bookings";
import type { ReportSort } from "#app/modules/booking/.server/feeds/report-list-bookings";
import type { DepartureFacts } from "#app/modules/catalog/.server/describe-tours";
import { findReportDepartures } from "#app/modules/catalog/.server/departures/report-departures";
import { findPackageIdsOfCategory } from "#app/modules/catalog/.server/departures/report-package-ids";
import type { BookingReportInput } from "#app/modules/report/report.contract";
import { chartInterval, type Interval, REPORT_TIME_ZONE } from "#app/modules/report/report.rules";

/** What a report query selects, in the terms of the booking module's report use cases. */
export interface ReportScope {
  filter: ReportFilter;
  sort: ReportSort;
  /** The chart's periods: per day for a short date range, else per month. */
  interval: Interval;
  /** Nothing can match (a category without packages, no departure in the range): skip the queries. */
  empty: boolean;
  /** Departures by id when the scope needed them (departure dates, departure sort). */
  departures: Map<number, DepartureFacts> | null;
}

/**
 * Turns the report query into a booking filter. The catalogue answers which packages a category
 * has and which departures start in a date range; the booking module then filters by those ids
 * (a module never joins another module's tables). A branch clerk's report keeps to their branch,
 * as their booking list does: asking another branch selects nothing.
 */
export async function resolveReportScope(ctx: Ctx, input: BookingReportInput): Promise<ReportScope> {
  const branch = scopedBranch(ctx.actor, input.branch_id);
  let packageIds: number[] | undefined;
  if (input.category_id !== undefined)
    packageIds = await findPackageIdsOfCategory({ ctx, input: { category_id: input.category_id } });
  if (input.tour_id !== undefined)
    packageIds = packageIds ? packageIds.filter((id) => id === input.tour_id) : [input.tour_id];

  const byDeparture = input.date_by === "departure";
  const ranged = Boolean(input.date_from || input.date_to);
  // Departure dates are needed to filter by them, to chart by them and to sort by them.
  const needDepartures = byDeparture || input.sort === "departure";
  let departures: DepartureFacts[] | null = null;
  if (needDepartures && packageIds?.length !== 0) {
    departures = await findReportDepartures({
      ctx,
      input: {
        start_from: byDeparture ? input.date_from : undefined,
        start_to: byDeparture ? input.date_to : undefined,
        tour_ids: packageIds,
      },
    });
  }
  const departureIds = byDeparture && ranged ? (departures ?? []).map((d) => d.id) : undefined;
  const departureMap = departures ? new Map(departures.map((d) => [d.id, d])) : null;

  return {
    filter: {
      createdFrom: byDeparture ? undefined : input.date_from,
      createdTo: byDeparture ? undefined : input.date_to,
      timeZone: REPORT_TIME_ZONE,
      packageIds,
      departureIds,
      status: input.status,
      channel: input.channel,
      branchId: branch.branchId,
      takenBy: input.taken_by,
      agentId: input.agent_id,
    },
    sort: {
      key: input.sort,
      dir: input.order,
      departureStarts: departureMap ? new Map([...departureMap].map(([id, d]) => [id, d.startDate])) : undefined,
    },
    interval: chartInterval(input.date_from, input.date_to),
    empty: branch.none || packageIds?.length === 0 || departureIds?.length === 0,
    departures: departureMap,
  };
}
