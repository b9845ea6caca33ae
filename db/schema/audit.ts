import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

/**
 * What an admin opened: a booking's guest identity data (passports, IC numbers), a payment proof,
 * a guest's visa file, another private file, or a departure's passenger manifest.
 */
export const privateDataKind = pgEnum("private_data_kind", [
  "guest_identity",
  "payment_proof",
  "visa_file",
  "private_file",
  "manifest",
  // A guest's pilgrim document (passport scan, certificate...) and the readiness board's export.
  "guest_document",
  "readiness",
]);

/**
 * Every admin read of customers' private data (issue 7): who, what, when, from where. Append
 * only. The booking, file and departure are plain ids, not foreign keys, so the trail outlives
 * the records it points to.
 */
export const privateDataAccess = pgTable(
  "private_data_access",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    kind: privateDataKind().notNull(),
    bookingId: uuid(),
    fileId: uuid(),
    departureId: integer(),
    // json, csv or xlsx for a manifest; null otherwise.
    format: text(),
    requestId: text().notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("private_data_access_created_idx").on(t.createdAt),
    index("private_data_access_actor_idx").on(t.actorId, t.createdAt),
    index("private_data_access_booking_idx").on(t.bookingId),
  ],
);
