import type { Db } from "#app/shared/db.server";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { pickCode, transferAmount } from "#app/modules/booking/transfer.rules";
import { insertPayment, type PaymentRow } from "./booking.repository";
import { takenAmounts } from "./transfer.repository";

/** Draws before giving up: each retry re-reads the taken amounts, so only a storm of same-amount transfers gets here. */
const MAX_TRIES = 20;

/**
 * Inserts a bank transfer with a unique code (decision 035): a random code whose transfer amount
 * no other open transfer of the currency has. Two customers drawing the same free code at once
 * are told apart by the partial unique index `payments_open_transfer_idx`: the loser's insert
 * fails inside a savepoint (the caller's transaction and its booking lock survive) and it draws
 * again from what is taken now.
 */
export async function insertTransferWithCode(
  tx: Db,
  row: Omit<Parameters<typeof insertPayment>[1], "uniqueCode" | "transferAmount" | "currency"> & { currency: Currency },
  random: () => number = Math.random,
): Promise<PaymentRow> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const code = pickCode(row.currency, row.amount, await takenAmounts(tx, row.currency, row.amount), random);
    if (code === null) break;
    try {
      return await tx.transaction((sp) =>
        insertPayment(sp, { ...row, uniqueCode: code, transferAmount: transferAmount(row.amount, code) }),
      );
    } catch (err) {
      if (uniqueViolation(err) !== "payments_open_transfer_idx") throw err;
    }
  }
  // Every code of this amount is open at once (999 in rupiah): a later try will find one freed.
  throw new AppError("conflict", { key: "transfer_codes_busy" });
}
