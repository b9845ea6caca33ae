import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import { contactMessages, faqs, galleryPhotos, galleryVideos, pages, partners, sliders, testimonies } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { anyLanguageLike, contains, paged } from "#app/shared/sql.server";

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

export async function findPage(db: Db, id: number) {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

export async function insertPage(db: Db, page: typeof pages.$inferInsert) {
  const [row] = await db.insert(pages).values(page).returning();
  return row;
}

export async function updatePageRow(db: Db, id: number, patch: Partial<typeof pages.$inferInsert>) {
  const [row] = await db
    .update(pages)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(pages.id, id))
    .returning();
  return row;
}

export async function deletePageRow(db: Db, id: number) {
  const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  return rows.length > 0;
}

// ---------- FAQ ----------
export async function listFaqRows(db: Db, opts: Window) {
  const pattern = opts.search ? contains(opts.search) : undefined;
  const where = pattern
    ? or(anyLanguageLike(faqs.question, pattern), anyLanguageLike(faqs.answer, pattern))
    : undefined;
  const rows = await paged(db.select().from(faqs).where(where).orderBy(asc(faqs.sortOrder), asc(faqs.id)), opts);
  const [{ n }] = await db.select({ n: count }).from(faqs).where(where);
  return { rows, total: n };
}

export async function findFaq(db: Db, id: number) {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row;
}

export async function insertFaq(db: Db, values: typeof faqs.$inferInsert) {
  const [row] = await db.insert(faqs).values(values).returning();
  return row;
}

export async function updateFaqRow(db: Db, id: number, patch: Partial<typeof faqs.$inferInsert>) {
  const [row] = await db
    .update(faqs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  return row;
}

export async function deleteFaqRow(db: Db, id: number) {
  return (await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })).length > 0;
}

// ---------- gallery photos ----------
export async function listPhotoRows(db: Db, opts: Window) {
  const where = opts.search ? anyLanguageLike(galleryPhotos.caption, contains(opts.search)) : undefined;
  const rows = await paged(
    db.select().from(galleryPhotos).where(where).orderBy(asc(galleryPhotos.sortOrder), asc(galleryPhotos.id)),
    opts,
  );
  const [{ n }] = await db.select({ n: count }).from(galleryPhotos).where(where);
  return { rows, total: n };
}

export async function findPhoto(db: Db, id: number) {
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
  return row;
}

export async function insertPhoto(db: Db, values: typeof galleryPhotos.$inferInsert) {
  const [row] = await db.insert(galleryPhotos).values(values).returning();
  return row;
}

export async function updatePhotoRow(db: Db, id: number, patch: Partial<typeof galleryPhotos.$inferInsert>) {
  const [row] = await db
    .update(galleryPhotos)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(galleryPhotos.id, id))
    .returning();
  return row;
}

export async function deletePhotoRow(db: Db, id: number) {
  return (
    (await db.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning({ id: galleryPhotos.id })).length > 0
  );
}

// ---------- gallery videos ----------
export async function listVideoRows(db: Db, opts: Window) {
  const where = opts.search ? anyLanguageLike(galleryVideos.title, contains(opts.search)) : undefined;
  const rows = await paged(
    db.select().from(galleryVideos).where(where).orderBy(asc(galleryVideos.sortOrder), asc(galleryVideos.id)),
    opts,
  );
  const [{ n }] = await db.select({ n: count }).from(galleryVideos).where(where);
  return { rows, total: n };
}

export async function findVideo(db: Db, id: number) {
  const [row] = await db.select().from(galleryVideos).where(eq(galleryVideos.id, id));
  return row;
}

export async function insertVideo(db: Db, values: typeof galleryVideos.$inferInsert) {
  const [row] = await db.insert(galleryVideos).values(values).returning();
  return row;
}

export async function updateVideoRow(db: Db, id: number, patch: Partial<typeof galleryVideos.$inferInsert>) {
  const [row] = await db
    .update(galleryVideos)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(galleryVideos.id, id))
    .returning();
  return row;
}

export async function deleteVideoRow(db: Db, id: number) {
  return (
    (await db.delete(galleryVideos).where(eq(galleryVideos.id, id)).returning({ id: galleryVideos.id })).length > 0
  );
}

// ---------- slider ----------
export async function listSliderRows(db: Db, opts: Window & { activeOnly: boolean }) {
  const pattern = opts.search ? contains(opts.search) : undefined;
  const where = and(
    opts.activeOnly ? eq(sliders.active, true) : undefined,
    pattern ? or(anyLanguageLike(sliders.title, pattern), anyLanguageLike(sliders.caption, pattern)) : undefined,
  );
  const rows = await paged(
    db.select().from(sliders).where(where).orderBy(asc(sliders.sortOrder), asc(sliders.id)),
    opts,
  );
  const [{ n }] = await db.select({ n: count }).from(sliders).where(where);
  return { rows, total: n };
}

export async function findSlider(db: Db, id: number) {
  const [row] = await db.select().from(sliders).where(eq(sliders.id, id));
  return row;
}

export async function insertSlider(db: Db, values: typeof sliders.$inferInsert) {
  const [row] = await db.insert(sliders).values(values).returning();
  return row;
}

export async function updateSliderRow(db: Db, id: number, patch: Partial<typeof sliders.$inferInsert>) {
  const [row] = await db
    .update(sliders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sliders.id, id))
    .returning();
  return row;
}

export async function deleteSliderRow(db: Db, id: number) {
  return (await db.delete(sliders).where(eq(sliders.id, id)).returning({ id: sliders.id })).length > 0;
}

// ---------- partners ----------
export async function listPartnerRows(db: Db, opts: Window) {
  const where: SQL | undefined = opts.search ? sql`${partners.name} ilike ${contains(opts.search)}` : undefined;
  const rows = await paged(
    db.select().from(partners).where(where).orderBy(asc(partners.sortOrder), asc(partners.id)),
    opts,
  );
  const [{ n }] = await db.select({ n: count }).from(partners).where(where);
  return { rows, total: n };
}

export async function findPartner(db: Db, id: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

export async function insertPartner(db: Db, values: typeof partners.$inferInsert) {
  const [row] = await db.insert(partners).values(values).returning();
  return row;
}

export async function updatePartnerRow(db: Db, id: number, patch: Partial<typeof partners.$inferInsert>) {
  const [row] = await db
    .update(partners)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning();
  return row;
}

export async function deletePartnerRow(db: Db, id: number) {
  return (await db.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id })).length > 0;
}

// ---------- testimonies ----------
export async function listTestimonyRows(db: Db, opts: Window & { visibleOnly: boolean }) {
  const pattern = opts.search ? contains(opts.search) : undefined;
  const where = and(
    opts.visibleOnly ? eq(testimonies.visible, true) : undefined,
    pattern ? or(sql`${testimonies.name} ilike ${pattern}`, anyLanguageLike(testimonies.text, pattern)) : undefined,
  );
  const rows = await paged(
    db.select().from(testimonies).where(where).orderBy(asc(testimonies.sortOrder), asc(testimonies.id)),
    opts,
  );
  const [{ n }] = await db.select({ n: count }).from(testimonies).where(where);
  return { rows, total: n };
}

export async function findTestimony(db: Db, id: number) {
  const [row] = await db.select().from(testimonies).where(eq(testimonies.id, id));
  return row;
}

export async function insertTestimony(db: Db, values: typeof testimonies.$inferInsert) {
  const [row] = await db.insert(testimonies).values(values).returning();
  return row;
}

export async function updateTestimonyRow(db: Db, id: number, patch: Partial<typeof testimonies.$inferInsert>) {
  const [row] = await db
    .update(testimonies)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(testimonies.id, id))
    .returning();
  return row;
}

export async function deleteTestimonyRow(db: Db, id: number) {
  return (await db.delete(testimonies).where(eq(testimonies.id, id)).returning({ id: testimonies.id })).length > 0;
}

// ---------- contact ----------
export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}
