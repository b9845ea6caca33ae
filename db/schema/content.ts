import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { files } from "./media";
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

export const faqs = pgTable(
  "faqs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    question: translatable().notNull(),
    // Sanitised rich text per locale.
    answer: translatable().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("faqs_sort_idx").on(t.sortOrder)],
);

export const galleryPhotos = pgTable(
  "gallery_photos",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    caption: translatable(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("gallery_photos_sort_idx").on(t.sortOrder)],
);

export const videoProvider = pgEnum("video_provider", ["youtube"]);

export const galleryVideos = pgTable(
  "gallery_videos",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: videoProvider().notNull().default("youtube"),
    // The host's video id (YouTube: 11 characters), never an arbitrary URL or embed code.
    videoId: text().notNull(),
    title: translatable().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("gallery_videos_sort_idx").on(t.sortOrder)],
);

/** Home page slider. */
export const sliders = pgTable(
  "sliders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    title: translatable().notNull(),
    caption: translatable(),
    // A site path (/tour/3) or an https URL.
    link: text(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index("sliders_active_sort_idx").on(t.active, t.sortOrder)],
);

export const partners = pgTable("partners", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  logoFileId: uuid().references(() => files.id, { onDelete: "set null" }),
  link: text(),
  sortOrder: integer().notNull().default(0),
  ...timestamps,
});

export const testimonies = pgTable(
  "testimonies",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    photoFileId: uuid().references(() => files.id, { onDelete: "set null" }),
    text: translatable().notNull(),
    rating: integer().notNull(),
    visible: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("testimonies_visible_sort_idx").on(t.visible, t.sortOrder),
    check("testimonies_rating", sql`${t.rating} between 1 and 5`),
  ],
);

/** Messages from the contact form (also sent to the agency through the mail outbox). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    locale: text().notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
