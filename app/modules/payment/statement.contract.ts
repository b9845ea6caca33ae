import { z } from "zod";
import { currencies } from "#app/shared/money";
import { DATE_FORMATS, STATEMENT_FORMATS } from "./statement.rules";

/*
 * Bank statement import (docs/product.md §Bank statement import, decision 040): admin only. The
 * panel's upload dialog, the API and the use cases share these schemas; messages are error keys.
 */

const dbId = z.number().int().positive().max(2_147_483_647);
const column = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((v) => v || null);

/** How a generic CSV is read: columns named by their header text. */
export const csvMappingInput = z
  .object({
    delimiter: z.enum([",", ";", "\t"]).default(","),
    date_column: z.string().trim().min(1, "statement_column_required").max(100),
    date_format: z.enum(DATE_FORMATS),
    description_column: z.string().trim().min(1, "statement_column_required").max(100),
    amount_column: column,
    credit_column: column,
    decimal: z.enum([".", ","]),
    currency: z.enum(currencies),
  })
  .superRefine((v, ctx) => {
    if (!v.amount_column && !v.credit_column)
      ctx.addIssue({ code: "custom", path: ["amount_column"], message: "statement_amount_column_required" });
  });
export type CsvMappingInput = z.input<typeof csvMappingInput>;

/** The largest statement file read (a month of a busy account is far below it). */
export const STATEMENT_MAX_CHARS = 2_000_000;

/**
 * POST /api/bank-statements: the export's text (the panel reads the file in the browser), its
 * format, the account it belongs to (optional) and, for a generic CSV, the mapping.
 */
export const statementImportInput = z
  .object({
    format: z.enum(STATEMENT_FORMATS),
    file_name: z.string().trim().min(1).max(200),
    content: z.string().min(1, "statement_empty").max(STATEMENT_MAX_CHARS, "statement_too_large"),
    bank_account_id: dbId.nullable().optional(),
    mapping: csvMappingInput.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.format === "csv" && !v.mapping)
      ctx.addIssue({ code: "custom", path: ["mapping"], message: "statement_mapping_required" });
  });
export type StatementImportInput = z.input<typeof statementImportInput>;

export const statementIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/bank-statements/{id}/confirm: these matched lines, or every matched line of the import. */
export const statementConfirmInput = z.object({ line_ids: z.array(dbId).max(5000).optional() }).default({});
export type StatementConfirmInput = z.input<typeof statementConfirmInput>;

/** The admin's reason for assigning or ignoring a line: the statement's audit and the booking's history show it. */
const reason = z.string().trim().min(1, "statement_reason_required").max(500);

export const statementLineParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  line_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * POST /api/bank-statements/{id}/lines/{line_id}/assign (decision 058): a credit nothing matched
 * pays this booking: its payment told or issued that the credit covers, or a new payment of the
 * credit's amount within what the booking accepts. Confirmed as the admin, with the reason.
 */
export const statementAssignInput = z.object({
  booking_code: z.string().trim().min(1, "statement_booking_code_required").max(40),
  reason,
});
export type StatementAssignInput = z.input<typeof statementAssignInput>;

/** POST /api/bank-statements/{id}/lines/{line_id}/ignore: not a customer's payment (a refund, interest ...). */
export const statementIgnoreInput = z.object({ reason });
export type StatementIgnoreInput = z.input<typeof statementIgnoreInput>;

export const STATEMENT_LINE_STATUSES = ["unmatched", "matched", "confirmed", "ignored"] as const;
export const UNMATCHED_REASONS = ["no_match", "ambiguous", "out_of_window", "claimed"] as const;

export const statementLineDto = z.object({
  id: z.number().int(),
  posted_on: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  /** Why an unmatched line matched nothing (as of now). */
  reason: z.enum(UNMATCHED_REASONS).nullable(),
  /** The transfer it matches or confirmed (status `issued`: shown to the customer, not told yet). */
  payment: z
    .object({
      id: z.number().int(),
      amount: z.number().int(),
      transfer_amount: z.number().int().nullable(),
      status: z.string(),
      // id null: a savings plan's transfer (decision 084); code is then the plan's.
      booking: z.object({ id: z.string().nullable(), code: z.string(), customer_name: z.string() }),
    })
    .nullable(),
  /** How a matched line fits its transfer: the exact amount, or the round amount with the booking code in its text. */
  matched_by: z.enum(["amount", "booking_code"]).nullable(),
  /** The statement's audit: who confirmed, assigned or ignored the line, when, and why. */
  resolved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type StatementLineDto = z.infer<typeof statementLineDto>;

export const statementSummaryDto = z.object({
  id: z.number().int(),
  format: z.enum(STATEMENT_FORMATS),
  file_name: z.string(),
  currency: z.string(),
  bank_account: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** Credits in the file; new ones (not in an earlier upload). */
  line_count: z.number().int(),
  new_line_count: z.number().int(),
  matched: z.number().int(),
  confirmed: z.number().int(),
  unmatched: z.number().int(),
  ignored: z.number().int(),
  uploaded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type StatementSummaryDto = z.infer<typeof statementSummaryDto>;

export const statementDto = statementSummaryDto.extend({ lines: z.array(statementLineDto) });
export type StatementDto = z.infer<typeof statementDto>;

export const statementListResponse = z.object({ data: z.array(statementSummaryDto) });
export const statementResponse = z.object({ data: statementDto });
export const statementActionResponse = z.object({ message: z.string(), data: statementDto });
export const statementConfirmResponse = z.object({
  message: z.string(),
  data: statementDto,
  /** Payments confirmed now; matched lines that could not be (the transfer was closed meanwhile). */
  confirmed: z.number().int(),
  skipped: z.number().int(),
});
