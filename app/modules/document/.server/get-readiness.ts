import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { ReadinessBoardDto, ReadinessQuery } from "#app/modules/document/readiness.contract";
import {
  bookingsToRemind,
  countCells,
  departureReady,
  overdueCount,
  rowMatches,
  searchMatches,
} from "#app/modules/document/readiness.rules";
import { readinessGridOf } from "./readiness-views";

/**
 * GET /api/departures/{time_id}/readiness (admin): the board. The counts, `ready` and the number
 * of bookings to remind are the whole departure's; the filters only narrow the rows.
 */
export async function getReadiness({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number } & Pick<ReadinessQuery, "status" | "kind" | "search">>): Promise<ReadinessBoardDto> {
  requireStaff(ctx, "documents");
  const grid = await readinessGridOf(ctx, input.time_id);
  const cells = grid.rows.map((r) => r.cells);
  const documentsReady = departureReady(cells);
  return {
    departure: grid.departure,
    requirements: grid.requirements,
    rows: grid.rows.filter(
      (r) =>
        rowMatches(r.cells, { kind: input.kind, status: input.status }) &&
        searchMatches(input.search, [r.booking_code, r.customer_name, r.guest_name]),
    ),
    counts_by_kind: grid.requirements.map((req) => ({ kind: req.kind, counts: countCells(cells, req.kind) })),
    counts: countCells(cells),
    overdue: overdueCount(cells),
    guests: grid.rows.length,
    bookings_to_remind: bookingsToRemind(grid.rows).size,
    documents_ready: documentsReady,
    visas: grid.visas,
    ready: documentsReady && grid.visas.ready,
    // An umrah departure: the guests whose ministry data is complete (decision 081).
    ...(grid.kind === "umrah"
      ? {
          ministry: {
            complete: grid.rows.filter((r) => r.ministry_missing?.length === 0).length,
            guests: grid.rows.length,
          },
        }
      : {}),
  };
}
