import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { branches, users } from "./account";
import { bookings } from "./booking";
import { packages, roomTypes } from "./catalog";
import { timestamps, type Translations } from "./types";

/*
 * The savings module's tables (app/modules/savings, decision 084, docs/product.md §Savings plans).
 * A plan's deposits are rows of booking's `payments` (savings_plan_id set): one ledger of money
 * received; a plan's balance is the sum of its confirmed deposits, never stored.
 */

/** open: saving; converted: its money became a booking's payments; closed: ended without a booking (refunded). */
export const savingsPlanStatus = pgEnum("savings_plan_status", ["open", "converted", "closed"]);

/** A customer's savings plan (tabungan umrah): no seat, a monthly amount for a number of months. */
export const savingsPlans = pgTable(
  "savings_plans",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Short, random, unambiguous letters and digits (the booking codes' rule), shown to the customer.
    code: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => users.id),
    // The branch that serves the plan (the staff's who opened it); null: head office / the website.
    branchId: integer().references(() => branches.id),
    // The package saved for, or none (an estimated target amount only).
    packageId: integer().references(() => packages.id, { onDelete: "set null" }),
    // The room type wished for, kept by code and name as it was (the package's may change).
    roomTypeId: integer().references(() => roomTypes.id, { onDelete: "set null" }),
    roomTypeName: jsonb().$type<Translations>(),
    targetAmount: bigint({ mode: "number" }).notNull(),
    months: integer().notNull(),
    monthlyAmount: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    // Month 1 is due on this day; month N on the same day N-1 months later (the agency's calendar).
    startsOn: date({ mode: "string" }).notNull(),
    status: savingsPlanStatus().notNull().default("open"),
    // The booking it became (status converted).
    bookingId: uuid().references(() => bookings.id, { onDelete: "set null" }),
    convertedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    // The member of staff who opened it for the customer; null when the customer did.
    openedBy: integer().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("savings_plans_code_idx").on(t.code),
    index("savings_plans_customer_idx").on(t.customerId, t.createdAt),
    index("savings_plans_status_idx").on(t.status, t.createdAt),
    index("savings_plans_branch_idx").on(t.branchId, t.createdAt),
    uniqueIndex("savings_plans_booking_idx").on(t.bookingId),
    check(
      "savings_plans_money",
      sql`${t.months} between 1 and 120 and ${t.monthlyAmount} > 0 and ${t.targetAmount} > 0`,
    ),
    check("savings_plans_converted", sql`(${t.status} = 'converted') = (${t.bookingId} is not null)`),
  ],
);

export const savingsReminderKind = pgEnum("savings_reminder_kind", ["before", "overdue"]);

/** Monthly reminders sent: one per plan, month and kind, ever (the payment reminders' rule). */
export const savingsReminders = pgTable(
  "savings_reminders",
  {
    planId: integer()
      .notNull()
      .references(() => savingsPlans.id, { onDelete: "cascade" }),
    month: integer().notNull(),
    kind: savingsReminderKind().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.month, t.kind] })],
);
