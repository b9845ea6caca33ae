import { check, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { timestamps, translatable } from "./types";

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
    termsPageId: integer(),
    // The /about page text (sanitised rich text per locale).
    about: translatable(),
    ...timestamps,
  },
  (t) => [check("settings_single_row", sql`${t.id} = 1`)],
);

export const languages = pgTable("languages", {
  key: text().primaryKey(),
  name: text().notNull(),
  sortOrder: integer().notNull().default(0),
});
