import { asc, sql } from "drizzle-orm";
import { categories } from "../../../../db/schema";
import type { Db } from "../../../shared/db.server";

/** `%`, `_` and `\` typed in a search are plain characters, not LIKE wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCategoryRows(db: Db, opts: { search?: string; limit?: number; offset: number }) {
  const where = opts.search
    ? sql`exists (select 1 from jsonb_each_text(${categories.name}) as n(k, v) where v ilike ${`%${likeEscape(opts.search)}%`})`
    : undefined;
  const base = db.select().from(categories).where(where).orderBy(asc(categories.sortOrder), asc(categories.id));
  const rows = await (opts.limit !== undefined ? base.limit(opts.limit).offset(opts.offset) : base.offset(opts.offset));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(categories).where(where);
  return { rows, total: n };
}

export async function insertCategory(db: Db, row: typeof categories.$inferInsert) {
  const [created] = await db.insert(categories).values(row).returning();
  return created;
}
