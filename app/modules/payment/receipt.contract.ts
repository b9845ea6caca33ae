import { z } from "zod";
import { PAYMENT_METHODS } from "#app/modules/booking/booking.contract";

/** A booking and one of its payments: the receipt asked for. */
export const receiptParams = z.object({
  id: z.uuid(),
  payment_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The paper a receipt is laid out on: A5 landscape (a kwitansi book's size) or A4. */
export const receiptSizes = ["a5", "a4"] as const;
export type ReceiptSize = (typeof receiptSizes)[number];

/** GET .../receipt.pdf: the paper, A5 unless asked for A4. */
export const receiptPdfQuery = z.object({ size: z.enum(receiptSizes).default("a5") });

/**
 * A receipt (kwitansi) as it is printed (docs/product.md §Receipts): its number, whether this print
 * is a copy, who paid how much (in figures and in words, in the reader's language), for what, what
 * is left, who took it at which branch, and whether the stamp duty applies.
 */
export const receiptDto = z.object({
  number: z.string(),
  // The payment it acknowledges (the PDF's address).
  payment_id: z.number().int(),
  issued_at: z.string(),
  copy: z.boolean(),
  amount: z.number().int(),
  amount_words: z.string(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  payment_date: z.string(),
  received_from: z.string(),
  // The booking it paid; null for a savings plan's deposit (docs/product.md §Savings plans).
  booking: z.object({ id: z.uuid(), code: z.string(), total: z.number().int() }).nullable(),
  // The savings plan a deposit went into (its code and the amount it saves toward); null for a booking's payment.
  savings_plan: z.object({ id: z.number().int(), code: z.string(), target: z.number().int() }).nullable(),
  package_name: z.string().nullable(),
  departure: z.object({ start_date: z.string(), end_date: z.string() }).nullable(),
  // What the booking still asked once this payment counted (the receipts before it included); for a
  // plan's deposit, the plan's balance once it counted (its receipts up to this one).
  balance_after: z.number().int(),
  cashier: z.string().nullable(),
  branch: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  stamp_duty: z.boolean(),
  // An umrah package's advertisement approval serial, printed beside the agency's licences.
  ad_approval_serial: z.string().nullable(),
  // "<bank> <number>" when an umrah payment went into the pilgrims' escrow account (docs/product.md
  // §Licences, reference price and escrow); null otherwise.
  escrow_account: z.string().nullable(),
});
export type ReceiptDto = z.infer<typeof receiptDto>;
export const receiptResponse = z.object({ data: receiptDto });
