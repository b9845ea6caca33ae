import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { BelowReferenceResponse } from "#app/modules/catalog/below-reference.contract";
import { belowReference } from "#app/modules/catalog/regulator.rules";
import { latestPriceReasons, listPublishedUmrah } from "./catalog.repository";
import { lowestPricesOf, priceReasonDtos } from "./reference-price";

/** Who reads the list of packages below the reference price: the catalogue's editors and report readers. */
export const BELOW_REFERENCE_ACCESS = ["reports", "catalog"] as const;

/**
 * Published umrah packages whose lowest price is below the ministry's reference price now, with
 * the latest reason recorded (null: none, e.g. a departure's fare lowered after publishing), for
 * the report the agency owes the ministry (docs/product.md §Licences, reference price and escrow).
 * Empty for an agency not selling in rupiah.
 */
export async function listBelowReference({
  ctx,
}: UseCaseArgs<undefined | Record<string, never>>): Promise<BelowReferenceResponse> {
  requireStaff(ctx, BELOW_REFERENCE_ACCESS);
  const setting = await getSetting({ ctx });
  const reference = setting.umrah_reference_price;
  const pkgs = await listPublishedUmrah(ctx.db);
  const lowest = await lowestPricesOf(ctx, pkgs);
  const below = pkgs.filter((p) =>
    belowReference({ kind: p.kind, currency: setting.currency, lowest: lowest.get(p.id) ?? p.basePrice, reference }),
  );
  const reasons = await priceReasonDtos(ctx, [
    ...(
      await latestPriceReasons(
        ctx.db,
        below.map((p) => p.id),
      )
    ).values(),
  ]);
  return {
    data: below.map((p) => ({
      id: p.id,
      code: p.code,
      name: pickLocale(p.name, ctx.locale),
      lowest_price: lowest.get(p.id) ?? p.basePrice,
      reference_price: reference,
      reason: reasons.get(p.id) ?? null,
    })),
    reference_price: reference,
    currency: setting.currency,
  };
}
