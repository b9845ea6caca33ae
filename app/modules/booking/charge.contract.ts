import { z } from "zod";
import { optionalText } from "#app/shared/fields.contract";
import { bookingDto, CHARGE_KINDS, type ChargeKind } from "./booking.contract";

// Panel-only shapes of charge lines, kept out of booking.contract.ts, which the storefront loads.

/** Kinds whose line must say what it is for: a discount's reason, and "other". */
export const CHARGE_NOTE_REQUIRED: readonly ChargeKind[] = ["discount", "other"];

/**
 * POST /api/booking/{id}/charge (docs/product.md §Charges): a line beyond the package. The amount
 * is always given positive; a discount is taken off the total.
 */
export const chargeInput = z
  .object({
    kind: z.enum(CHARGE_KINDS),
    amount: z.number().int().min(1).max(1_000_000_000_000_000),
    note: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (CHARGE_NOTE_REQUIRED.includes(v.kind) && !v.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "charge_note_required" });
  });
export type ChargeInput = z.input<typeof chargeInput>;

/** POST /api/booking/{id}/charge/{charge_id}/reverse: a line taken back, with the reason. */
export const chargeReverseInput = z.object({ reason: z.string().trim().min(1).max(200) });
export type ChargeReverseInput = z.input<typeof chargeReverseInput>;

export const chargeParams = z.object({
  id: z.uuid(),
  charge_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const chargeActionResponse = z.object({ message: z.string(), data: bookingDto });
