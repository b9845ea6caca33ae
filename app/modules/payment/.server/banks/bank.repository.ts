import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import { bankAccounts } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { contains, recordTable } from "#app/shared/sql.server";

/** The only file that reads or writes `bank_accounts` (docs/product.md §Payments). */
export type BankRow = typeof bankAccounts.$inferSelect;
export type BankValues = Omit<typeof bankAccounts.$inferInsert, "id" | "createdAt" | "updatedAt">;

export const bankRows = recordTable(bankAccounts);

/** Accounts in sort order (then id): active ones only unless `activeOnly` is false; search in name, number, holder. */
export async function listBankRows(
  db: Db,
  opts: { activeOnly: boolean; search?: string; limit?: number; offset: number },
): Promise<{ rows: BankRow[]; total: number }> {
  const pattern = opts.search ? contains(opts.search) : undefined;
  const where: SQL | undefined = and(
    opts.activeOnly ? eq(bankAccounts.isActive, true) : undefined,
    pattern
      ? or(
          ilike(bankAccounts.bankName, pattern),
          ilike(bankAccounts.accountNumber, pattern),
          ilike(bankAccounts.accountHolder, pattern),
          ilike(bankAccounts.vendor, pattern),
        )
      : undefined,
  );
  return bankRows.list(db, where, opts);
}

/** The escrow account, if one is marked. */
export async function findEscrowRow(db: Db): Promise<BankRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.isEscrow, true));
  return row;
}

/** The row, locked until the transaction ends (a payment naming it waits, and vice versa). */
export async function lockBankRow(db: Db, id: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for("update");
  return row;
}
