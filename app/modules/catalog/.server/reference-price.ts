import type { Ctx } from "#app/shared/context";
import { AppError, type FieldErrors, fieldError } from "#app/shared/errors";
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

/** One package's lowest price per pax now (its base price when nothing is cheaper). */
export async function lowestPriceOf(ctx: Ctx, pkg: PackageRow): Promise<number> {
  return (await lowestPricesOf(ctx, [pkg])).get(pkg.id) ?? pkg.basePrice;
}

/**
 * A package's lowest price before a departure's write, for `checkFareChange`: only a published
 * umrah package is compared (anything else: +Infinity, no query).
 */
export async function lowestBeforeFareChange(ctx: Ctx, pkg: PackageRow): Promise<number> {
  return pkg.status === "published" && pkg.kind === "umrah" ? lowestPriceOf(ctx, pkg) : Number.POSITIVE_INFINITY;
}

/**
 * Where a published umrah package stands against the reference after a write: below it or not,
 * a reason on file that covers it (the same reference, a price at or below today's lowest), and
 * how to record a reason given.
 */
async function referenceStanding(ctx: Ctx, pkg: PackageRow) {
  const setting = await getSetting({ ctx });
  const lowest = await lowestPriceOf(ctx, pkg);
  const reference = setting.umrah_reference_price;
  const below = belowReference({ kind: pkg.kind, currency: setting.currency, lowest, reference });
  const onFile = (await latestPriceReasons(ctx.db, [pkg.id])).get(pkg.id);
  const reasonOnFile = Boolean(onFile && onFile.lowestPrice <= lowest && onFile.referencePrice === reference);
  const record = (reason: string) =>
    insertPriceReason(ctx.db, {
      packageId: pkg.id,
      reason,
      lowestPrice: lowest,
      referencePrice: reference,
      userId: ctx.actor?.id ?? null,
      createdAt: ctx.now(),
    });
  return { setting, lowest, below, reasonOnFile, record };
}

/**
 * Inside a departure's write (its price override or fare grid, a new departure), after the rows
 * are written (decision 085): when it lowers a published umrah package's lowest price below the
 * reference, a reason is asked as at publishing (422 on `below_reference_reason`, so the
 * transaction changes nothing) unless one on file covers the new price; a reason given is
 * recorded. `before` is the package's lowest price read before the write; a write that lowers
 * nothing is never refused (the below-reference list still shows such a package).
 */
export async function checkFareChange(
  ctx: Ctx,
  packageId: number,
  before: number,
  reason: string | null | undefined,
): Promise<void> {
  const pkg = await findPackage(ctx.db, packageId);
  if (pkg?.status !== "published" || pkg.kind !== "umrah") return;
  const standing = await referenceStanding(ctx, pkg);
  if (!standing.below || standing.lowest >= before) return;
  if (reason) await standing.record(reason);
  else if (!standing.reasonOnFile) throw fieldError("below_reference_reason", "below_reference_reason_fare");
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
  const { setting, below, reasonOnFile, record } = await referenceStanding(ctx, pkg);
  const reason = input.below_reference_reason ?? null;
  const refusals = publishingRefusals({
    status: pkg.status,
    kind: pkg.kind,
    serial: pkg.adApprovalSerial,
    malaysia: sellsInMalaysia(setting),
    below,
    reason,
    reasonOnFile,
  });
  const fields = Object.entries(refusals);
  if (fields.length > 0) {
    const fieldErrors: FieldErrors = Object.fromEntries(fields.map(([field, key]) => [field, [{ key }]]));
    throw new AppError("validation", { fieldErrors });
  }
  if (below && reason) await record(reason);
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
