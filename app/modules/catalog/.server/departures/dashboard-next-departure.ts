import { requireRole, requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { findFirstDepartureFrom } from "./dashboard-departures.repository";

export interface NextDeparture {
  id: number;
  tour: { id: number; name: string };
  start_date: string;
  end_date: string;
}

/**
 * In-process, for the customer dashboard: of the departures the caller's bookings hold (the
 * booking module gives the ids), the first one leaving on or after `from` (YYYY-MM-DD). One query.
 * Staff reach it only with the dashboard permission.
 */
export async function findNextDeparture({
  ctx,
  input,
}: UseCaseArgs<{ departure_ids: number[]; from: string }>): Promise<NextDeparture | null> {
  const actor = requireRole(ctx);
  if (actor.role !== "customer") requireStaff(ctx, "dashboard");
  const row = await findFirstDepartureFrom(ctx.db, { ids: [...new Set(input.departure_ids)], from: input.from });
  if (!row) return null;
  return {
    id: row.id,
    tour: { id: row.packageId, name: pickLocale(row.packageName, ctx.locale) },
    start_date: row.startDate,
    end_date: row.endDate,
  };
}
