import { and, asc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./db.server";

/** `%`, `_` and `\` typed in a search are plain characters, not LIKE wildcards. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching `s` anywhere. */
export const contains = (s: string) => `%${likeEscape(s)}%`;

/** A translatable (JSONB per locale) column has the pattern in any of its languages. */
export const anyLanguageLike = (column: SQLWrapper, pattern: string) =>
  sql`exists (select 1 from jsonb_each_text(${column}) as n(k, v) where v ilike ${pattern})`;

/** Applies a list window (no limit when `limit=-1` was asked) to a Drizzle select. */
export async function paged<T>(
  query: { limit(n: number): { offset(n: number): Promise<T[]> }; offset(n: number): Promise<T[]> },
  opts: { limit?: number; offset: number },
): Promise<T[]> {
  return opts.limit !== undefined ? query.limit(opts.limit).offset(opts.offset) : query.offset(opts.offset);
}

/** A table the panel edits record by record: an identity `id`, a `sort_order`, and the shared timestamps. */
type RecordTable = PgTable & { id: AnyPgColumn; sortOrder: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * The find, insert, update and delete by id that every such table's repository offers, and its
 * list (sort order, then id) with the total for the pager. Only repositories call it, with their own tables.
 */
export function recordTable<T extends RecordTable>(
  table: T,
  /** What an update writes to `updated_at`: the app's clock, or the database's (`sql\`now()\``) where a module keeps that. */
  stamp: () => Date | SQL = () => new Date(),
) {
  type Row = T["$inferSelect"];
  type Insert = T["$inferInsert"];
  // Drizzle's builders lose the row type through a generic table; the casts restore it.
  const t = table as RecordTable;
  const count = sql<number>`count(*)::int`;
  return {
    async find(db: Db, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row as Row | undefined;
    },
    async insert(db: Db, values: Insert): Promise<Row> {
      const [row] = await db.insert(t).values(values).returning();
      return row as Row;
    },
    async update(db: Db, id: number, patch: Partial<Insert>): Promise<Row | undefined> {
      const [row] = await db
        .update(t)
        .set({ ...patch, updatedAt: stamp() })
        .where(eq(t.id, id))
        .returning();
      return row as Row | undefined;
    },
    async remove(db: Db, id: number): Promise<boolean> {
      return (await db.delete(t).where(eq(t.id, id)).returning({ id: t.id })).length > 0;
    },
    async list(db: Db, where: SQL | undefined, opts: { limit?: number; offset: number }) {
      const rows = await paged(db.select().from(t).where(where).orderBy(asc(t.sortOrder), asc(t.id)), opts);
      const [{ n }] = await db.select({ n: count }).from(t).where(where);
      return { rows: rows as Row[], total: n };
    },
  };
}

/** A table whose records belong to a parent record (an attribute's details, a package's departures). */
type ChildTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Insert, update and delete of a child record, always through its parent: an id under another
 * parent is not found, so a URL cannot reach a record of another parent.
 */
export function childTable<T extends ChildTable>(
  table: T,
  parent: AnyPgColumn,
  stamp: () => Date | SQL = () => new Date(),
) {
  type Row = T["$inferSelect"];
  type Insert = T["$inferInsert"];
  const t = table as ChildTable;
  const ofParent = (parentId: number, id: number) => and(eq(t.id, id), eq(parent, parentId));
  return {
    async insert(db: Db, values: Insert): Promise<Row> {
      const [row] = await db.insert(t).values(values).returning();
      return row as Row;
    },
    /** Typed as Drizzle types a first row, like the functions it replaces: a caller that may miss one checks for it. */
    async update(db: Db, parentId: number, id: number, patch: Partial<Insert>): Promise<Row> {
      const [row] = await db
        .update(t)
        .set({ ...patch, updatedAt: stamp() })
        .where(ofParent(parentId, id))
        .returning();
      return row as Row;
    },
    async remove(db: Db, parentId: number, id: number): Promise<boolean> {
      return (await db.delete(t).where(ofParent(parentId, id)).returning({ id: t.id })).length > 0;
    },
  };
}
