import { and, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import { payments } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import type { Currency } from "#app/shared/money";
import { UNIQUE_CODE_RANGE } from "#app/modules/payment/transfer.rules";

/** A transfer is open while it is issued (shown, not told) or pending (told, not reviewed). */
export const OPEN_TRANSFER_STATUSES: ("issued" | "pending")[] = ["issued", "pending"];

/** Transfer amounts of open transfers (issued or told, decision 058) that a code for `amount` could collide with. */
export async function takenAmounts(db: Db, currency: Currency, amount: number): Promise<Set<number>> {
  const r = UNIQUE_CODE_RANGE[currency];
  const rows = await db
    .select({ transferAmount: payments.transferAmount })
    .from(payments)
    .where(
      and(
        inArray(payments.status, OPEN_TRANSFER_STATUSES),
        eq(payments.currency, currency),
        isNotNull(payments.transferAmount),
        gte(payments.transferAmount, amount + r.min),
        lte(payments.transferAmount, amount + r.max),
      ),
    );
  return new Set(rows.map((x) => x.transferAmount!));
}
