import { z } from "zod";
import { bankAccountFields, optionalFileId } from "#app/shared/fields.contract";
import { listQuery, listResponse } from "#app/shared/list";

/*
 * Cancellation penalties and refunds (docs/product.md §Cancellation and refunds, decision 042):
 * the preview before a cancel, the refund records and the admin's "mark paid".
 */

const money = z.number().int();

export const REFUND_STATUSES = ["due", "paid"] as const;
export const REFUND_REASONS = ["cancellation", "late_payment"] as const;

/** Where a cancellation's refund goes: the customer's bank account (cancel dialog, decision 056). */
export const refundAccountInput = z.object(bankAccountFields);
export type RefundAccountInput = z.input<typeof refundAccountInput>;
export const refundAccountDto = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
});

export const refundDto = z.object({
  id: z.number().int(),
  // Null: a savings plan's closure (decision 084); booking_code is then the plan's code.
  booking_id: z.uuid().nullable(),
  booking_code: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  reason: z.enum(REFUND_REASONS),
  currency: z.string(),
  // Confirmed money held when it was computed, the penalty and admin fee kept, the amount owed back.
  paid_total: money,
  penalty: money,
  admin_fee: money,
  amount: money,
  status: z.enum(REFUND_STATUSES),
  reference: z.string().nullable(),
  // The transfer receipt (admins only: /api/file/{id}).
  proof_url: z.string().nullable(),
  // The customer's account to pay it to (owner and admins only); null: none given, ask them.
  account: refundAccountDto.nullable(),
  paid_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type RefundDto = z.infer<typeof refundDto>;

/**
 * A cancelled booking's money (refund.rules cancellationSettlement, decision 056): when it was
 * cancelled, the penalty and fee kept, the refund and its state, and the net (paid − refund).
 * Nothing is left to pay: `remaining` is 0.
 */
export const cancellationDto = z.object({
  canceled_at: z.string().nullable(),
  penalty: money,
  admin_fee: money,
  refund: money,
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  net: money,
});
export type CancellationDto = z.infer<typeof cancellationDto>;

/** The booking DTO's refund figures: refunds, money paid back and what the agency keeps. */
export const bookingRefundFields = {
  refunds: z.array(refundDto),
  refunded_total: money,
  // Confirmed money minus money paid back.
  net_paid: money,
  // Only for a cancelled booking (null otherwise).
  cancellation: cancellationDto.nullable(),
};

export const refundIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const listRefundsQuery = listQuery.extend({ status: z.enum(REFUND_STATUSES).optional() });
export const refundListResponse = listResponse(refundDto);

/** POST /refund/{id}/pay: the transfer's reference and, optionally, its receipt. */
export const refundPayInput = z.object({
  reference: z.string().trim().min(1).max(120),
  proof_file_id: optionalFileId,
});
export type RefundPayInput = z.input<typeof refundPayInput>;
export const refundActionResponse = z.object({ message: z.string(), data: refundDto });

/** GET /booking/{id}/cancellation: what cancelling now would keep and refund. */
export const cancellationPreviewDto = z.object({
  currency: z.string(),
  total: money,
  // Confirmed money the agency holds (paid minus already refunded).
  held: money,
  // Calendar days before departure in the agency's zone (null: no departure).
  days_left: z.number().int().nullable(),
  // The tier that applies (null: none, no penalty), with the days it covers: from `from_days`
  // down to `to_days` (null: on to the departure day and after; refund.rules tierSpan).
  tier: z
    .object({
      from_days: z.number().int(),
      to_days: z.number().int().nullable(),
      percent: z.number().int().nullable(),
      fixed: money.nullable(),
    })
    .nullable(),
  penalty: money,
  admin_fee: money,
  refund: money,
});
export type CancellationPreviewDto = z.infer<typeof cancellationPreviewDto>;
export const cancellationPreviewResponse = z.object({ data: cancellationPreviewDto });
