import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Currency } from "#app/shared/money";
import type { Ctx } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError, fieldError } from "#app/shared/errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { type PaymentDto, type paymentInput, paymentMethod } from "#app/modules/booking/booking.contract";
import { paymentDateInFuture } from "#app/modules/booking/booking.rules";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import {
  findPaymentByIdempotencyKey,
  insertEvent,
  insertPayment,
  listPaymentsOf,
  type PaymentRow,
  updatePaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { toPaymentDto } from "#app/modules/booking/.server/booking-views";
import { checkPaymentAmount } from "#app/modules/booking/.server/money/payment-amount";
import { ensureTransferDue, insertTransferWithCode } from "#app/modules/payment/.server/transfers/transfer-code";
import { queueTransferMail } from "#app/modules/payment/.server/transfers/transfer-mail";
import { checkOwnProof, paidIntoAccount } from "./payment-checks";
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
        // The same key must carry the same payment; another one under it is a client error.
        const same =
          earlier.amount === input.amount &&
          earlier.method === input.method &&
          earlier.payerName === input.payer_name &&
          earlier.paymentDate === input.payment_date &&
          earlier.proofFileId === input.proof_file_id &&
          (!paymentMethod(input.method).bankAccount || earlier.bankAccountId === input.bank_account_id);
        if (!same) throw fieldError("idempotency_key", "idempotency_key_reused");
        return earlier;
      }

      const rows = await listPaymentsOf(tx, booking.id);
      checkPaymentAmount(ctx, booking, rows, input.amount);
      // The customer's calendar may be a day ahead of UTC (Asia/Jakarta, Kuala Lumpur).
      if (paymentDateInFuture(input.payment_date, ctx.now())) throw fieldError("payment_date", "payment_date_future");

      const how = paymentMethod(input.method);
      if (how.paidAt === "card_link" && !tour?.cardPaymentLink) throw fieldError("method", "card_link_unavailable");
      const account = how.bankAccount
        ? await paidIntoAccount(t, input.bank_account_id)
        : { bankAccountId: null, bankLabel: null };
      // Optional for both: a transfer's proof (its unique code lets the statement confirm it), a card page's receipt.
      await checkOwnProof(t, input.proof_file_id, actor.id);

      const fields = {
        bookingId: booking.id,
        amount: input.amount,
        method: input.method,
        ...account,
        proofFileId: input.proof_file_id,
        payerName: input.payer_name,
        paymentDate: input.payment_date,
        createdBy: actor.id,
        idempotencyKey: input.idempotency_key ?? null,
        currency: booking.currency as Currency,
      };
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
      // Told and awaiting review: no other amount is asked meanwhile (an issued one of another amount goes).
      await ensureTransferDue(t, booking);
      await insertEvent(tx, {
        bookingId: booking.id,
        kind: "payment_submitted",
        actorId: actor.id,
        paymentId: payment.id,
        amount: payment.amount,
      });
      await tellStaffOfPayment(t, booking, tour?.name, payment);
      if (payment.transferAmount !== null && !issued) await queueTransferMail(t, booking, payment, account.bankLabel);
      return payment;
    });
    return { payment: toPaymentDto(row, new Map()), redirectUrl: resultPage(row.bookingId) };
  } catch (err) {
    // The same key submitted twice at once: the unique index keeps one payment; answer it.
    if (uniqueViolation(err) === "payments_idempotency_idx") {
      const winner = await replay(ctx.db);
      if (winner) return { payment: toPaymentDto(winner, new Map()), redirectUrl: resultPage(winner.bookingId) };
    }
    throw err;
  }
}
