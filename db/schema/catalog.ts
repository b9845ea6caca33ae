import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, translatable } from "./types";

export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: translatable().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("categories_slug_idx").on(t.slug)],
);
