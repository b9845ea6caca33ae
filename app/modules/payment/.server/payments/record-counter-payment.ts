import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Currency } from "#app/shared/money";
import type { Ctx } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { fieldError } from "#app/shared/errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { type PaymentDto, paymentMethod } from "#app/modules/booking/booking.contract";
import type { counterPaymentInput } from "#app/modules/payment/counter-payment.contract";
import { paymentDateInFuture } from "#app/modules/booking/booking.rules";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import {
  findPaymentByIdempotencyKey,
  insertEvent,
  insertPayment,
  listPaymentsOf,
  type PaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { toBookingDto } from "#app/modules/booking/.server/booking-views";
import { checkPaymentAmount } from "#app/modules/booking/.server/money/payment-amount";
import { ensureTransferDue } from "#app/modules/payment/.server/transfers/transfer-code";
import { checkOwnProof, paidIntoAccount } from "./payment-checks";
import { tellStaffOfPayment } from "./tell-staff";

type Input = z.output<typeof counterPaymentInput> & { booking_id: string; idempotency_key?: string };

/**
 * Money taken at the agency's counter (docs/product.md §Counter payments): cash, a debit-card
 * terminal, a transfer seen at the counter or a cheque, recorded by a cashier with payments_record
 * for a booking within their branch. It waits as a pending payment, holding its amount like a
 * transfer told, until a different member of staff with payments_confirm confirms it
 * (review-payment.ts refuses its recorder). The booking row is locked while the amount is checked
 * against what is still open, so two cashiers cannot both take the last amount; an Idempotency-Key
 * makes a repeated tap one payment. The branch is the cashier's counter (the booking's for head
 * office), which the daily cash report and the receipts' numbering read.
 */
export async function recordCounterPayment({ ctx, input }: { ctx: Ctx; input: Input }): Promise<PaymentDto> {
  const actor = requireStaff(ctx, "payments_record");
  const replay = async (db: Ctx["db"]): Promise<PaymentRow | undefined> =>
    input.idempotency_key ? findPaymentByIdempotencyKey(db, input.booking_id, input.idempotency_key) : undefined;
  const answer = async (row: PaymentRow) => {
    const booking = await toBookingDto(ctx, await loadBooking(ctx, row.bookingId));
    return booking.payments.find((p) => p.id === row.id)!;
  };

  try {
    const row = await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      const booking = await loadBooking(t, input.booking_id, { lock: true, permission: "payments_record" });
      const earlier = await replay(tx);
      if (earlier) {
        const same =
          earlier.amount === input.amount &&
          earlier.method === input.method &&
          earlier.payerName === input.payer_name &&
          earlier.paymentDate === input.payment_date &&
          earlier.reference === input.reference &&
          earlier.createdBy === actor.id;
        if (!same) throw fieldError("idempotency_key", "idempotency_key_reused");
        return earlier;
      }

      const rows = await listPaymentsOf(tx, booking.id);
      checkPaymentAmount(ctx, booking, rows, input.amount);
      if (paymentDateInFuture(input.payment_date, ctx.now())) throw fieldError("payment_date", "payment_date_future");

      const account = paymentMethod(input.method).bankAccount
        ? await paidIntoAccount(t, input.bank_account_id)
        : { bankAccountId: null, bankLabel: null };
      // The slip or cheque, photographed or scanned by this cashier (a private file of theirs).
      await checkOwnProof(t, input.proof_file_id, actor.id);

      const payment = await insertPayment(tx, {
        bookingId: booking.id,
        amount: input.amount,
        method: input.method,
        ...account,
        proofFileId: input.proof_file_id,
        payerName: input.payer_name,
        paymentDate: input.payment_date,
        reference: input.reference,
        branchId: actor.branchId ?? booking.branchId,
        createdBy: actor.id,
        idempotencyKey: input.idempotency_key ?? null,
        currency: booking.currency as Currency,
      });
      // Held while it waits: a transfer amount issued for the same money goes (decision 058).
      await ensureTransferDue(t, booking);
      await insertEvent(tx, {
        bookingId: booking.id,
        kind: "payment_submitted",
        actorId: actor.id,
        paymentId: payment.id,
        amount: payment.amount,
      });
      const facts = await describeTours({
        ctx: t,
        input: { tour_ids: booking.packageId ? [booking.packageId] : [], time_ids: [] },
      });
      await tellStaffOfPayment(
        t,
        booking,
        booking.packageId ? facts.tours.get(booking.packageId)?.name : undefined,
        payment,
      );
      return payment;
    });
    return answer(row);
  } catch (err) {
    // The same key sent twice at once: the unique index keeps one payment; answer it.
    if (uniqueViolation(err) === "payments_idempotency_idx") {
      const winner = await replay(ctx.db);
      if (winner) return answer(winner);
    }
    throw err;
  }
}
