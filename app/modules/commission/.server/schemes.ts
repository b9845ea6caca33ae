import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import type { SchemeDto, schemeInput } from "#app/modules/commission/commission.contract";
import { deleteScheme, findScheme, type SchemeRow, saveScheme } from "./commission.repository";

/** Commission schemes (decision 078 point 5, docs/product.md §Commissions): the default and one per package. */
export function toSchemeDto(r: SchemeRow): SchemeDto {
  return {
    id: r.id,
    package_id: r.packageId,
    kind: r.kind,
    currency: r.currency,
    rates: { adult: r.adultAmount, child: r.childAmount, infant: r.infantAmount },
    percent_bp: r.percentBp,
    override: r.overrideKind,
    override_amount: r.overrideAmount,
    upline_rates: { adult: r.uplineAdultAmount, child: r.uplineChildAmount, infant: r.uplineInfantAmount },
    upline_percent_bp: r.uplinePercentBp,
    updated_at: r.updatedAt.toISOString(),
  };
}

async function assertPackage(ctx: UseCaseArgs<unknown>["ctx"], packageId: number) {
  const { tours } = await describeTours({ ctx, input: { tour_ids: [packageId], time_ids: [] } });
  if (!tours.has(packageId)) throw new AppError("not_found");
}

/** GET /api/commission/schemes/default or …/package/{id}: the scheme there, or null. */
export async function getScheme({ ctx, input }: UseCaseArgs<{ package_id: number | null }>): Promise<SchemeDto | null> {
  requireStaff(ctx, "commissions");
  if (input.package_id !== null) await assertPackage(ctx, input.package_id);
  const row = await findScheme(ctx.db, input.package_id);
  return row ? toSchemeDto(row) : null;
}

/**
 * PUT: sets the scheme. Fixed amounts are in the site's currency at the time (stored with the
 * scheme); fields of the other kind are kept at zero so the row says one thing. Lines already
 * earned keep the words of the scheme they were earned by.
 */
export async function putScheme({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof schemeInput> & { package_id: number | null }>): Promise<SchemeDto> {
  const actor = requireStaff(ctx, "commissions");
  if (input.package_id !== null) await assertPackage(ctx, input.package_id);
  const { currency } = await getBookingPolicy({ ctx });
  const fixed = input.kind === "fixed";
  const difference = input.override === "difference";
  const row = await saveScheme(
    ctx.db,
    input.package_id,
    {
      kind: input.kind,
      currency,
      adultAmount: fixed ? input.rates.adult : 0,
      childAmount: fixed ? input.rates.child : 0,
      infantAmount: fixed ? input.rates.infant : 0,
      percentBp: fixed ? 0 : input.percent_bp,
      overrideKind: input.override,
      overrideAmount: input.override === "fixed" ? input.override_amount : 0,
      uplineAdultAmount: difference && fixed ? input.upline_rates.adult : 0,
      uplineChildAmount: difference && fixed ? input.upline_rates.child : 0,
      uplineInfantAmount: difference && fixed ? input.upline_rates.infant : 0,
      uplinePercentBp: difference && !fixed ? input.upline_percent_bp : 0,
      updatedBy: actor.id,
    },
    ctx.now(),
  );
  return toSchemeDto(row);
}

/** DELETE …/package/{id}: the package falls back to the default scheme (404 when it had none). */
export async function removePackageScheme({ ctx, input }: UseCaseArgs<{ package_id: number }>): Promise<void> {
  requireStaff(ctx, "commissions");
  if (!(await deleteScheme(ctx.db, input.package_id))) throw new AppError("not_found");
}
