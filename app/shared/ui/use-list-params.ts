import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";

export const PAGE_SIZES = [10, 15, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 15;

export interface ListParams {
  page: number;
  limit: number;
  search: string;
  /** Any other filter of the list (`status`, `category_id`, `sort`), "" when not set. */
  get: (key: string) => string;
  /**
   * Changes some parameters (null or "" removes one). Any change other than the page goes back
   * to page 1. Typing in the search box replaces the history entry; other changes push one, so
   * the browser's back button walks back through pages and filters.
   */
  set: (patch: Record<string, string | number | null>, options?: { replace?: boolean }) => void;
}

/**
 * The state of a panel list (page, page size, search and filters) kept in the URL's search
 * params: a refresh, a shared link and the back button all keep it.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get("page")) ?? 1;
  const limitParam = positive(params.get("limit"));
  const limit = limitParam && (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : DEFAULT_PAGE_SIZE;
  const search = params.get("search") ?? "";

  // Two changes in a row (before the URL has updated: the navigation waits for the loaders) must
  // both apply. React Router's functional update sees the rendered params, not the pending ones,
  // so the params last asked for are kept here until the URL really changes.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }

  const set = useCallback<ListParams["set"]>(
    (patch, options) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      if (!("page" in patch)) next.delete("page");
      if (next.get("page") === "1") next.delete("page");
      latest.current = next;
      setParams(next, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [setParams],
  );

  return useMemo(
    () => ({ page, limit, search, get: (key: string) => params.get(key) ?? "", set }),
    [page, limit, search, params, set],
  );
}

/** A parameter that must be one of `allowed`: anything else (or nothing) reads as `fallback`. */
export function pickParam<T extends string, F extends string = T>(
  list: Pick<ListParams, "get">,
  key: string,
  allowed: readonly T[],
  fallback: F,
): T | F {
  const value = list.get(key);
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function positive(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** After deleting the last row of the last page, go to the page that still has rows. */
export function useClampPage(list: ListParams, meta: { page: number; last_page: number; total: number } | undefined) {
  const { set } = list;
  useEffect(() => {
    if (meta && meta.total > 0 && meta.page > meta.last_page) set({ page: meta.last_page }, { replace: true });
  }, [meta, set]);
}
