import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { bankAccounts } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { contains, paged } from "#app/shared/sql.server";

/** The only file that reads or writes `bank_accounts` (docs/product.md §Payments). */
export type BankRow = typeof bankAccounts.$inferSelect;
export type BankValues = Omit<typeof bankAccounts.$inferInsert, "id" | "createdAt" | "updatedAt">;

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
  const base = db.select().from(bankAccounts).where(where).orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));
  const rows = await paged(base, opts);
  const [{ n }] = await db.select({ n: count() }).from(bankAccounts).where(where);
  return { rows, total: n };
}

export async function findBankRow(db: Db, id: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row;
}

/** The row, locked until the transaction ends (a payment naming it waits, and vice versa). */
export async function lockBankRow(db: Db, id: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for("update");
  return row;
}

export async function insertBankRow(db: Db, values: BankValues): Promise<BankRow | undefined> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row;
}

export async function updateBankRow(db: Db, id: number, values: BankValues): Promise<BankRow | undefined> {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bankAccounts.id, id))
    .returning();
  return row;
}

export async function deleteBankRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning({ id: bankAccounts.id });
  return rows.length > 0;
}
