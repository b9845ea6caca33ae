import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps, translatable } from "./types";

export const pageGroup = pgEnum("page_group", ["none", "footer", "branch"]);

export const pages = pgTable(
  "pages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    group: pageGroup().notNull().default("none"),
    title: translatable().notNull(),
    // Sanitised rich text per locale.
    body: translatable(),
    // Branch pages only.
    address: text(),
    phone: text(),
    embedMap: text(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("pages_group_idx").on(t.group, t.sortOrder)],
);
