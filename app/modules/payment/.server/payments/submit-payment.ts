import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError, fieldError } from "#app/shared/errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { type PaymentDto, type paymentInput, paymentMethod } from "#app/modules/booking/booking.contract";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import {
  findPaymentByIdempotencyKey,
  insertPayment,
  type PaymentRow,
  updatePaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { toPaymentDto } from "#app/modules/booking/.server/booking-views";
import { insertTransferWithCode } from "#app/modules/payment/.server/transfers/transfer-code";
import { queueTransferMail } from "#app/modules/payment/.server/transfers/transfer-mail";
import { checkNewPayment, checkSameRetry, markSubmitted, newPaymentRow } from "./payment-checks";
import { tellStaffOfPayment } from "./tell-staff";

/** Where the customer goes after telling us of a payment, by transfer or by card (decision 013). */
const resultPage = (bookingId: string) => `/payment/success?booking=${bookingId}`;

/**
 * A payment the customer made (docs/product.md §Payments): the booking's own customer only. The
 * booking row is locked while the amount is checked against what is still open (confirmed and
 * pending payments count), so two submissions cannot both take the last remaining amount.
 * Manual transfers name one of the agency's active accounts and get a unique code (decision 035):
 * the customer is mailed the exact amount to transfer; a proof is optional. A card payment is the customer's "I have paid" after paying on the package's card
 * payment link (docs/product.md §Payments, decision 013): nothing is recorded before that, and the
 * receipt is optional. Admins are told about it by mail; the money counts once an admin confirms it.
 */
export async function submitPayment({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof paymentInput> & { booking_id: string; idempotency_key?: string };
}): Promise<{ payment: PaymentDto; redirectUrl: string | null }> {
  const actor = requireRole(ctx);
  // Inside the transaction it must read through `tx`: PGlite has one connection, and a query on
  // ctx.db would wait for the transaction that is waiting for it.
  const replay = async (db: Ctx["db"]): Promise<PaymentRow | undefined> =>
    input.idempotency_key ? findPaymentByIdempotencyKey(db, input.booking_id, input.idempotency_key) : undefined;

  try {
    const row = await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      const booking = await loadBooking(t, input.booking_id, { lock: true });
      if (booking.customerId !== actor.id) throw new AppError("forbidden");
      const facts = await describeTours({
        ctx: t,
        input: { tour_ids: booking.packageId ? [booking.packageId] : [], time_ids: [] },
      });
      const tour = booking.packageId ? facts.tours.get(booking.packageId) : undefined;
      const earlier = await replay(tx);
      if (earlier) {
        const sameAccount = !paymentMethod(input.method).bankAccount || earlier.bankAccountId === input.bank_account_id;
        checkSameRetry(earlier, input, earlier.proofFileId === input.proof_file_id && sameAccount);
        return earlier;
      }

      const rows = await checkNewPayment(t, booking, input);

      const how = paymentMethod(input.method);
      if (how.paidAt === "card_link" && !tour?.cardPaymentLink) throw fieldError("method", "card_link_unavailable");
      // The proof, optional for both: a transfer's (its unique code lets the statement confirm it), a card page's receipt.
      const fields = await newPaymentRow(t, booking, input, actor.id);
      // A transfer carries a unique code (decision 035) so the bank statement names it; the
      // booking still counts `amount` only. The amount it was shown before paying (issued at
      // checkout or after the last confirmation, decision 058) is this payment: it keeps its code
      // and the day it was issued, and the customer is not told a new amount to transfer again.
      const issued = how.transferCode
        ? rows.find((p) => p.status === "issued" && p.amount === input.amount)
        : undefined;
      const payment = issued
        ? await updatePaymentRow(tx, issued.id, { ...fields, status: "pending", createdAt: ctx.now() })
        : how.transferCode
          ? await insertTransferWithCode(tx, { ...fields, issuedAt: ctx.now() })
          : await insertPayment(tx, fields);
      await markSubmitted(t, booking, payment, actor.id);
      await tellStaffOfPayment(t, booking, tour?.name, payment);
      if (payment.transferAmount !== null && !issued) await queueTransferMail(t, booking, payment, fields.bankLabel);
      return payment;
    });
    return { payment: toPaymentDto(row, new Map()), redirectUrl: resultPage(input.booking_id) };
  } catch (err) {
    // The same key submitted twice at once: the unique index keeps one payment; answer it.
    if (uniqueViolation(err) === "payments_idempotency_idx") {
      const winner = await replay(ctx.db);
      if (winner) return { payment: toPaymentDto(winner, new Map()), redirectUrl: resultPage(input.booking_id) };
    }
    throw err;
  }
}
