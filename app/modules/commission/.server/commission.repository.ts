import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { commissionLines, commissionPayouts, commissionSchemes } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { paged } from "#app/shared/sql.server";
import type { LineStatus } from "#app/modules/commission/commission.rules";

/** The only file that reads or writes the commission tables (decision 078). */
export type SchemeRow = typeof commissionSchemes.$inferSelect;
export type SchemeValues = Omit<typeof commissionSchemes.$inferInsert, "id" | "packageId" | "createdAt" | "updatedAt">;
export type LineRow = typeof commissionLines.$inferSelect;
export type PayoutRow = typeof commissionPayouts.$inferSelect;

const packageIs = (packageId: number | null) =>
  packageId === null ? isNull(commissionSchemes.packageId) : eq(commissionSchemes.packageId, packageId);

/** The default scheme and, for a package, its own: schemeFor (commission.rules.ts) picks. */
export function schemesFor(db: Db, packageId: number | null): Promise<SchemeRow[]> {
  return db
    .select()
    .from(commissionSchemes)
    .where(
      packageId === null
        ? isNull(commissionSchemes.packageId)
        : or(isNull(commissionSchemes.packageId), eq(commissionSchemes.packageId, packageId)),
    );
}

export async function findScheme(db: Db, packageId: number | null): Promise<SchemeRow | undefined> {
  const [row] = await db.select().from(commissionSchemes).where(packageIs(packageId));
  return row;
}

/**
 * Sets the default's or a package's scheme: an update of the row there is, else an insert; two
 * first saves at once meet at the unique index, and the later one updates what the first wrote.
 */
export async function saveScheme(
  db: Db,
  packageId: number | null,
  values: SchemeValues,
  now: Date,
): Promise<SchemeRow> {
  const update = () =>
    db
      .update(commissionSchemes)
      .set({ ...values, updatedAt: now })
      .where(packageIs(packageId))
      .returning();
  const [updated] = await update();
  if (updated) return updated;
  const [inserted] = await db
    .insert(commissionSchemes)
    .values({ ...values, packageId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [again] = await update();
  return again;
}

export async function deleteScheme(db: Db, packageId: number): Promise<boolean> {
  const rows = await db.delete(commissionSchemes).where(packageIs(packageId)).returning({ id: commissionSchemes.id });
  return rows.length > 0;
}

// ---------- lines ----------

// Drizzle writes a column of the statement's own table unqualified, which a subquery over the same
// table would read as its own: the outer row is named in full here.
const reversalOf = sql`(select r.id from ${commissionLines} r where r.reverses = "commission_lines"."id")`;
const reversedPaid = sql`(select o.payout_id from ${commissionLines} o where o.id = "commission_lines"."reverses")`;

/** A line's status (commission.rules.ts lineStatus) in SQL, so lists filter and page by it. */
const statusSql = sql<LineStatus>`case
  when ${commissionLines.payoutId} is not null then 'paid'
  when ${commissionLines.kind} = 'reversal' then case when ${reversedPaid} is not null then 'owed' else 'reversed' end
  when ${reversalOf} is not null then 'reversed'
  else 'unpaid' end`;

export type LineWithStatus = LineRow & { status: LineStatus };
const withStatus = { ...columnsOf(), status: statusSql };

function columnsOf() {
  return {
    id: commissionLines.id,
    agentId: commissionLines.agentId,
    bookingId: commissionLines.bookingId,
    kind: commissionLines.kind,
    round: commissionLines.round,
    amount: commissionLines.amount,
    currency: commissionLines.currency,
    basis: commissionLines.basis,
    reverses: commissionLines.reverses,
    payoutId: commissionLines.payoutId,
    createdAt: commissionLines.createdAt,
  };
}

export function linesOfBooking(db: Db, bookingId: string): Promise<LineWithStatus[]> {
  return db
    .select(withStatus)
    .from(commissionLines)
    .where(eq(commissionLines.bookingId, bookingId))
    .orderBy(asc(commissionLines.id));
}

/** A new line; undefined when the unique index says it is there already (a second `paid`). */
export async function insertLine(
  db: Db,
  values: Omit<typeof commissionLines.$inferInsert, "id" | "payoutId">,
): Promise<LineRow | undefined> {
  const [row] = await db.insert(commissionLines).values(values).onConflictDoNothing().returning();
  return row;
}

export interface LineFilter {
  agentIds?: number[];
  status?: LineStatus;
  from?: Date;
  before?: Date;
  payoutId?: number;
}

function lineWhere(f: LineFilter): SQL | undefined {
  return and(
    f.agentIds ? (f.agentIds.length ? inArray(commissionLines.agentId, f.agentIds) : sql`false`) : undefined,
    f.status ? sql`${statusSql} = ${f.status}` : undefined,
    f.from ? gte(commissionLines.createdAt, f.from) : undefined,
    f.before ? lt(commissionLines.createdAt, f.before) : undefined,
    f.payoutId !== undefined ? eq(commissionLines.payoutId, f.payoutId) : undefined,
  );
}

export async function listLineRows(
  db: Db,
  f: LineFilter & { limit?: number; offset: number },
): Promise<{ rows: LineWithStatus[]; total: number }> {
  const where = lineWhere(f);
  const rows = await paged(
    db
      .select(withStatus)
      .from(commissionLines)
      .where(where)
      .orderBy(desc(commissionLines.createdAt), desc(commissionLines.id)),
    f,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(commissionLines).where(where);
  return { rows, total: n };
}

/** These lines with their status (a payout's choice is checked against them first). */
export function findLines(db: Db, ids: number[]): Promise<LineWithStatus[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(withStatus).from(commissionLines).where(inArray(commissionLines.id, ids));
}

/** The reversals an agent owes (their line was paid, the reversal not yet netted), in a currency. */
export function owedLines(db: Db, agentId: number, currency: string): Promise<LineWithStatus[]> {
  return db
    .select(withStatus)
    .from(commissionLines)
    .where(
      and(
        eq(commissionLines.agentId, agentId),
        eq(commissionLines.currency, currency),
        eq(commissionLines.kind, "reversal"),
        isNull(commissionLines.payoutId),
        sql`${reversedPaid} is not null`,
      ),
    )
    .orderBy(asc(commissionLines.id));
}

/**
 * The claim (decision 078 point 6): the lines of `ids` still unpaid take the payout, in one
 * statement; a line another payout claimed first is not returned (PostgreSQL re-reads a row it
 * waited for, so two payouts at once leave a line in exactly one). Positive lines must also be
 * unreversed; reversals must be owed.
 */
export async function claimLines(db: Db, payoutId: number, agentId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(commissionLines)
    .set({ payoutId })
    .where(
      and(
        inArray(commissionLines.id, ids),
        isNull(commissionLines.payoutId),
        eq(commissionLines.agentId, agentId),
        or(
          and(ne(commissionLines.kind, "reversal"), sql`${reversalOf} is null`),
          and(eq(commissionLines.kind, "reversal"), sql`${reversedPaid} is not null`),
        ),
      ),
    )
    .returning({ id: commissionLines.id });
  return rows.map((r) => r.id);
}

/** An agent's totals by currency: unpaid (payable), owed (negative, to be netted), paid. */
export function agentTotals(db: Db, agentId: number) {
  return db
    .select({
      currency: commissionLines.currency,
      unpaid:
        sql<number>`coalesce(sum(${commissionLines.amount}) filter (where ${statusSql} = 'unpaid'), 0)::bigint`.mapWith(
          Number,
        ),
      owed: sql<number>`coalesce(sum(${commissionLines.amount}) filter (where ${statusSql} = 'owed'), 0)::bigint`.mapWith(
        Number,
      ),
      paid: sql<number>`coalesce(sum(${commissionLines.amount}) filter (where ${statusSql} = 'paid'), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(commissionLines)
    .where(eq(commissionLines.agentId, agentId))
    .groupBy(commissionLines.currency)
    .orderBy(asc(commissionLines.currency));
}

// ---------- payouts ----------

export async function insertPayout(
  db: Db,
  values: Omit<typeof commissionPayouts.$inferInsert, "id">,
): Promise<PayoutRow> {
  const [row] = await db.insert(commissionPayouts).values(values).returning();
  return row;
}

const lineCount = sql<number>`(select count(*)::int from ${commissionLines} l where l.payout_id = "commission_payouts"."id")`;
const payoutColumns = {
  id: commissionPayouts.id,
  agentId: commissionPayouts.agentId,
  total: commissionPayouts.total,
  currency: commissionPayouts.currency,
  reference: commissionPayouts.reference,
  paidOn: commissionPayouts.paidOn,
  receiptFileId: commissionPayouts.receiptFileId,
  paidBy: commissionPayouts.paidBy,
  createdAt: commissionPayouts.createdAt,
  lineCount,
};
export type PayoutWithCount = PayoutRow & { lineCount: number };

export async function listPayoutRows(
  db: Db,
  f: { agentIds?: number[]; limit?: number; offset: number },
): Promise<{ rows: PayoutWithCount[]; total: number }> {
  const where = f.agentIds
    ? f.agentIds.length
      ? inArray(commissionPayouts.agentId, f.agentIds)
      : sql`false`
    : undefined;
  const rows = await paged(
    db
      .select(payoutColumns)
      .from(commissionPayouts)
      .where(where)
      .orderBy(desc(commissionPayouts.createdAt), desc(commissionPayouts.id)),
    f,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(commissionPayouts).where(where);
  return { rows, total: n };
}

export async function findPayout(db: Db, id: number): Promise<PayoutWithCount | undefined> {
  const [row] = await db.select(payoutColumns).from(commissionPayouts).where(eq(commissionPayouts.id, id));
  return row;
}

/** A line of the commission report: one agent's figures in one currency (see commissionReport). */
export interface ReportRow {
  agentId: number;
  currency: string;
  earned: number;
  reversed: number;
  paid: number;
  payable: number;
}

/**
 * The commission report's figures per agent and currency (issue 29 item 5), in one aggregate:
 * lines earned (with overrides) and reversed in the period, lines paid by payouts dated in it,
 * and what is payable now (every line no payout claimed: unpaid lines, reversals netted).
 */
export async function commissionReport(
  db: Db,
  f: { agentIds?: number[]; from?: Date; before?: Date; fromDay?: string; toDay?: string },
): Promise<ReportRow[]> {
  const inPeriod = and(
    f.from ? gte(commissionLines.createdAt, f.from) : undefined,
    f.before ? lt(commissionLines.createdAt, f.before) : undefined,
  );
  const paidInPeriod = and(
    sql`${commissionLines.payoutId} is not null`,
    f.fromDay ? gte(commissionPayouts.paidOn, f.fromDay) : undefined,
    f.toDay ? sql`${commissionPayouts.paidOn} <= ${f.toDay}` : undefined,
  );
  const sum = (cond: SQL | undefined) =>
    sql<number>`coalesce(sum(${commissionLines.amount}) filter (where ${cond ?? sql`true`}), 0)::bigint`.mapWith(
      Number,
    );
  return db
    .select({
      agentId: commissionLines.agentId,
      currency: commissionLines.currency,
      earned: sum(and(ne(commissionLines.kind, "reversal"), inPeriod)),
      reversed: sum(and(eq(commissionLines.kind, "reversal"), inPeriod)),
      paid: sum(paidInPeriod),
      payable: sum(isNull(commissionLines.payoutId)),
    })
    .from(commissionLines)
    .leftJoin(commissionPayouts, eq(commissionPayouts.id, commissionLines.payoutId))
    .where(f.agentIds ? inArray(commissionLines.agentId, f.agentIds) : undefined)
    .groupBy(commissionLines.agentId, commissionLines.currency)
    .orderBy(asc(commissionLines.agentId), asc(commissionLines.currency));
}
