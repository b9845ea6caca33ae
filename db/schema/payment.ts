import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./account";
import { bookings, payments } from "./booking";
import { files } from "./media";
import { timestamps } from "./types";

/*
 * The payment module's tables (app/modules/payment): the agency's bank accounts, their statements
 * and lines, and the reminders sent. The payments and refunds themselves are the booking's money
 * (db/schema/booking.ts): a booking's paid total is the sum of its confirmed payments.
 */

/** The agency's bank accounts a customer transfers to (/panel/bank). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountHolder: text().notNull(),
    // A vendor code (BCA, MANDIRI, MAYBANK...) for a recognisable label; the logo is an upload.
    vendor: text(),
    logoImageId: uuid().references(() => files.id, { onDelete: "set null" }),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    // The pilgrims' escrow account (rekening penampungan): umrah transfers go to it (docs/product.md
    // §Licences, reference price and escrow). At most one, which the partial unique index enforces.
    isEscrow: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("bank_accounts_order_idx").on(t.sortOrder),
    uniqueIndex("bank_accounts_one_escrow_idx").on(t.isEscrow).where(sql`${t.isEscrow}`),
  ],
);

export const reminderKind = pgEnum("reminder_kind", ["before_7", "before_1", "overdue"]);

/** Payment reminders sent (docs/product.md §Payment schedule): one per booking, due date and kind, ever. */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    dueOn: date({ mode: "string" }).notNull(),
    kind: reminderKind().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.dueOn, t.kind] })],
);

export const statementLineStatus = pgEnum("statement_line_status", ["unmatched", "matched", "confirmed", "ignored"]);

/** One uploaded bank statement export (docs/product.md §Bank statement import). */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // bca | mandiri | bri | bni | maybank | cimb | csv
    format: text().notNull(),
    fileName: text().notNull(),
    sha256: text().notNull(),
    bankAccountId: integer().references(() => bankAccounts.id, { onDelete: "set null" }),
    currency: text().notNull(),
    // Lines read, lines new (not seen in an earlier upload).
    lineCount: integer().notNull().default(0),
    newLineCount: integer().notNull().default(0),
    uploadedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bank_statements_created_idx").on(t.createdAt)],
);

/**
 * A credit line of a statement. line_key identifies the line across uploads (format, date,
 * description, amount and its occurrence among identical lines; not the account chosen, decision
 * 058), so uploading the same file twice adds nothing and a line can confirm only one payment, ever.
 */
export const statementLines = pgTable(
  "statement_lines",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer()
      .notNull()
      .references(() => bankStatements.id, { onDelete: "cascade" }),
    lineKey: text().notNull(),
    postedOn: date({ mode: "string" }).notNull(),
    description: text().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    status: statementLineStatus().notNull().default("unmatched"),
    // The open transfer it matches (status matched) or confirmed (status confirmed).
    paymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    // The statement's audit (decision 058): the admin who confirmed, assigned or ignored the line,
    // when, and the reason they gave (assigned and ignored lines need one).
    resolvedBy: integer().references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolution: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("statement_lines_key_idx").on(t.lineKey),
    index("statement_lines_statement_idx").on(t.statementId, t.id),
    index("statement_lines_status_idx").on(t.status, t.postedOn),
  ],
);
