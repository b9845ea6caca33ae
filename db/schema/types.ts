import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Translatable } from "#app/shared/translatable.contract";

/** Translatable text: one value per locale key (derived from the locale list in app/shared). */
export type Translations = Translatable;

export const translatable = () => jsonb().$type<Translations>();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
