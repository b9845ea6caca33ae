import { z } from "zod";
import { priceReasonDto } from "./catalog.contract";

/**
 * GET /report/below-reference: published umrah packages whose lowest price is below the ministry's
 * reference price now, with the latest reason recorded (docs/product.md §Licences, reference price and escrow).
 */
export const belowReferenceRowDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  lowest_price: z.number().int(),
  reference_price: z.number().int(),
  reason: priceReasonDto.nullable(),
});
export type BelowReferenceRowDto = z.infer<typeof belowReferenceRowDto>;
export const belowReferenceResponse = z.object({
  data: z.array(belowReferenceRowDto),
  reference_price: z.number().int(),
  currency: z.string(),
});
export type BelowReferenceResponse = z.infer<typeof belowReferenceResponse>;
