import { and, asc, inArray, eq, ne, sql } from "drizzle-orm";
import { departures, packages } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * Departure reads of the dashboards (beside catalog.repository.ts, the catalogue's other Drizzle
 * user): the next departures in date order, with their package, limited in SQL.
 */

const columns = {
  id: departures.id,
  packageId: departures.packageId,
  startDate: departures.startDate,
  endDate: departures.endDate,
  capacity: departures.capacity,
  isOpen: departures.isOpen,
  packageCode: packages.code,
  packageName: packages.name,
};

/**
 * The first `limit` departures starting on or after `from` (YYYY-MM-DD), of packages that are not
 * drafts (an archived package's departure still leaves with its travellers).
 */
export function listDeparturesFrom(db: Db, q: { from: string; limit: number }) {
  return db
    .select(columns)
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(and(sql`${departures.startDate} >= ${q.from}`, ne(packages.status, "draft")))
    .orderBy(asc(departures.startDate), asc(departures.id))
    .limit(q.limit);
}

/** Of the given departures, the first one starting on or after `from`, whatever its package's status. */
export async function findFirstDepartureFrom(db: Db, q: { ids: number[]; from: string }) {
  if (q.ids.length === 0) return undefined;
  const [row] = await db
    .select(columns)
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(and(inArray(departures.id, q.ids), sql`${departures.startDate} >= ${q.from}`))
    .orderBy(asc(departures.startDate), asc(departures.id))
    .limit(1);
  return row;
}
