import { bigint, check, date, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { type CancellationPolicy, timestamps, translatable } from "./types";

export const currency = pgEnum("currency", ["IDR", "MYR", "SGD"]);

/** The site's single settings row (id = 1). */
export const settings = pgTable(
  "settings",
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    logoUrl: text(),
    description: translatable(),
    phone: text(),
    email: text(),
    address: translatable(),
    facebookUrl: text(),
    instagramUrl: text(),
    tiktokUrl: text(),
    youtubeUrl: text(),
    whatsapp: text(),
    embedMap: text(),
    currency: currency().notNull().default("IDR"),
    bookingExpiryHours: integer().notNull().default(48),
    // Cancellation penalty tiers for every package without its own (docs/product.md §Cancellation and refunds).
    cancellationPolicy: jsonb()
      .$type<CancellationPolicy>()
      .notNull()
      .default(
        sql`'{"tiers":[{"from_days":45,"percent":10,"fixed":null},{"from_days":30,"percent":25,"fixed":null},{"from_days":14,"percent":50,"fixed":null},{"from_days":7,"percent":100,"fixed":null}],"admin_fee":0}'::jsonb`,
      ),
    // Private files of a departure are deleted this many days after it returns (docs/product.md
    // §Pilgrim documents); bookings and money records stay.
    documentRetentionDays: integer().notNull().default(180),
    termsPageId: integer(),
    // The /about page text (sanitised rich text per locale).
    about: translatable(),
    // The agency's licences as printed on them (docs/product.md §Receipts): the Indonesian umrah
    // organiser's licence (PPIU) and its date, the business registration number (NIB), the
    // Malaysian tourism licence (KPK/LN-…). Printed on receipts and invoices.
    ppiuLicence: text(),
    ppiuLicenceDate: date({ mode: "string" }),
    businessNumber: text(),
    kpkLicence: text(),
    // The ministry's umrah reference price in IDR minor units (docs/product.md §Licences, reference
    // price and escrow): an umrah package published below it needs a recorded reason.
    umrahReferencePrice: bigint({ mode: "number" }).notNull().default(2_300_000_000),
    ...timestamps,
  },
  (t) => [
    check("settings_single_row", sql`${t.id} = 1`),
    check(
      "settings_document_retention_days",
      sql`${t.documentRetentionDays} >= 1 and ${t.documentRetentionDays} <= 3650`,
    ),
  ],
);

export const languages = pgTable("languages", {
  key: text().primaryKey(),
  name: text().notNull(),
  sortOrder: integer().notNull().default(0),
});
