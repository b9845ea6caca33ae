import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { bankAccounts, bankStatements, statementLines } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/** The only file that reads or writes `bank_statements` and `statement_lines` (docs/product.md §Bank statement import). */
export type StatementRow = typeof bankStatements.$inferSelect;
export type StatementLineRow = typeof statementLines.$inferSelect;

export async function insertStatement(db: Db, row: typeof bankStatements.$inferInsert) {
  const [created] = await db.insert(bankStatements).values(row).returning();
  return created;
}

export async function updateStatementCounts(db: Db, id: number, lineCount: number, newLineCount: number) {
  await db.update(bankStatements).set({ lineCount, newLineCount }).where(eq(bankStatements.id, id));
}

/** Inserts the lines not seen before (statement_lines_key_idx); returns only those. */
export function insertNewLines(db: Db, rows: (typeof statementLines.$inferInsert)[]) {
  if (!rows.length) return Promise.resolve([] as StatementLineRow[]);
  return db.insert(statementLines).values(rows).onConflictDoNothing({ target: statementLines.lineKey }).returning();
}

export async function setLineMatch(db: Db, id: number, status: StatementLineRow["status"], paymentId: number | null) {
  await db.update(statementLines).set({ status, paymentId }).where(eq(statementLines.id, id));
}

/** Closes a line for good (confirmed or ignored) with the statement's audit: who, when, why. */
export async function resolveLine(
  db: Db,
  id: number,
  patch: {
    status: "confirmed" | "ignored";
    paymentId: number | null;
    resolvedBy: number | null;
    resolvedAt: Date;
    resolution: string | null;
  },
) {
  await db.update(statementLines).set(patch).where(eq(statementLines.id, id));
}

export async function findStatement(db: Db, id: number) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, id));
  return row;
}

export function listStatementRows(db: Db, limit: number) {
  return db.select().from(bankStatements).orderBy(desc(bankStatements.createdAt), desc(bankStatements.id)).limit(limit);
}

export function linesOf(db: Db, statementId: number) {
  return db
    .select()
    .from(statementLines)
    .where(eq(statementLines.statementId, statementId))
    .orderBy(asc(statementLines.postedOn), asc(statementLines.id));
}

/** Per statement: lines by status. */
export async function lineCountsOf(db: Db, statementIds: number[]) {
  if (!statementIds.length) return [];
  return db
    .select({ statementId: statementLines.statementId, status: statementLines.status, n: sql<number>`count(*)::int` })
    .from(statementLines)
    .where(inArray(statementLines.statementId, statementIds))
    .groupBy(statementLines.statementId, statementLines.status);
}

/** The line, locked: two confirmations of one line queue here and the second sees it confirmed. */
export async function lockLine(db: Db, id: number) {
  const [row] = await db.select().from(statementLines).where(eq(statementLines.id, id)).for("update");
  return row;
}

/** Payments held by matched lines outside a statement (an earlier upload's match not confirmed yet). */
export async function paymentsHeldByOtherLines(db: Db, paymentIds: number[], statementId: number) {
  if (!paymentIds.length) return new Set<number>();
  const rows = await db
    .select({ paymentId: statementLines.paymentId })
    .from(statementLines)
    .where(
      and(
        inArray(statementLines.paymentId, paymentIds),
        eq(statementLines.status, "matched"),
        ne(statementLines.statementId, statementId),
      ),
    );
  return new Set(rows.map((r) => r.paymentId!));
}

export async function bankLabels(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select().from(bankAccounts).where(inArray(bankAccounts.id, ids));
  return new Map(rows.map((b) => [b.id, `${b.bankName} ${b.accountNumber}`]));
}

export async function bankAccountExists(db: Db, id: number) {
  const [row] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, id));
  return Boolean(row);
}

/** Of these payments, those a statement line has matched and staff have not confirmed yet. */
export async function findMatchedPaymentIds(db: Db, paymentIds: number[]): Promise<Set<number>> {
  if (paymentIds.length === 0) return new Set();
  const rows = await db
    .select({ paymentId: statementLines.paymentId })
    .from(statementLines)
    .where(and(inArray(statementLines.paymentId, paymentIds), eq(statementLines.status, "matched")));
  return new Set(rows.flatMap((r) => (r.paymentId === null ? [] : [r.paymentId])));
}
