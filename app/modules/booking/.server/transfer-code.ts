import { and, eq, gte, isNotNull, lte } from "drizzle-orm";
import { payments } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { pickCode, transferAmount, UNIQUE_CODE_RANGE } from "#app/modules/booking/transfer.rules";
import { insertPayment, type PaymentRow } from "./booking.repository";

/** Draws before giving up: each retry re-reads the taken amounts, so only a storm of same-amount transfers gets here. */
const MAX_TRIES = 20;

/** Transfer amounts of open transfers that a code for `amount` could collide with. */
async function takenAmounts(db: Db, currency: Currency, amount: number): Promise<Set<number>> {
  const r = UNIQUE_CODE_RANGE[currency];
  const rows = await db
    .select({ transferAmount: payments.transferAmount })
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        eq(payments.currency, currency),
        isNotNull(payments.transferAmount),
        gte(payments.transferAmount, amount + r.min),
        lte(payments.transferAmount, amount + r.max),
      ),
    );
  return new Set(rows.map((x) => x.transferAmount!));
}

/**
 * Inserts a bank transfer with a unique code (decision 035): a random code whose transfer amount
 * no other open transfer of the currency has. Two customers drawing the same free code at once
 * are told apart by the partial unique index `payments_open_transfer_idx`: the loser's insert
 * fails inside a savepoint (the caller's transaction and its booking lock survive) and it draws
 * again from what is taken now.
 */
export async function insertTransferWithCode(
  tx: Db,
  row: Omit<typeof payments.$inferInsert, "uniqueCode" | "transferAmount" | "currency"> & { currency: Currency },
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
