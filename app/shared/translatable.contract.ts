import { z } from "zod";

/**
 * A translatable text as the admin forms send it: `id` required (the fallback language),
 * `en` and `my` optional (decisions.md section 1). Empty strings are dropped.
 */
export const trRequired = (max: number) =>
  z
    .object({
      id: z.string().trim().min(1).max(max),
      en: z.string().trim().max(max).optional(),
      my: z.string().trim().max(max).optional(),
    })
    .transform(dropEmpty);

/** Like trRequired, but every language may be empty (an optional description). */
export const trOptional = (max: number) =>
  z
    .object({
      id: z.string().trim().max(max).optional(),
      en: z.string().trim().max(max).optional(),
      my: z.string().trim().max(max).optional(),
    })
    .optional()
    .transform((v) => dropEmpty({ id: v?.id ?? "", en: v?.en, my: v?.my }));

function dropEmpty(v: { id: string; en?: string; my?: string }) {
  return { id: v.id, ...(v.en ? { en: v.en } : {}), ...(v.my ? { my: v.my } : {}) };
}

/** Translations as the edit forms read them back. */
export const translationsDto = z.object({ id: z.string(), en: z.string().optional(), my: z.string().optional() });

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugInput = z.string().trim().toLowerCase().max(120).regex(SLUG_PATTERN, { message: "slug_format" });

/** Integer minor units (decisions.md section 2); the API never takes floats for money. */
export const moneyInput = z.number().int().min(0).max(1_000_000_000_000_000);
