import { z } from "zod";

/** Query of every list (docs/product.md §API); `limit=-1` returns all rows. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 100), { message: "invalid" })
    .default(15),
  search: z.string().trim().max(100).optional(),
});
export type ListQuery = z.output<typeof listQuery>;

/**
 * A calendar day a list or report is filtered by (YYYY-MM-DD, ends included): every date filter
 * of the API takes this one. Bounded to the years a travel agency's records can have: a range
 * ending on 9999-12-31 reaches past what PostgreSQL holds once the day after is added (a 500),
 * and day and month series stay short. Outside it, a 422 `date` on the field.
 */
export const filterDay = z.iso.date().refine((d) => d >= "2000-01-01" && d <= "2100-12-31", { message: "date" });

export const listMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

export function toListMeta(q: Pick<ListQuery, "page" | "limit">, total: number): ListMeta {
  const perPage = q.limit === -1 ? Math.max(total, 1) : q.limit;
  return {
    page: q.limit === -1 ? 1 : q.page,
    limit: q.limit,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** SQL limit/offset for a list query (no limit when `limit=-1`). */
export function pageWindow(q: Pick<ListQuery, "page" | "limit">): { limit?: number; offset: number } {
  return q.limit === -1 ? { offset: 0 } : { limit: q.limit, offset: (q.page - 1) * q.limit };
}

/**
 * A yes/no filter of a list's query: `true`/`1` or `false`/`0`, absent when not given. Written out
 * because z.coerce.boolean() would read any non-empty string, "false" too, as true.
 */
export const queryFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** A `{ data, meta }` list response of the given item schema. */
export const listResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMeta });

/** What every list use case answers: one page of DTOs and the pager's figures. */
export interface ListPage<T> {
  data: T[];
  meta: ListMeta;
}

/** A page of repository rows as the list answers it: each row to its DTO, the meta from the query and total. */
export function toListPage<R, T>(
  q: Pick<ListQuery, "page" | "limit">,
  { rows, total }: { rows: R[]; total: number },
  toDto: (row: R) => T,
): ListPage<T> {
  return { data: rows.map(toDto), meta: toListMeta(q, total) };
}

/**
 * A `filterDay` range as instants: from the start of the first day (UTC) to the start of the day
 * after the last one, so both ends are included whatever the time of day of a record.
 */
export function dayRange(from: string | undefined, to: string | undefined): { from?: Date; before?: Date } {
  return {
    from: from ? new Date(`${from}T00:00:00Z`) : undefined,
    before: to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : undefined,
  };
}
