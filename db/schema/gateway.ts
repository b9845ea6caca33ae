import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { payments } from "./booking";

// The gateway module's table (app/modules/gateway): what the online payment providers sent.

/**
 * Every notification a payment provider sent, verified or not (docs/product.md §Online
 * payments): the raw body (capped), whether its signature held, and what it did. An audit trail;
 * idempotency comes from the payment's state under the booking lock and payments_provider_txn_idx.
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    paymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    providerTxnId: text(),
    // The provider's status word as sent (settlement, PAID, paid, checkout.session.completed ...).
    eventStatus: text(),
    signatureOk: boolean().notNull(),
    // confirmed | failed | expired | declined | duplicate | ignored | late | rejected_signature |
    // rejected_mode | amount_mismatch | unknown_payment
    outcome: text().notNull(),
    body: text().notNull(),
    // notification | reconciliation
    source: text().notNull().default("notification"),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_notifications_payment_idx").on(t.paymentId, t.id),
    index("payment_notifications_received_idx").on(t.receivedAt),
  ],
);
