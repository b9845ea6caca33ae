import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";
import { bookingGuests, bookings } from "./booking";
import { departures, packages } from "./catalog";
import { files } from "./media";
import { timestamps } from "./types";

/**
 * Pilgrim documents (docs/product.md §Pilgrim documents). Written out here, not imported from
 * app/modules/document/document.contract.ts DOCUMENT_KINDS (which must list the same), so the
 * schema stays free of module code.
 */
export const documentKind = pgEnum("document_kind", [
  "passport",
  "passport_photo",
  "national_id",
  "family_card",
  "meningitis",
  "relationship",
]);
/** Whom a requirement asks: every guest, adults, children (children and infants) or women. */
export const documentAppliesTo = pgEnum("document_applies_to", ["all", "adults", "children", "women"]);
/** A guest's document once something was uploaded; "missing" is the absence of a row. */
export const guestDocumentStatus = pgEnum("guest_document_status", ["submitted", "verified", "rejected"]);
export const meningitisVaccine = pgEnum("meningitis_vaccine", ["polysaccharide", "conjugate"]);

/** Which documents a package's guests must give, for whom, and how many days before departure. */
export const packageDocumentRequirements = pgTable(
  "package_document_requirements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    kind: documentKind().notNull(),
    appliesTo: documentAppliesTo().notNull().default("all"),
    // Due this many days before the departure's start date.
    dueDays: integer().notNull().default(30),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("package_document_requirements_kind_idx").on(t.packageId, t.kind),
    check("package_document_requirements_due_days", sql`${t.dueDays} >= 0 and ${t.dueDays} <= 365`),
  ],
);

/**
 * The current document of one kind for one guest: a re-upload replaces the file and goes back to
 * "submitted" (one row per guest and kind). file_id is null once the file was deleted (retention
 * after the trip, or an account closed); the status and dates stay for the record.
 */
export const guestDocuments = pgTable(
  "guest_documents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer()
      .notNull()
      .references(() => bookingGuests.id, { onDelete: "cascade" }),
    // The guest's booking, kept here so access checks and the readiness board need no join.
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: documentKind().notNull(),
    status: guestDocumentStatus().notNull().default("submitted"),
    fileId: uuid().references(() => files.id, { onDelete: "set null" }),
    // Meningitis certificates: the vaccine and the day it was given (the validity rule needs both).
    vaccine: meningitisVaccine(),
    vaccinatedOn: date({ mode: "string" }),
    // Shown to the customer when rejected.
    rejectionReason: text(),
    submittedBy: integer().references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    fileDeletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("guest_documents_guest_kind_idx").on(t.guestId, t.kind),
    index("guest_documents_booking_idx").on(t.bookingId),
    index("guest_documents_status_idx").on(t.status, t.submittedAt),
    index("guest_documents_file_idx").on(t.fileId),
  ],
);

/** Reminders about missing or rejected documents sent to a booking's customer (the readiness board). */
export const documentReminders = pgTable(
  "document_reminders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    departureId: integer().references(() => departures.id, { onDelete: "set null" }),
    // null = sent by a job.
    sentBy: integer().references(() => users.id, { onDelete: "set null" }),
    // How many documents were asked for.
    documents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("document_reminders_booking_idx").on(t.bookingId, t.createdAt),
    index("document_reminders_departure_idx").on(t.departureId, t.createdAt),
  ],
);

/**
 * Each run of the retention job that deleted files of a departure (docs/product.md §Pilgrim
 * documents): when, how many files, of which departure. Plain ids: the log outlives the rows.
 */
export const documentPurges = pgTable(
  "document_purges",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    departureId: integer().notNull(),
    filesDeleted: integer().notNull(),
    retentionDays: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_purges_departure_idx").on(t.departureId, t.createdAt)],
);
