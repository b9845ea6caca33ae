import { paymentMethod } from "#app/modules/booking/booking.contract";
import { listBankAccounts } from "#app/modules/payment/.server/banks/list-bank-accounts";
import type { BookingEffectPart } from "#app/modules/booking/.server/booking-effects";
import { mailBookingCustomer } from "#app/modules/booking/.server/booking-mail";
import { recordCancellationRefund } from "./refunds/record-cancellation-refund";
import { accountsFor } from "#app/modules/payment/escrow.rules";
import { packageKindOf } from "./payments/payment-checks";
import { ensureTransferDue } from "#app/modules/payment/.server/transfers/transfer-code";

/*
 * The money consequences of a booking's status move, checkout and re-quote (decision 072), which
 * booking asks for through its BookingEffects port; server/booking-effects.ts puts them in order.
 */

/**
 * A booking that stops taking payments (paid, processed, canceled) asks no transfer any more; one
 * that takes them again asks its next amount (decision 058). A cancel records the refund of the
 * confirmed money it held (penalty and fee kept) and its mail states it (docs/product.md
 * §Cancellation and refunds).
 */
export const settleMoney: BookingEffectPart = {
  async afterMove(t, { row, cause, reason, refund }) {
    await ensureTransferDue(t, row);
    if (row.status !== "canceled") return;
    const figures = await recordCancellationRefund(t, row, refund.account, refund.figures);
    await mailBookingCustomer(t, row, { kind: cause === "expiry" ? "expired" : "canceled", reason, refund: figures });
  },
  // A new booking paying by transfer asks its first amount with its unique code at once, and its
  // confirmation lists the accounts to transfer to (a card-link booking pays at the link instead).
  async afterCheckout(t, row) {
    const transfer = await ensureTransferDue(t, row, []);
    if (paymentMethod(row.paymentMethod).paidAt === "card_link") return { transfer };
    const banks = await listBankAccounts({ ctx: { ...t, actor: null }, input: { page: 1, limit: -1, all: false } });
    // An umrah booking is told the escrow account only, when one is marked (docs/product.md §Licences, reference price and escrow).
    return { transfer, banks: accountsFor(await packageKindOf(t, row), banks.data) };
  },
  askTransfer: (t, row) => ensureTransferDue(t, row),
};
