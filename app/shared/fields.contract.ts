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
