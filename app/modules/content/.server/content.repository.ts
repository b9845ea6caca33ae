import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import { contactMessages, faqs, galleryPhotos, galleryVideos, pages, partners, sliders, testimonies } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { anyLanguageLike, contains, paged, recordTable } from "#app/shared/sql.server";

/** The tables, as types, for the row builders beside (page-values.ts, write-values.ts): only repositories import db/schema. */
export type { faqs, galleryPhotos, galleryVideos, pages, partners, sliders, testimonies } from "#db/schema";

export type PageRow = typeof pages.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type PhotoRow = typeof galleryPhotos.$inferSelect;
export type VideoRow = typeof galleryVideos.$inferSelect;
export type SliderRow = typeof sliders.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
export type TestimonyRow = typeof testimonies.$inferSelect;

export interface Window {
  search?: string;
  limit?: number;
  offset: number;
}

const count = sql<number>`count(*)::int`;

// ---------- pages ----------
export const pageRows = recordTable(pages);

export function listPageRowsByGroup(db: Db, group: "footer" | "branch" | "none") {
  return db
    .select({ id: pages.id, title: pages.title, group: pages.group })
    .from(pages)
    .where(eq(pages.group, group))
    .orderBy(asc(pages.sortOrder), asc(pages.id));
}

export async function listPageRows(db: Db, opts: Window & { group?: PageRow["group"] }) {
  const where = and(
    opts.group ? eq(pages.group, opts.group) : undefined,
    opts.search ? anyLanguageLike(pages.title, contains(opts.search)) : undefined,
  );
  const base = db
    .select({ id: pages.id, title: pages.title, group: pages.group })
    .from(pages)
    .where(where)
    .orderBy(asc(pages.sortOrder), asc(pages.id));
  const rows = await paged(base, opts);
  const [{ n }] = await db.select({ n: count }).from(pages).where(where);
  return { rows, total: n };
}

// ---------- FAQ ----------
export const faqRows = recordTable(faqs);

export async function listFaqRows(db: Db, opts: Window) {
  const pattern = opts.search ? contains(opts.search) : undefined;
  const where = pattern
    ? or(anyLanguageLike(faqs.question, pattern), anyLanguageLike(faqs.answer, pattern))
    : undefined;
  return faqRows.list(db, where, opts);
}

// ---------- gallery photos ----------
export const photoRows = recordTable(galleryPhotos);

export async function listPhotoRows(db: Db, opts: Window) {
  const where = opts.search ? anyLanguageLike(galleryPhotos.caption, contains(opts.search)) : undefined;
  return photoRows.list(db, where, opts);
}

// ---------- gallery videos ----------
export const videoRows = recordTable(galleryVideos);

export async function listVideoRows(db: Db, opts: Window) {
  const where = opts.search ? anyLanguageLike(galleryVideos.title, contains(opts.search)) : undefined;
  return videoRows.list(db, where, opts);
}

/** Rows `match` finds the search in (its `contains` pattern); every row without a search. */
const matching = (search: string | undefined, match: (pattern: string) => SQL | undefined) =>
  search ? match(contains(search)) : undefined;

// ---------- slider ----------
export const sliderRows = recordTable(sliders);

const inSlide = (p: string) => or(anyLanguageLike(sliders.title, p), anyLanguageLike(sliders.caption, p));

export async function listSliderRows(db: Db, opts: Window & { activeOnly: boolean }) {
  const where = and(opts.activeOnly ? eq(sliders.active, true) : undefined, matching(opts.search, inSlide));
  return sliderRows.list(db, where, opts);
}

// ---------- partners ----------
export const partnerRows = recordTable(partners);

export async function listPartnerRows(db: Db, opts: Window) {
  const where: SQL | undefined = opts.search ? sql`${partners.name} ilike ${contains(opts.search)}` : undefined;
  return partnerRows.list(db, where, opts);
}

// ---------- testimonies ----------
export const testimonyRows = recordTable(testimonies);

const inTestimony = (p: string) => or(sql`${testimonies.name} ilike ${p}`, anyLanguageLike(testimonies.text, p));

export async function listTestimonyRows(db: Db, opts: Window & { visibleOnly: boolean }) {
  const where = and(opts.visibleOnly ? eq(testimonies.visible, true) : undefined, matching(opts.search, inTestimony));
  return testimonyRows.list(db, where, opts);
}

// ---------- contact ----------
export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}
