import { z } from "zod";

/**
 * Cancellation penalty tiers (docs/product.md §Cancellation and refunds, decision 042): the site's
 * setting and a package's own override share this shape (db/schema/types CancellationPolicy).
 * Each tier is either a percent of the booking's total or a fixed amount in minor units.
 */
export const penaltyTierInput = z
  .object({
    from_days: z.number().int().min(0).max(365),
    percent: z.number().int().min(0).max(100).nullable().default(null),
    fixed: z.number().int().min(0).max(1_000_000_000_000).nullable().default(null),
  })
  .refine((t) => (t.percent === null) !== (t.fixed === null), { message: "tier_percent_or_fixed", path: ["percent"] });

export const cancellationPolicyInput = z
  .object({
    tiers: z.array(penaltyTierInput).max(20),
    admin_fee: z.number().int().min(0).max(1_000_000_000_000),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<number>();
    p.tiers.forEach((t, i) => {
      if (seen.has(t.from_days))
        ctx.addIssue({ code: "custom", message: "tier_days_distinct", path: ["tiers", i, "from_days"] });
      seen.add(t.from_days);
    });
  });
export type CancellationPolicyInput = z.input<typeof cancellationPolicyInput>;

export const cancellationPolicyDto = z.object({
  tiers: z.array(
    z.object({ from_days: z.number().int(), percent: z.number().int().nullable(), fixed: z.number().int().nullable() }),
  ),
  admin_fee: z.number().int(),
});
export type CancellationPolicyDto = z.infer<typeof cancellationPolicyDto>;
