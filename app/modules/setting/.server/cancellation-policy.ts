import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { CancellationPolicyDto, cancellationPolicyInput } from "#app/shared/cancellation-policy.contract";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { getBookingPolicy } from "./get-booking-policy";
import { updateSiteCancellationPolicy } from "./setting.repository";

/** The site's cancellation tiers for the panel's editor (the settings permission). */
export async function getCancellationPolicy({ ctx }: UseCaseArgs<undefined>): Promise<CancellationPolicyDto> {
  requireStaff(ctx, "settings");
  return (await getBookingPolicy({ ctx })).cancellationPolicy;
}

/** Saves the site's tiers, sorted by days (the contract checked days 0..365 distinct, percent 0..100). */
export async function updateCancellationPolicy({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof cancellationPolicyInput>>): Promise<CancellationPolicyDto> {
  requireStaff(ctx, "settings");
  const policy = { tiers: [...input.tiers].sort((a, b) => b.from_days - a.from_days), admin_fee: input.admin_fee };
  if (!(await updateSiteCancellationPolicy(ctx.db, policy))) throw new AppError("not_found");
  return policy;
}
