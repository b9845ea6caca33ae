import { bigint, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";
import { departures, packages } from "./catalog";
import { timestamps } from "./types";

export const bookingStatus = pgEnum("booking_status", ["pending", "processing", "paid", "processed", "canceled"]);

/**
 * Bookings exist from the foundation on (the panel badge counts pending ones);
 * the checkout (issue 5) adds package, departure, guests and payments.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => users.id),
    // Nullable until the checkout (issue 5) creates real bookings; restrict: a package or
    // departure with bookings cannot be deleted.
    packageId: integer().references(() => packages.id, { onDelete: "restrict" }),
    departureId: integer().references(() => departures.id, { onDelete: "restrict" }),
    bookingName: text().notNull(),
    status: bookingStatus().notNull().default("pending"),
    pax: integer().notNull(),
    specialRequest: text(),
    total: bigint({ mode: "number" }).notNull(),
    paidTotal: bigint({ mode: "number" }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bookings_code_idx").on(t.code),
    index("bookings_status_idx").on(t.status),
    index("bookings_customer_idx").on(t.customerId, t.createdAt),
    index("bookings_departure_status_idx").on(t.departureId, t.status),
    index("bookings_package_idx").on(t.packageId),
  ],
);
