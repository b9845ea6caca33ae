import type { PackageKind } from "#app/modules/catalog/catalog.contract";
import type { CancellationPolicyDto } from "#app/shared/cancellation-policy.contract";
import type { UseCaseArgs } from "#app/shared/context";
import type { Translations } from "#app/shared/translatable.contract";
import { findDeparturesByIds, findPackagesByIds } from "./catalog.repository";

export interface TourFacts {
  id: number;
  code: string;
  name: Translations;
  status: "draft" | "published" | "archived";
  /** What the package sells (decision 081): an umrah package asks its guests the ministry's data. */
  kind: PackageKind;
  cardPaymentLink: string | null;
  /** Cities of the package's hotels, in order: the rooming list numbers each room per city. */
  hotelCities: string[];
  /** The package's own cancellation tiers; null = the site's (docs/product.md §Cancellation and refunds). */
  cancellationPolicy: CancellationPolicyDto | null;
  /** An umrah package's advertisement approval serial (null for a tour or none set). */
  adApprovalSerial: string | null;
}
export interface DepartureFacts {
  id: number;
  packageId: number;
  startDate: string;
  endDate: string;
}

/**
 * In-process, for bookings and reports: the packages and departures bookings refer to, in two
 * queries whatever the number of ids (any status: a booking outlives its package's publication).
 */
export async function describeTours({ ctx, input }: UseCaseArgs<{ tour_ids: number[]; time_ids: number[] }>): Promise<{
  tours: Map<number, TourFacts>;
  times: Map<number, DepartureFacts>;
}> {
  // One after another: booking use cases call this with a transaction, one connection that
  // takes no concurrent queries (node-postgres 9 refuses them).
  const pkgs = await findPackagesByIds(ctx.db, [...new Set(input.tour_ids)]);
  const deps = await findDeparturesByIds(ctx.db, [...new Set(input.time_ids)]);
  return {
    tours: new Map(
      pkgs.map((p) => [
        p.id,
        {
          id: p.id,
          code: p.code,
          name: p.name,
          status: p.status,
          kind: p.kind,
          cardPaymentLink: p.cardPaymentLink,
          hotelCities: p.hotelCities,
          cancellationPolicy: p.cancellationPolicy ?? null,
          adApprovalSerial: p.kind === "umrah" ? p.adApprovalSerial : null,
        },
      ]),
    ),
    times: new Map(
      deps.map((d) => [d.id, { id: d.id, packageId: d.packageId, startDate: d.startDate, endDate: d.endDate }]),
    ),
  };
}
