import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { bookings, payments, savingsPlans } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { methodsWhere } from "#app/modules/booking/booking.contract";

/*
 * The daily cash report's read (report module, issue 28 item 3): one day's money taken at the
 * counter, by its payment date (a calendar day, so no time zone), optionally at one branch.
 * The methods are those whose trait says they are paid at the counter, never named here. One
 * indexed query (payments_day_idx); a day's counter payments are a few hundred at most.
 */

type PaymentRowStatus = (typeof payments.$inferSelect)["status"];
type PaymentRowMethod = (typeof payments.$inferSelect)["method"];

export interface CashPaymentRow {
  id: number;
  /** Null: a savings plan's deposit (decision 084); the code is then the plan's. */
  bookingId: string | null;
  bookingCode: string;
  /** The counter that took it; null: head office (a cashier of every branch, a booking of none). */
  branchId: number | null;
  /** The cashier who recorded it (null once their account is removed). */
  cashierId: number | null;
  status: PaymentRowStatus;
  method: PaymentRowMethod;
  amount: number;
  currency: string;
  payerName: string;
  reference: string | null;
  paymentDate: string;
  /** When the cashier wrote it down. */
  recordedAt: Date;
}

export async function cashPaymentRows(db: Db, f: { date: string; branchId?: number }): Promise<CashPaymentRow[]> {
  const counter = methodsWhere((m) => m.paidAt === "counter");
  const rows = await db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      // A savings plan's deposit at the counter (decision 084) shows its plan's code until it is a booking's.
      bookingCode: sql<string>`coalesce(${bookings.code}, ${savingsPlans.code})`,
      branchId: payments.branchId,
      cashierId: payments.createdBy,
      status: payments.status,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
      payerName: payments.payerName,
      reference: payments.reference,
      paymentDate: payments.paymentDate,
      recordedAt: payments.createdAt,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(savingsPlans, eq(savingsPlans.id, payments.savingsPlanId))
    .where(
      and(
        eq(payments.paymentDate, f.date),
        inArray(payments.method, counter),
        f.branchId === undefined ? undefined : eq(payments.branchId, Math.trunc(f.branchId)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}
