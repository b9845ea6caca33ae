import { listToursQuery } from "#app/modules/catalog/catalog.contract";

// The loader's half of the package list's filters. Kept apart from the filter form
// (ui/tour-filters.tsx): the form is browser code, and importing the contract's schemas there would
// ship zod to every visitor of /tour.

// What a visitor may filter by; `status` and `featured` are not theirs to choose here.
const PARAMS = ["category_id", "destination_id", "search", "sort", "page"] as const;

/**
 * The URL's filters, parsed with the list contract. A broken value (a category id of "abc",
 * an unknown sort) is dropped rather than failing the page: the visitor still gets a list.
 */
export function parseTourFilters(url: URL, pageSize: number) {
  const raw: Record<string, string> = {};
  for (const key of PARAMS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const first = listToursQuery.safeParse({ ...raw, limit: pageSize });
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = listToursQuery.safeParse({ ...raw, limit: pageSize });
  return second.success ? second.data : listToursQuery.parse({ limit: pageSize });
}
