import { z } from "zod";
import { optionalFileId, optionalText } from "#app/shared/fields.contract";
import { COUNTER_METHODS, paymentDto, paymentMethod } from "#app/modules/booking/booking.contract";

// Panel-only shapes of counter payments (decision 075), kept out of booking.contract.ts, which the
// storefront's pages load.

/**
 * POST /api/booking/{id}/counter-payment: money a cashier took at the counter (docs/product.md
 * §Counter payments): how, how much, on which day, from whom, its reference (required where the
 * method has one), the account a transfer went to, and a photo or scan of the slip or cheque.
 */
export const counterPaymentInput = z
  .object({
    amount: z.number().int().min(1).max(1_000_000_000_000_000),
    method: z.enum(COUNTER_METHODS),
    payment_date: z.iso.date(),
    payer_name: z.string().trim().min(1).max(150),
    reference: optionalText(100),
    bank_account_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    proof_file_id: optionalFileId,
  })
  .superRefine((v, ctx) => {
    const how = paymentMethod(v.method);
    if (how.referenceRequired && !v.reference)
      ctx.addIssue({ code: "custom", path: ["reference"], message: "reference_required" });
    if (how.bankAccount && !v.bank_account_id)
      ctx.addIssue({ code: "custom", path: ["bank_account_id"], message: "bank_required" });
  });
export type CounterPaymentInput = z.input<typeof counterPaymentInput>;

/** A counter payment recorded: the payment as it waits for someone else's confirmation. */
export const counterPaymentResponse = z.object({ message: z.string(), data: paymentDto });
