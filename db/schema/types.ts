import { jsonb, timestamp } from "drizzle-orm/pg-core";

/** Translatable text: one value per locale key; `id` is the required fallback. */
export type Translations = { id: string; en?: string; my?: string };

export const translatable = () => jsonb().$type<Translations>();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
