import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import { checkPaymentAmount } from "#app/modules/booking/.server/money/payment-amount";
import {
  type BookingRow,
  insertEvent,
  listPaymentsOf,
  type PaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { ensureTransferDue } from "#app/modules/payment/.server/transfers/transfer-code";
import { paymentDateInFuture } from "#app/modules/booking/booking.rules";
import { type PaymentMethod, paymentMethod } from "#app/modules/booking/booking.contract";
import type { Currency } from "#app/shared/money";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import { listBankAccounts } from "#app/modules/payment/.server/banks/list-bank-accounts";
import type { PackageKind } from "#app/modules/catalog/catalog.contract";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { accountsFor } from "#app/modules/payment/escrow.rules";

/**
 * The agency's active account a payment went into, as the payment keeps it: its id and a label
 * ("BCA 1234567890 (PT Agency)") that still reads if the account is later edited or removed.
 * A customer's transfer and a transfer seen at the counter name it alike (422 unknown_bank).
 */
export async function paidIntoAccount(
  t: Ctx,
  id: number | null | undefined,
  kind: PackageKind | null = null,
): Promise<{ bankAccountId: number; bankLabel: string }> {
  // An umrah booking's transfer goes into the escrow account when one is marked (docs/product.md
  // §Licences, reference price and escrow).
  const banks = accountsFor(
    kind,
    (await listBankAccounts({ ctx: { ...t, actor: null }, input: { page: 1, limit: -1, all: false } })).data,
  );
  const bank = banks.find((b) => b.id === id);
  if (!bank) throw fieldError("bank_account_id", "unknown_bank");
  return { bankAccountId: bank.id, bankLabel: `${bank.bank_name} ${bank.account_number} (${bank.account_holder})` };
}

/** What the booking's package sells (null: no package), for the accounts its transfers may go into. */
export async function packageKindOf(t: Ctx, booking: { packageId: number | null }): Promise<PackageKind | null> {
  if (booking.packageId === null) return null;
  const { tours } = await describeTours({ ctx: t, input: { tour_ids: [booking.packageId], time_ids: [] } });
  return tours.get(booking.packageId)?.kind ?? null;
}

/** A proof, receipt or scan attached to a payment must be a private file its teller uploaded (422 unknown_file). */
export async function checkOwnProof(t: Ctx, fileId: string | null, ownerId: number): Promise<void> {
  if (!fileId) return;
  const owned = await checkPrivateFiles({ ctx: t, input: { ids: [fileId], owner_id: ownerId } });
  if (!owned.has(fileId)) throw fieldError("proof_file_id", "unknown_file");
}

/** What a payment told by the customer and one recorded at the counter both say. */
interface PaymentSaid {
  amount: number;
  method: string;
  payer_name: string;
  payment_date: string;
}

/**
 * Whether a payment found under the request's Idempotency-Key says what the retry says (the
 * amount, method, payer and day; `more` for what else the door asks); another payment under the
 * same key is a client error (422 idempotency_key_reused).
 */
export function checkSameRetry(earlier: PaymentRow, input: PaymentSaid, more: boolean): void {
  const same =
    earlier.amount === input.amount &&
    earlier.method === input.method &&
    earlier.payerName === input.payer_name &&
    earlier.paymentDate === input.payment_date &&
    more;
  if (!same) throw fieldError("idempotency_key", "idempotency_key_reused");
}

/**
 * A new payment against the locked booking: its amount within what is still open (confirmed and
 * pending payments count), its day not after today (the payer's calendar may be a day ahead of
 * UTC: Asia/Jakarta, Kuala Lumpur). Answers the booking's payments, read for the checks.
 */
export async function checkNewPayment(t: Ctx, booking: BookingRow, input: PaymentSaid): Promise<PaymentRow[]> {
  const rows = await listPaymentsOf(t.db, booking.id);
  checkPaymentAmount(t, booking, rows, input.amount);
  if (paymentDateInFuture(input.payment_date, t.now())) throw fieldError("payment_date", "payment_date_future");
  return rows;
}

/**
 * The row of a new payment from what its door read, once its money may be taken: the account it
 * went into for a method paid to one (422 unknown_bank), the proof checked as a private file of
 * its teller (422 unknown_file), the booking's currency. The door adds what only it records.
 */
export async function newPaymentRow(
  t: Ctx,
  booking: BookingRow,
  input: PaymentSaid & {
    method: PaymentMethod;
    bank_account_id?: number | null;
    proof_file_id: string | null;
    idempotency_key?: string;
  },
  tellerId: number,
) {
  const account = paymentMethod(input.method).bankAccount
    ? await paidIntoAccount(t, input.bank_account_id, await packageKindOf(t, booking))
    : { bankAccountId: null, bankLabel: null };
  await checkOwnProof(t, input.proof_file_id, tellerId);
  return {
    bookingId: booking.id,
    amount: input.amount,
    method: input.method,
    ...account,
    proofFileId: input.proof_file_id,
    payerName: input.payer_name,
    paymentDate: input.payment_date,
    createdBy: tellerId,
    idempotencyKey: input.idempotency_key ?? null,
    currency: booking.currency as Currency,
  };
}

/**
 * A payment told or recorded and now awaiting review: in the booking's history as submitted by
 * its teller, and no other amount is asked meanwhile (a transfer amount issued for other money
 * goes, decision 058).
 */
export async function markSubmitted(t: Ctx, booking: BookingRow, payment: PaymentRow, tellerId: number): Promise<void> {
  await ensureTransferDue(t, booking);
  await insertEvent(t.db, {
    bookingId: booking.id,
    kind: "payment_submitted",
    actorId: tellerId,
    paymentId: payment.id,
    amount: payment.amount,
  });
}
