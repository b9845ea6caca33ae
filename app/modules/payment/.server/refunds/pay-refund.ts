import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import type { RefundDto, refundPayInput } from "#app/modules/booking/refund.contract";
import { mailBookingCustomer } from "#app/modules/booking/.server/booking-mail";
import { insertEvent, lockBooking, updateBookingRow } from "#app/modules/booking/.server/money/payment-rows";
import {
  findRefundById,
  findRefundListRow,
  updateRefundRow,
  updateRefundRowIfDue,
} from "#app/modules/booking/.server/money/payment-rows";
import { toRefundDto } from "#app/modules/booking/.server/money/refund-views";

/**
 * Staff with the refunds permission say a refund was paid back (reference, optional receipt they
 * uploaded). The booking row is locked before the refund is read again, so two "mark paid" at once
 * have one result: the second finds it paid (409). In the same transaction: refunded_total grows by the amount (of a
 * cancellation's refund; late money was never counted), a `refund_paid` event, and the customer's mail in their language.
 */
export async function payRefund({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof refundPayInput> & { id: number }>): Promise<RefundDto> {
  const actor = requireStaff(ctx, "refunds");
  const { refund, booking } = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const found = await findRefundById(tx, input.id);
    if (!found) throw new AppError("not_found");
    // A savings plan's closure (decision 084): no booking holds the money; the plan is closed.
    if (!found.bookingId) return { refund: await payPlanRefund(t, found.id, actor.id, input), booking: null };
    const locked = await lockBooking(tx, found.bookingId);
    const current = await findRefundById(tx, input.id);
    if (!locked || !current) throw new AppError("not_found");
    if (current.status !== "due") throw new AppError("conflict", { key: "refund_already_paid" });
    if (input.proof_file_id) {
      const owned = await checkPrivateFiles({ ctx: t, input: { ids: [input.proof_file_id], owner_id: actor.id } });
      if (!owned.has(input.proof_file_id)) throw fieldError("proof_file_id", "unknown_file");
    }
    const paid = await updateRefundRow(tx, current.id, {
      status: "paid",
      reference: input.reference,
      proofFileId: input.proof_file_id,
      paidBy: actor.id,
      paidAt: ctx.now(),
    });
    // Only a cancellation's refund gives back money the booking counted: late money (reason
    // late_payment) never entered paid_total, so paying it back leaves what the booking holds
    // (net paid, the report's refunds and net revenue) as it was (decision 036).
    const counted = current.reason === "cancellation";
    const booking = await updateBookingRow(tx, locked.id, {
      refundedTotal: counted ? locked.refundedTotal + current.amount : locked.refundedTotal,
    });
    await insertEvent(tx, {
      bookingId: locked.id,
      kind: "refund_paid",
      actorId: actor.id,
      amount: current.amount,
      reason: input.reference,
    });
    await mailBookingCustomer(t, booking, {
      kind: "refund_paid",
      refund: { penalty: paid.penalty, admin_fee: paid.adminFee, refund: paid.amount, reference: input.reference },
    });
    return { refund: paid, booking };
  });
  const row = booking ? undefined : await findRefundListRow(ctx.db, refund.id);
  const customerId = booking?.customerId ?? row?.customerId ?? 0;
  const people = await describeUsers({ ctx, input: { ids: [customerId, actor.id] } });
  return toRefundDto({ ...refund, bookingCode: booking?.code ?? row?.bookingCode ?? "", customerId }, people, true);
}

/** A plan's refund paid (decision 084): once, with its reference and proof, under the row's own check. */
async function payPlanRefund(t: Ctx, id: number, actorId: number, input: z.output<typeof refundPayInput>) {
  const current = await findRefundById(t.db, id);
  if (!current) throw new AppError("not_found");
  if (current.status !== "due") throw new AppError("conflict", { key: "refund_already_paid" });
  if (input.proof_file_id) {
    const owned = await checkPrivateFiles({ ctx: t, input: { ids: [input.proof_file_id], owner_id: actorId } });
    if (!owned.has(input.proof_file_id)) throw fieldError("proof_file_id", "unknown_file");
  }
  const paid = await updateRefundRowIfDue(t.db, id, {
    status: "paid",
    reference: input.reference,
    proofFileId: input.proof_file_id,
    paidBy: actorId,
    paidAt: t.now(),
  });
  if (!paid) throw new AppError("conflict", { key: "refund_already_paid" });
  return paid;
}
