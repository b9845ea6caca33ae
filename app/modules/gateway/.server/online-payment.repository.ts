import { asc, eq } from "drizzle-orm";
import { paymentNotifications } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The log of every word a payment provider sent (docs/product.md §Online payments), the gateway's
 * own table. The online payments themselves are booking's money, read and written through
 * app/modules/booking/.server/money/payment-rows.ts.
 */

/** Bodies are kept for the audit trail, capped: a provider's notification is a few KB. */
const BODY_CAP = 16_000;

export async function logNotification(db: Db, row: typeof paymentNotifications.$inferInsert) {
  await db.insert(paymentNotifications).values({ ...row, body: row.body.slice(0, BODY_CAP) });
}

export function listNotificationsOf(db: Db, paymentId: number) {
  return db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.paymentId, paymentId))
    .orderBy(asc(paymentNotifications.id));
}
