import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { savingsPlans, savingsReminders } from "#db/schema";
import type { Db } from "#app/shared/db.server";

export type PlanRow = typeof savingsPlans.$inferSelect;

export async function insertPlan(db: Db, row: typeof savingsPlans.$inferInsert): Promise<PlanRow> {
  const [created] = await db.insert(savingsPlans).values(row).returning();
  return created;
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(savingsPlans).where(eq(savingsPlans.id, id));
  return row;
}

/**
 * The conversion's first write (decision 084): open → converted with its booking, or nothing when
 * the plan is no longer open (another conversion or a closure won): the caller answers 409. The
 * row's lock, held to the end of the transaction, makes a deposit review wait (lockPlanOfDeposit).
 */
export async function markConverted(db: Db, id: number, bookingId: string, at: Date): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(savingsPlans)
    .set({ status: "converted", bookingId, convertedAt: at, updatedAt: sql`now()` })
    .where(and(eq(savingsPlans.id, id), eq(savingsPlans.status, "open")))
    .returning();
  return row;
}

/** The closure's first write: open → closed, or nothing when the plan is no longer open (409). */
export async function markClosed(db: Db, id: number, at: Date): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(savingsPlans)
    .set({ status: "closed", closedAt: at, updatedAt: sql`now()` })
    .where(and(eq(savingsPlans.id, id), eq(savingsPlans.status, "open")))
    .returning();
  return row;
}

/** Plans of a customer, of a branch, or of a status, newest first (the list filters the rest in memory). */
export async function listPlanRows(db: Db, f: { customerId?: number; branchId?: number; status?: PlanRow["status"] }) {
  const where: SQL[] = [];
  if (f.customerId !== undefined) where.push(eq(savingsPlans.customerId, f.customerId));
  if (f.branchId !== undefined) where.push(eq(savingsPlans.branchId, f.branchId));
  if (f.status) where.push(eq(savingsPlans.status, f.status));
  return db
    .select()
    .from(savingsPlans)
    .where(and(...where))
    .orderBy(desc(savingsPlans.createdAt), desc(savingsPlans.id));
}

/**
 * The reminder (plan, month, kind) is this caller's to send: the row is inserted, or it was sent
 * already (ON CONFLICT DO NOTHING), in the mail's transaction, so two rounds at once send one.
 */
export async function claimPlanReminder(
  db: Db,
  planId: number,
  month: number,
  kind: "before" | "overdue",
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(savingsReminders)
    .values({ planId, month, kind, sentAt: at })
    .onConflictDoNothing()
    .returning({ planId: savingsReminders.planId });
  return rows.length > 0;
}
