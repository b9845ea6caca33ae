import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { timestamps, translatable } from "./types";

export const userRole = pgEnum("user_role", ["admin", "customer"]);
/** What a staff account ("admin") may do (app/shared/staff-access.ts); customers have none. */
export const staffRole = pgEnum("staff_role", STAFF_ROLES);

/**
 * The agency's offices (docs/product.md §Staff roles and branches): a staff member may be scoped to
 * one, and then sees only its customers and bookings. Never deleted once used: deactivated.
 */
export const branches = pgTable(
  "branches",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: translatable().notNull(),
    address: text().notNull().default(""),
    phone: text().notNull().default(""),
    whatsapp: text().notNull().default(""),
    headOffice: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  // One head office at most.
  (t) => [uniqueIndex("branches_head_office_idx").on(t.headOffice).where(sql`${t.headOffice}`)],
);

export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    username: text().notNull(),
    // Null for a customer met at the counter without an address (decision 074).
    email: text(),
    passwordHash: text().notNull(),
    role: userRole().notNull().default("customer"),
    staffRole: staffRole(),
    // A staff member's branch scope (null: every branch); a customer's serving branch (null: head office).
    branchId: integer().references(() => branches.id),
    title: text(),
    isNumber: text(),
    phone: text(),
    birthPlace: text(),
    birthDate: date({ mode: "string" }),
    address: text(),
    profilePictureUrl: text(),
    locale: text().notNull().default("id"),
    active: boolean().notNull().default(true),
    // Set when the account was closed at the customer's request: the personal data is anonymised.
    closedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Case-insensitive uniqueness: "Budi" and "budi" are the same login.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
    index("users_branch_idx").on(t.branchId),
    // Every staff account has a staff role, and only staff accounts do.
    check("users_staff_role_check", sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // sha256 of the opaque token; the token itself is never stored.
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/**
 * Password reset links (docs/product.md §Accounts and sessions): the emailed token is stored only as its
 * SHA-256, works once (`usedAt`) and expires 60 minutes after it was asked for.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [
    uniqueIndex("password_resets_token_hash_idx").on(t.tokenHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);
