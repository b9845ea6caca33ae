import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account";
import { timestamps } from "./types";

// The privacy module's table (app/modules/privacy): requests to close an account.

export const accountClosureStatus = pgEnum("account_closure_status", ["pending", "approved", "rejected", "withdrawn"]);

/**
 * A customer's request to close their account. An admin approves (the personal data is
 * anonymised, bookings and payments stay for the books) or rejects it with a reason.
 */
export const accountClosures = pgTable(
  "account_closures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: accountClosureStatus().notNull().default("pending"),
    // The customer's words (optional) and the admin's reason when rejected.
    reason: text(),
    decisionNote: text(),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One open request per user at a time.
    uniqueIndex("account_closures_pending_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("account_closures_status_idx").on(t.status, t.createdAt),
  ],
);
