import { addDays } from "#app/modules/booking/schedule.rules";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { type ListPage, toListMeta } from "#app/shared/list";
import { READINESS_INDEX_DAYS, type ReadinessSummaryDto } from "#app/modules/document/readiness.contract";
import { countCells, departureReady, overdueCount } from "#app/modules/document/readiness.rules";
import {
  listReadinessDepartures,
  type ReadinessDeparture,
} from "#app/modules/catalog/.server/departures/readiness-departures";
import { readinessGrids } from "./readiness-views";

async function summaries(ctx: Ctx, departures: ReadinessDeparture[]): Promise<ReadinessSummaryDto[]> {
  return (await readinessGrids(ctx, departures)).map((grid) => {
    const cells = grid.rows.map((r) => r.cells);
    const documentsReady = departureReady(cells);
    return {
      ...grid.departure,
      guests: grid.rows.length,
      counts: countCells(cells),
      overdue: overdueCount(cells),
      documents_ready: documentsReady,
      visas: grid.visas,
      // An umrah departure with a visa missing is not ready (decision 081).
      ready: documentsReady && grid.visas.ready,
    };
  });
}

/**
 * GET /api/readiness (admin): departures starting from the agency's today to READINESS_INDEX_DAYS
 * ahead, by date, a page of them with their counts and ready flag.
 */
export async function listReadiness({
  ctx,
  input,
}: UseCaseArgs<{ page: number; limit: number }>): Promise<ListPage<ReadinessSummaryDto>> {
  requireStaff(ctx, "documents");
  const today = agencyToday(ctx.now());
  const { rows, total } = await listReadinessDepartures({
    ctx,
    input: {
      from: today,
      to: addDays(today, READINESS_INDEX_DAYS),
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    },
  });
  return { data: await summaries(ctx, rows), meta: toListMeta(input, total) };
}

/**
 * In-process, for the dashboard: departures starting within `days` of the agency's today that are
 * not ready, by date, at most `limit` of them (the first 100 departures are looked at), in a fixed
 * number of queries. A dashboard feed: every staff role's dashboard shows it.
 */
export async function listUnreadyDepartures({
  ctx,
  input,
}: UseCaseArgs<{ days: number; limit: number }>): Promise<ReadinessSummaryDto[]> {
  requireStaff(ctx, "dashboard");
  const today = agencyToday(ctx.now());
  const { rows } = await listReadinessDepartures({
    ctx,
    input: { from: today, to: addDays(today, input.days), limit: 100, offset: 0 },
  });
  // The dashboard's card is the documents' (its counts are documents): visas are on the index.
  return (await summaries(ctx, rows)).filter((d) => !d.documents_ready).slice(0, input.limit);
}
