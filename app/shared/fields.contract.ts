import { z } from "zod";

/** Optional plain text: empty input ("") and null both mean "not given" (stored as null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** An optional uploaded file's id (a proof, a scan): empty input ("") and null both mean none (null). */
export const optionalFileId = z
  .union([z.uuid(), z.literal("")])
  .optional()
  .nullable()
  .transform((v) => v || null);

export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** An optional phone number: digits, spaces, brackets and dashes, an optional leading +. */
export const optionalPhone = z
  .string()
  .trim()
  .max(20)
  .regex(PHONE_PATTERN, { message: "phone_format" })
  .optional()
  .nullable()
  .or(z.literal("").transform(() => null))
  .transform((v) => v || null);

/**
 * A bank account's fields, as the agency's own accounts take them, as a customer gives the account
 * a refund is paid to (decision 056) and as an agent gives the account commissions are paid to
 * (decision 078): one rule for all.
 */
export const bankAccountFields = {
  bank_name: z.string().trim().min(1).max(100),
  account_number: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[0-9][0-9 .-]*[0-9]$/, { message: "account_number_format" }),
  account_holder: z.string().trim().min(1).max(150),
};
