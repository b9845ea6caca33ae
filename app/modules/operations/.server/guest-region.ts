import { type RegionPath, regionPath } from "#app/shared/idn-regions.server";

/*
 * A guest's Indonesian address levels from their official region code (decision 081), read from
 * idn-area-data by the shared reader (app/shared/idn-regions.server.ts).
 */

/** The names of the code's province, regency, district and village; null for no or an unknown code. */
export function guestRegion(code: string | null): RegionPath | null {
  return regionPath(code);
}
