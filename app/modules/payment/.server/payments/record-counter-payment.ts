import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { PaymentDto } from "#app/modules/booking/booking.contract";
import type { counterPaymentInput } from "#app/modules/payment/counter-payment.contract";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import {
  findPaymentByIdempotencyKey,
  insertPayment,
  type PaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { toBookingDto } from "#app/modules/booking/.server/booking-views";
import { checkNewPayment, checkSameRetry, markSubmitted, newPaymentRow } from "./payment-checks";
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
    const booking = await toBookingDto(ctx, await loadBooking(ctx, input.booking_id));
    return booking.payments.find((p) => p.id === row.id)!;
  };

  try {
    const row = await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      const booking = await loadBooking(t, input.booking_id, { lock: true, permission: "payments_record" });
      const earlier = await replay(tx);
      if (earlier) {
        checkSameRetry(earlier, input, earlier.reference === input.reference && earlier.createdBy === actor.id);
        return earlier;
      }

      await checkNewPayment(t, booking, input);

      // The proof: the slip or cheque, photographed or scanned by this cashier.
      const fields = await newPaymentRow(t, booking, input, actor.id);
      const payment = await insertPayment(tx, {
        ...fields,
        reference: input.reference,
        branchId: actor.branchId ?? booking.branchId,
      });
      await markSubmitted(t, booking, payment, actor.id);
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
