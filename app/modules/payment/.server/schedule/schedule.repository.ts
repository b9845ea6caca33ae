import { inArray } from "drizzle-orm";
import { paymentReminders } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import type { ReminderKind } from "#app/modules/booking/schedule.rules";

/*
 * The payment schedule's queries (docs/product.md §Payment schedule): bookings that may owe a
 * reminder, the reminders already sent, the overdue list. The rules themselves are in
 * schedule.rules.ts; these only narrow the rows the rules then judge.
 */

/** The reminders already sent to these bookings, as "booking|due_on|kind" keys. */
export async function sentReminderKeys(db: Db, bookingIds: string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: paymentReminders.bookingId, dueOn: paymentReminders.dueOn, kind: paymentReminders.kind })
    .from(paymentReminders)
    .where(inArray(paymentReminders.bookingId, bookingIds));
  return new Set(rows.map((r) => reminderKey(r.bookingId, r.dueOn, r.kind)));
}

export const reminderKey = (bookingId: string, dueOn: string, kind: ReminderKind) => `${bookingId}|${dueOn}|${kind}`;

/**
 * Claims one reminder: true for the one caller whose insert made the row, false for every other
 * (the primary key booking + due date + kind; a second instance's insert waits for the first's
 * commit, then does nothing). The caller sends the mail only when it is true, in the same transaction.
 */
export async function claimReminder(db: Db, bookingId: string, dueOn: string, kind: ReminderKind, at: Date) {
  const rows = await db
    .insert(paymentReminders)
    .values({ bookingId, dueOn, kind, sentAt: at })
    .onConflictDoNothing()
    .returning({ bookingId: paymentReminders.bookingId });
  return rows.length > 0;
}
