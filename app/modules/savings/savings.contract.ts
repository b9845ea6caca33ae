import { z } from "zod";
import { listQuery, listResponse, queryFlag } from "#app/shared/list";
import { translationsDto } from "#app/shared/translatable.contract";
import { counterPaymentInput } from "#app/modules/payment/counter-payment.contract";
import { refundAccountInput } from "#app/modules/booking/refund.contract";
import { MAX_PLAN_MONTHS, SAVINGS_PLAN_STATUSES } from "./savings.rules";

/*
 * Savings plans (tabungan umrah), decision 084, docs/product.md §Savings plans: the shapes the
 * server and the screens share.
 */

const money = z.number().int().min(1).max(1_000_000_000_000);
const id = z.number().int().positive().max(2_147_483_647);

/**
 * POST /api/savings: a plan opened by its customer, or by staff for a customer (`customer_id`).
 * A package saved for (optional), the room type wished for, the target (the estimated amount to
 * save), the number of months and the monthly amount.
 */
export const openPlanInput = z.object({
  customer_id: id.optional(),
  package_id: id.nullable().optional(),
  room_type_id: id.nullable().optional(),
  target_amount: money,
  months: z.number().int().min(1).max(MAX_PLAN_MONTHS),
  monthly_amount: money,
});
export type OpenPlanInput = z.input<typeof openPlanInput>;

export const planIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const depositIdParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  deposit_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /api/savings/{id}/payment/{payment_id}/receipt.pdf: a plan and one of its confirmed deposits. */
export const planReceiptParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  payment_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const depositDto = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.string(),
  status: z.enum(["pending", "confirmed", "rejected", "failed", "expired", "issued"]),
  payment_date: z.string(),
  payer_name: z.string(),
  unique_code: z.number().int().nullable(),
  transfer_amount: z.number().int().nullable(),
  receipt_number: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type DepositDto = z.infer<typeof depositDto>;

export const monthLineDto = z.object({
  month: z.number().int(),
  due_on: z.string(),
  state: z.enum(["paid", "overdue", "due"]),
});

export const planDto = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  branch_id: z.number().int().nullable(),
  package: z.object({ id: z.number().int(), name: translationsDto }).nullable(),
  room_type_name: translationsDto.nullable(),
  target_amount: z.number().int(),
  months: z.number().int(),
  monthly_amount: z.number().int(),
  currency: z.string(),
  starts_on: z.string(),
  status: z.enum(SAVINGS_PLAN_STATUSES),
  booking_id: z.string().nullable(),
  /** The sum of the confirmed deposits. */
  balance: z.number().int(),
  months_paid: z.number().int(),
  months_overdue: z.number().int(),
  next_month: z.object({ month: z.number().int(), due_on: z.string() }).nullable(),
  created_at: z.string(),
});
export type PlanDto = z.infer<typeof planDto>;

/** One plan with its schedule and every deposit (the customer's page and the staff's). */
export const planDetailDto = planDto.extend({
  schedule: z.array(monthLineDto),
  deposits: z.array(depositDto),
});
export type PlanDetailDto = z.infer<typeof planDetailDto>;

export const planResponse = z.object({ data: planDetailDto });
export const planActionResponse = z.object({ message: z.string(), data: planDetailDto });

export const listPlansQuery = listQuery.extend({
  status: z.enum(SAVINGS_PLAN_STATUSES).optional(),
  /** Only plans with at least one month overdue. */
  overdue: queryFlag,
});
export const planListResponse = listResponse(planDto);

/** POST /api/savings/{id}/counter-deposit: money taken at the counter for a plan (the counter payments' shape). */
export const counterDepositInput = counterPaymentInput;

/** POST /api/savings/{id}/transfer: the amount to transfer (the monthly amount unless given), with its unique code. */
export const transferInput = z.object({ amount: money.optional() });
export const transferResponse = z.object({
  data: z.object({
    deposit: depositDto,
    banks: z.array(z.object({ bank_name: z.string(), account_number: z.string(), account_holder: z.string() })),
  }),
});

/** POST /api/savings/{id}/online-payments: a deposit at an online provider (the monthly amount unless given). */
export const onlineDepositInput = z.object({
  provider: z.enum(["sandbox", "midtrans", "xendit", "billplz", "stripe"]),
  amount: money.optional(),
});
export const onlineDepositResponse = z.object({
  message: z.string(),
  data: z.object({ deposit: depositDto, checkout_url: z.string() }),
});

/** POST /api/savings/{id}/deposits/{deposit_id}/paid: the customer says they transferred it. */
export const tellTransferInput = z.object({
  payer_name: z.string().trim().min(1).max(150),
  payment_date: z.iso.date(),
});

export const reviewDepositInput = z.object({ note: z.string().trim().max(500).nullable().optional() });
export const rejectDepositInput = z.object({ reason: z.string().trim().min(1).max(500) });

/** POST /api/savings/{id}/convert: the plan's money becomes this booking's payments. */
export const convertInput = z.object({ booking_id: z.uuid() });

/**
 * POST /api/savings/{id}/close: staff close a plan without a booking (docs/product.md §Savings
 * plans): the balance less the agency's admin fee is owed back as a refund, paid through the
 * refunds list; where it goes (the customer's account) when known.
 */
export const closeInput = z.object({
  admin_fee: z.number().int().min(0).max(1_000_000_000_000).default(0),
  reason: z.string().trim().min(1).max(500),
  refund_account: refundAccountInput.nullable().optional(),
});
