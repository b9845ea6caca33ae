import { z } from "zod";

/*
 * A customer's data export and account closure (docs/product.md §Your data and closing an account,
 * decisions 050–051).
 */

export const CLOSURE_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type ClosureStatus = (typeof CLOSURE_STATUSES)[number];

/** POST /account/closure: the customer's words are optional. */
export const closureRequestBody = z.object({
  reason: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type ClosureRequestBody = z.input<typeof closureRequestBody>;

/** POST /account-closures/{id}/reject: the reason the customer reads. */
export const closureRejectBody = z.object({ reason: z.string().trim().min(1).max(1000) });
export type ClosureRejectBody = z.input<typeof closureRejectBody>;

export const closureIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const closureDto = z.object({
  id: z.number().int(),
  status: z.enum(CLOSURE_STATUSES),
  reason: z.string().nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type ClosureDto = z.infer<typeof closureDto>;

/** What stops an admin from approving a closure now (privacy.rules closureBlockers): its kind and booking. */
export const closureBlockerDto = z.object({
  kind: z.enum(["open_booking", "pending_payment", "savings_plan", "due_refund"]),
  code: z.string(),
});
export type ClosureBlockerDto = z.infer<typeof closureBlockerDto>;

/**
 * GET /account/closure: the latest request, or null when there never was one, and what would block
 * an approval today, so the customer reads it before asking (always empty for admins).
 */
export const myClosureResponse = z.object({ data: closureDto.nullable(), blockers: z.array(closureBlockerDto) });
export const closureActionResponse = z.object({ message: z.string(), data: closureDto });

/** The admin's list: the request, its customer and what would block an approval now. */
export const adminClosureDto = closureDto.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  // Bookings not canceled whose departure has not returned yet (pending requests only).
  open_bookings: z.number().int(),
});
export type AdminClosureDto = z.infer<typeof adminClosureDto>;
export const adminClosureListResponse = z.object({ data: z.array(adminClosureDto) });
export const adminClosureActionResponse = z.object({ message: z.string(), data: adminClosureDto });
