import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { departures, packageCategories } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * Catalogue reads the booking report needs (report module, issue 6). Kept apart from
 * catalog.repository.ts so the report's queries are easy to find; like it, the only Drizzle
 * code of these tables besides the main repository.
 */

/** Ids of the packages in a category (any status: a report covers archived packages too). */
export async function packageIdsInCategory(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: packageCategories.packageId })
    .from(packageCategories)
    .where(eq(packageCategories.categoryId, categoryId));
  return rows.map((r) => r.id);
}

/** Departures whose start date is in the inclusive range (either end open), by start date. */
export function departuresStartingBetween(db: Db, opts: { from?: string; to?: string; packageIds?: number[] }) {
  return db
    .select({
      id: departures.id,
      packageId: departures.packageId,
      startDate: departures.startDate,
      endDate: departures.endDate,
    })
    .from(departures)
    .where(
      and(
        opts.from ? gte(departures.startDate, opts.from) : undefined,
        opts.to ? lte(departures.startDate, opts.to) : undefined,
        opts.packageIds ? inArray(departures.packageId, opts.packageIds) : undefined,
      ),
    )
    .orderBy(asc(departures.startDate), asc(departures.id));
}
