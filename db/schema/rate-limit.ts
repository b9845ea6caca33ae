import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (docs/architecture.md §Data and services):
 * failed logins, password-reset requests, per-route limits. One row per key, a fixed window that
 * starts at the key's first hit; rows whose window has ended are pruned (reset_at index).
 * Used when RATE_LIMIT_STORE=database (the default on PostgreSQL); in memory otherwise.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);
