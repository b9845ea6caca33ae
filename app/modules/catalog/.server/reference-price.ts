import type { Ctx } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { PriceReasonDto, TourInputParsed } from "#app/modules/catalog/catalog.contract";
import { todayOf } from "#app/modules/catalog/catalog.rules";
import { belowReference, lowestPrice, publishingRefusals, sellsInMalaysia } from "#app/modules/catalog/regulator.rules";
import {
  findPackage,
  insertPriceReason,
  latestPriceReasons,
  listUpcomingPrices,
  type PackageRow,
  type PriceReasonRow,
} from "./catalog.repository";

/*
 * The regulator's rules when an umrah package is published (docs/product.md §Licences, reference
 * price and escrow, decision 082): the advertisement approval serial where the agency sells in
 * Malaysia, and a reason recorded when its lowest price is below the ministry's reference price.
 */

const discountOf = (p: PackageRow) => (p.discountType ? { type: p.discountType, value: p.discountValue } : null);

/** A package's lowest price per pax now (its base price and the fares of departures not yet left). */
export async function lowestPricesOf(ctx: Ctx, pkgs: PackageRow[]): Promise<Map<number, number>> {
  const prices = await listUpcomingPrices(
    ctx.db,
    pkgs.map((p) => p.id),
    todayOf(ctx.now()),
  );
  return new Map(pkgs.map((p) => [p.id, lowestPrice(p.basePrice, prices.get(p.id) ?? [], discountOf(p))]));
}

/**
 * Inside the save's transaction, after the package's rows are written: refuses (422, every field
 * at once, so the transaction changes nothing) a published umrah package without its serial where
 * the agency sells in Malaysia, or below the reference without a reason (one already on file for
 * this price or lower under the same reference is enough); records the reason given.
 */
export async function checkPublishing(ctx: Ctx, packageId: number, input: TourInputParsed): Promise<void> {
  const pkg = await findPackage(ctx.db, packageId);
  if (pkg?.status !== "published" || pkg.kind !== "umrah") return;
  const setting = await getSetting({ ctx });
  const lowest = (await lowestPricesOf(ctx, [pkg])).get(pkg.id) ?? pkg.basePrice;
  const reference = setting.umrah_reference_price;
  const below = belowReference({ kind: pkg.kind, currency: setting.currency, lowest, reference });
  const onFile = (await latestPriceReasons(ctx.db, [pkg.id])).get(pkg.id);
  const reason = input.below_reference_reason ?? null;
  const refusals = publishingRefusals({
    status: pkg.status,
    kind: pkg.kind,
    serial: pkg.adApprovalSerial,
    malaysia: sellsInMalaysia(setting),
    below,
    reason,
    reasonOnFile: Boolean(onFile && onFile.lowestPrice <= lowest && onFile.referencePrice === reference),
  });
  const fields = Object.entries(refusals);
  if (fields.length > 0) {
    const fieldErrors: FieldErrors = Object.fromEntries(fields.map(([field, key]) => [field, [{ key }]]));
    throw new AppError("validation", { fieldErrors });
  }
  if (below && reason) {
    await insertPriceReason(ctx.db, {
      packageId: pkg.id,
      reason,
      lowestPrice: lowest,
      referencePrice: reference,
      userId: ctx.actor?.id ?? null,
      createdAt: ctx.now(),
    });
  }
}

/** Reasons as the panel reads them, with the names of who gave them. */
export async function priceReasonDtos(ctx: Ctx, rows: PriceReasonRow[]): Promise<Map<number, PriceReasonDto>> {
  const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const people = await describeUsers({ ctx, input: { ids } });
  return new Map(
    rows.map((r) => [
      r.packageId,
      {
        reason: r.reason,
        lowest_price: r.lowestPrice,
        reference_price: r.referencePrice,
        by: r.userId ? (people.get(r.userId)?.name ?? null) : null,
        created_at: r.createdAt.toISOString(),
      },
    ]),
  );
}

/** The latest reason of one package, for its edit form. */
export async function latestPriceReason(ctx: Ctx, packageId: number): Promise<PriceReasonDto | null> {
  const rows = [...(await latestPriceReasons(ctx.db, [packageId])).values()];
  return (await priceReasonDtos(ctx, rows)).get(packageId) ?? null;
}
