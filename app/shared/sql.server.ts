import { type SQLWrapper, sql } from "drizzle-orm";

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
