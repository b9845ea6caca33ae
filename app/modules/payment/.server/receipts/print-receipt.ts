import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { amountInWords } from "#app/shared/amount-words";
import { AppError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { pickLocale } from "#app/shared/translate";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { describeBranches } from "#app/modules/account/.server/branches/describe-branches";
import { paymentMethod } from "#app/modules/booking/booking.contract";
import { needsStampDuty } from "#app/modules/booking/receipt.rules";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { toBookingDto } from "#app/modules/booking/.server/booking-views";
import {
  countReceiptPrint,
  findPaymentById,
  listPlanReceipts,
  listReceiptsOf,
  type ReceiptRow,
} from "#app/modules/booking/.server/money/payment-rows";
import type { ReceiptDto } from "#app/modules/payment/receipt.contract";
import { escrowLabel } from "#app/modules/payment/.server/banks/to-bank-dto";

/**
 * One print of a payment's receipt (docs/product.md §Receipts): for the booking's customer or staff
 * who may read the booking (404 for anyone else, and for a payment without a receipt). Each print
 * is counted; every print after the first says it is a copy.
 */
export async function printReceipt({
  ctx,
  input,
}: UseCaseArgs<{ id: string; payment_id: number }>): Promise<ReceiptDto> {
  const row = await loadBooking(ctx, input.id);
  const booking = await toBookingDto(ctx, row);
  const receipts = await listReceiptsOf(ctx.db, row.id);
  const receipt = receipts.find((r) => r.paymentId === input.payment_id);
  const payment = booking.payments.find((p) => p.id === input.payment_id);
  if (!receipt || !payment) throw new AppError("not_found");
  const counted = receipts.filter((r) => r.id <= receipt.id).reduce((sum, r) => sum + r.amount, 0);
  const printed = await receiptPrint(ctx, receipt, {
    cashier: payment.recorded_by?.name ?? null,
    bankAccountId: payment.bank_account_id,
    umrah: booking.tour?.kind === "umrah",
  });
  return {
    ...printed,
    payment_id: payment.id,
    method: payment.method,
    reference: payment.reference,
    payment_date: payment.payment_date,
    received_from: payment.payer_name,
    booking: { id: booking.id, code: booking.code, total: booking.total },
    savings_plan: null,
    package_name: booking.tour?.name ?? null,
    departure: booking.time ? { start_date: booking.time.start_date, end_date: booking.time.end_date } : null,
    // As it was when issued; receipts from before that was kept: worked out from today's total.
    balance_after: receipt.balanceAfter ?? Math.max(0, booking.total - counted),
    ad_approval_serial: booking.tour?.ad_approval_serial ?? null,
  };
}

/**
 * One print of a savings plan's deposit receipt (docs/product.md §Savings plans), for savings'
 * `printPlanReceipt`, which has checked who may read the plan: the receipt among the plan's (404
 * when the deposit has none), counted as a print (a copy after the first), with the plan's balance
 * once this deposit counted (its receipts up to this one). No booking, no departure.
 */
export async function printPlanDepositReceipt(
  ctx: Ctx,
  plan: {
    id: number;
    code: string;
    target: number;
    packageName: string | null;
    umrah: boolean;
    adApprovalSerial: string | null;
  },
  paymentId: number,
): Promise<ReceiptDto> {
  const receipts = await listPlanReceipts(ctx.db, plan.id);
  const payment = await findPaymentById(ctx.db, paymentId);
  const receipt = receipts.find((r) => r.paymentId === payment?.id);
  if (!receipt || !payment || payment.savingsPlanId !== plan.id) throw new AppError("not_found");
  const staffRecorded = paymentMethod(payment.method).recordedBy === "staff" && payment.createdBy !== null;
  const recorder = staffRecorded
    ? ((await describeUsers({ ctx, input: { ids: [payment.createdBy!] } })).get(payment.createdBy!)?.name ?? null)
    : null;
  const printed = await receiptPrint(ctx, receipt, {
    cashier: recorder,
    bankAccountId: payment.bankAccountId,
    umrah: plan.umrah,
  });
  return {
    ...printed,
    payment_id: payment.id,
    method: payment.method,
    reference: payment.reference,
    payment_date: payment.paymentDate,
    received_from: payment.payerName,
    booking: null,
    savings_plan: { id: plan.id, code: plan.code, target: plan.target },
    package_name: plan.packageName,
    departure: null,
    balance_after: receipts.filter((r) => r.id <= receipt.id).reduce((sum, r) => sum + r.amount, 0),
    ad_approval_serial: plan.adApprovalSerial,
  };
}

/** What every receipt prints of its row: counted as one more print (a copy after the first). */
async function receiptPrint(
  ctx: Ctx,
  receipt: ReceiptRow,
  of: { cashier: string | null; bankAccountId: number | null; umrah: boolean },
) {
  const before = await countReceiptPrint(ctx.db, receipt.id);
  const [people, branches] = await Promise.all([
    describeUsers({ ctx, input: { ids: receipt.issuedBy ? [receipt.issuedBy] : [] } }),
    describeBranches({ ctx, input: { ids: receipt.branchId ? [receipt.branchId] : [] } }),
  ]);
  const branch = receipt.branchId ? branches.get(receipt.branchId) : undefined;
  const currency = receipt.currency as Currency;
  return {
    number: receipt.number,
    issued_at: receipt.issuedAt.toISOString(),
    copy: before > 0,
    amount: receipt.amount,
    amount_words: amountInWords(receipt.amount, currency, ctx.locale),
    currency,
    // The cashier who took it at the counter; else whoever confirmed it (none for a provider).
    cashier: of.cashier ?? (receipt.issuedBy ? (people.get(receipt.issuedBy)?.name ?? null) : null),
    branch: branch ? { name: pickLocale(branch.name, ctx.locale), address: branch.address, phone: branch.phone } : null,
    stamp_duty: needsStampDuty(receipt.amount, currency),
    escrow_account: of.umrah ? await escrowLabel(ctx, of.bankAccountId) : null,
  };
}

/**
 * What a receipt's print page shows (a booking's payment or a savings plan's deposit): the receipt,
 * the agency's settings, the paper (A5, or ?size=a4) and the page's title in the reader's language.
 */
export async function receiptPage(ctx: Ctx, url: URL, receipt: ReceiptDto) {
  return {
    receipt,
    setting: await getSetting({ ctx }),
    size: url.searchParams.get("size") === "a4" ? ("a4" as const) : ("a5" as const),
    title: serverT(ctx.locale, "booking_panel")("receipt.meta_title", { number: receipt.number }),
  };
}
