import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import { departures, packages } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/* The departures the readiness board reads (document module), with their package's code, name and kind. */

const departureColumns = {
  id: departures.id,
  packageId: departures.packageId,
  code: packages.code,
  name: packages.name,
  // Tour or umrah (decision 081): only an umrah package's guests need visas and the ministry's data.
  kind: packages.kind,
  startDate: departures.startDate,
  endDate: departures.endDate,
};

/**
 * A departure with its package's code and name, or undefined. With `lock` (inside the caller's
 * transaction) its row is locked: two reminder runs of one departure go one after the other.
 */
export async function findDepartureWithPackage(db: Db, id: number, lock = false) {
  const query = db
    .select(departureColumns)
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(eq(departures.id, id));
  const [row] = lock ? await query.for("update", { of: departures }) : await query;
  return row;
}

/** Departures starting between two days (both included), by start date, one page of them and the total. */
export async function listDeparturesStartingBetween(
  db: Db,
  from: string,
  to: string,
  window: { limit?: number; offset: number },
) {
  const where = and(gte(departures.startDate, from), lte(departures.startDate, to));
  const query = db
    .select(departureColumns)
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(where)
    .orderBy(asc(departures.startDate), asc(departures.id))
    .offset(window.offset);
  const [rows, [{ total }]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ total: count() }).from(departures).where(where),
  ]);
  return { rows, total };
}
