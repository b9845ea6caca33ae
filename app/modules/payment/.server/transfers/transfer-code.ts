import { paymentMethod } from "#app/modules/booking/booking.contract";
import type { Ctx } from "#app/shared/context";
import type { Db } from "#app/shared/db.server";
import { agencyToday } from "#app/shared/dates";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { nextTransferAmount, pickCode, transferAmount, UNIQUE_CODE_RANGE } from "#app/modules/payment/transfer.rules";
import {
  type BookingRow,
  insertPayment,
  listPaymentsOf,
  type PaymentRow,
  deleteIssuedTransfer,
  takenAmounts,
} from "#app/modules/booking/.server/money/payment-rows";

/** Draws before giving up: each retry re-reads the taken amounts, so only a storm of same-amount transfers gets here. */
const MAX_TRIES = 20;

/**
 * Inserts a bank transfer with a unique code (decision 035): a random code whose transfer amount
 * no other open transfer (issued or told) of the currency has. Two customers drawing the same free
 * code at once are told apart by the partial unique index `payments_open_transfer_idx`: the
 * loser's insert fails inside a savepoint (the caller's transaction and its booking lock survive)
 * and it draws again from what is taken now.
 */
export async function insertTransferWithCode(
  tx: Db,
  row: Omit<Parameters<typeof insertPayment>[1], "uniqueCode" | "transferAmount" | "currency"> & { currency: Currency },
  random: () => number = Math.random,
): Promise<PaymentRow> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const range = UNIQUE_CODE_RANGE[row.currency];
    const taken = await takenAmounts(tx, row.currency, { min: row.amount + range.min, max: row.amount + range.max });
    const code = pickCode(row.currency, row.amount, taken, random);
    if (code === null) break;
    try {
      return await tx.transaction((sp) =>
        insertPayment(sp, {
          ...row,
          uniqueCode: code,
          transferAmount: transferAmount(row.amount, code),
          issuedAt: row.issuedAt ?? row.createdAt,
        }),
      );
    } catch (err) {
      if (uniqueViolation(err) !== "payments_open_transfer_idx") throw err;
    }
  }
  // Every code of this amount is open at once (999 in rupiah): a later try will find one freed.
  throw new AppError("conflict", { key: "transfer_codes_busy" });
}

/**
 * Keeps the booking's issued transfer true (decision 058), under the booking's row lock, after
 * anything that changes what it owes: checkout, a payment told, confirmed or rejected, a status
 * move, a new price. A booking paying by transfer always has its next amount issued, with its
 * code, from the moment that amount is known (nextTransferAmount): an issued amount still right
 * stays as it is (the customer may already have paid it); a wrong one is removed (never told,
 * nothing refers to it) and the right one issued. A booking of another method gets none (it may
 * still tell a transfer, which then gets its code as before). Returns the issued row, if any.
 */
export async function ensureTransferDue(t: Ctx, booking: BookingRow, rows?: PaymentRow[]): Promise<PaymentRow | null> {
  const all = rows ?? (await listPaymentsOf(t.db, booking.id));
  const issued = all.filter((p) => p.status === "issued");
  const wanted = paymentMethod(booking.paymentMethod).transferCode
    ? nextTransferAmount({
        ...booking,
        awaitingReview: all.some((p) => p.status === "pending" && paymentMethod(p.method).confirmedBy === "staff"),
      })
    : null;
  const keep = wanted === null ? undefined : issued.find((p) => p.amount === wanted && p.currency === booking.currency);
  for (const p of issued) if (p !== keep) await deleteIssuedTransfer(t.db, p.id);
  if (keep || wanted === null) return keep ?? null;
  try {
    return await insertTransferWithCode(t.db, {
      bookingId: booking.id,
      amount: wanted,
      method: "manual",
      status: "issued",
      // Filled in when the customer tells it or the statement shows it.
      payerName: "",
      paymentDate: agencyToday(t.now()),
      createdAt: t.now(),
      issuedAt: t.now(),
      currency: booking.currency as Currency,
    });
  } catch (err) {
    // Every code of this amount is taken: the customer is asked for the round amount with the
    // booking code in the memo (the statement matches that too); the next change tries again.
    if (err instanceof AppError && err.key === "transfer_codes_busy") return null;
    throw err;
  }
}
