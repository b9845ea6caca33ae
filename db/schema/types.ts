import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Translatable } from "#app/shared/translatable.contract";

/** Translatable text: one value per locale key (derived from the locale list in app/shared). */
export type Translations = Translatable;

export const translatable = () => jsonb().$type<Translations>();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * Cancellation penalty tiers (docs/product.md §Cancellation and refunds): from `from_days` days
 * before departure (or fewer), the penalty is `percent` of the booking's total or a `fixed` amount
 * in minor units; `admin_fee` is added to any penalty. The site's setting, overridable per package.
 */
export type CancellationPolicy = {
  tiers: { from_days: number; percent: number | null; fixed: number | null }[];
  admin_fee: number;
};
