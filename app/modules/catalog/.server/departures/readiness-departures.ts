import type { UseCaseArgs } from "#app/shared/context";
import { findDepartureWithPackage, listDeparturesStartingBetween } from "./readiness-departures.repository";

/** A departure as the readiness board shows it: its dates and its package's code and name. */
export type ReadinessDeparture = NonNullable<Awaited<ReturnType<typeof findDepartureWithPackage>>>;

/**
 * In-process, for the readiness board: one departure with its package, or undefined; with
 * `lock`, its row locked in the caller's transaction (two reminder runs go one after the other).
 */
export function getReadinessDeparture({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; lock?: boolean }>): Promise<ReadinessDeparture | undefined> {
  return findDepartureWithPackage(ctx.db, input.time_id, input.lock ?? false);
}

/** In-process, for the readiness index and the dashboard: departures starting between two days, a page and the total. */
export function listReadinessDepartures({
  ctx,
  input,
}: UseCaseArgs<{ from: string; to: string; limit?: number; offset: number }>): Promise<{
  rows: ReadinessDeparture[];
  total: number;
}> {
  return listDeparturesStartingBetween(ctx.db, input.from, input.to, { limit: input.limit, offset: input.offset });
}
