import type { RefundDto } from "#app/modules/booking/refund.contract";
import type { RefundListRow } from "./refund.repository";

/**
 * A refund as the API answers it. The receipt the admin attached is an admin's private file: only
 * admins get its address (a customer sees the reference).
 */
export function toRefundDto(r: RefundListRow, names: Map<number, { name: string }>, isAdmin: boolean): RefundDto {
  return {
    id: r.id,
    booking_id: r.bookingId,
    booking_code: r.bookingCode,
    customer: { id: r.customerId, name: names.get(r.customerId)?.name ?? "" },
    reason: r.reason,
    currency: r.currency,
    paid_total: r.paidTotal,
    penalty: r.penalty,
    admin_fee: r.adminFee,
    amount: r.amount,
    status: r.status,
    reference: r.reference,
    proof_url: isAdmin && r.proofFileId ? `/api/file/${r.proofFileId}` : null,
    account:
      r.accountBank && r.accountNumber && r.accountHolder
        ? { bank_name: r.accountBank, account_number: r.accountNumber, account_holder: r.accountHolder }
        : null,
    paid_by: r.paidBy ? { id: r.paidBy, name: names.get(r.paidBy)?.name ?? "" } : null,
    paid_at: r.paidAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
