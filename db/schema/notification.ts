import { index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);

/**
 * Mail outbox (docs/product.md §Mail and notifications): every email is written here in the same transaction as
 * the change that causes it, then sent by a worker claiming rows with FOR UPDATE SKIP LOCKED.
 * Without SMTP the rows stay readable by a developer.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    locale: text().notNull(),
    status: outboxStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
