import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

export const fileVisibility = pgEnum("file_visibility", ["public", "private"]);

/**
 * Every uploaded file. Public images are re-encoded to WebP in a few widths and served from
 * /uploads/{id}-{width}.webp; private files (proofs, passports, visas) only through the API.
 */
export const files = pgTable(
  "files",
  {
    id: uuid().primaryKey().defaultRandom(),
    visibility: fileVisibility().notNull(),
    mime: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    // Widths of the WebP variants stored for a public image, ascending.
    variants: jsonb().$type<number[]>().notNull().default([]),
    // Where it is on disk, relative to the uploads folder (private files only).
    storageKey: text(),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("files_owner_idx").on(t.ownerId)],
);
