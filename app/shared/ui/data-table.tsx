import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useRootBasics } from "#app/shared/ui/root-basics";
import { localeTag } from "#app/shared/i18n/config";
import { PAGE_SIZES } from "./use-list-params";
import { pageNumbers } from "./page-numbers";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's cells (e.g. hide a column on phones: "hidden md:table-cell"). */
    className?: string;
    /** The cells of this column are row headers (`<th scope="row">`), e.g. the name. */
    rowHeader?: boolean;
  }
}

export type { ColumnDef, SortingState };

/**
 * A panel list's table (TanStack Table 8) for data paged, sorted and searched on the server.
 * `data` and `columns` must be referentially stable (a module constant or `useMemo`): a new
 * array on each render loops TanStack Table (STACK.md, gotcha 11).
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  loading,
  empty,
  getRowId,
  sorting,
  onSortingChange,
  skeletonRows = 5,
  testId,
}: {
  data: T[];
  columns: ColumnDef<T>[];
  /** Read by screen readers: what the table lists. */
  caption: string;
  loading: boolean;
  /** Shown instead of the rows when there are none. */
  empty: React.ReactNode;
  getRowId: (row: T) => string;
  /** Sorting done by the server: the table shows it and reports clicks on sortable headers. */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  skeletonRows?: number;
  testId?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  const table = useReactTable<T>({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    state: { sorting: sorting ?? [] },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting ?? []) : updater;
      onSortingChange?.(next);
    },
  });
  const regionId = useId();
  const headerGroups = table.getHeaderGroups();
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    // The region scrolls sideways on phones; it is focusable so keyboard users can scroll it too.
    <section
      aria-labelledby={regionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table
        className="w-full border-collapse text-left text-sm sm:min-w-max"
        aria-busy={loading || undefined}
        data-testid={testId}
      >
        <caption id={regionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {headerGroups.map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort() && onSortingChange !== undefined;
                const dir = header.column.getIsSorted();
                const className = header.column.columnDef.meta?.className ?? "";
                const label = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sortable ? (dir === "asc" ? "ascending" : dir === "desc" ? "descending" : "none") : undefined
                    }
                    className={`border-b border-slate-200 px-3 py-3 sm:px-4 sm:whitespace-nowrap ${className}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="-mx-2 inline-flex min-h-9 items-center gap-1 rounded-md px-2 uppercase hover:bg-slate-200"
                      >
                        {label}
                        {dir === "asc" ? (
                          <ArrowUp aria-hidden className="size-4" />
                        ) : dir === "desc" ? (
                          <ArrowDown aria-hidden className="size-4" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-4 text-slate-500" />
                        )}
                        <span className="sr-only">{t("ui.sort_toggle")}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {loading ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <tr key={i}>
                {table.getVisibleLeafColumns().map((column) => (
                  <td key={column.id} className={`px-3 py-4 sm:px-4 ${column.columnDef.meta?.className ?? ""}`}>
                    <span className="block h-4 w-full max-w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
                  </td>
                ))}
              </tr>
            ))
          ) : data.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-3 py-12 text-center sm:px-4">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="align-middle hover:bg-slate-50" data-testid="table-row">
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return meta?.rowHeader ? (
                    <th
                      key={cell.id}
                      scope="row"
                      className={`px-3 py-3 text-left font-normal sm:px-4 ${meta.className ?? ""}`}
                    >
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={`px-3 py-3 sm:px-4 ${meta?.className ?? ""}`}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading ? (
        <p className="sr-only" role="status">
          {t("ui.loading")}
        </p>
      ) : null}
    </section>
  );
}

/** The empty state of a list: an icon, a sentence and, when the list is not filtered, an action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-2 text-slate-600">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">{icon}</span>
      <p className="font-semibold text-slate-900">{title}</p>
      {text ? <p className="text-sm whitespace-normal">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/**
 * Paging under a list: "1–15 of 42", the page size, and previous / page / next. `total` and
 * `lastPage` come from the list's `meta`.
 */
export function Pagination({
  page,
  lastPage,
  limit,
  total,
  onPage,
  onLimit,
}: {
  page: number;
  lastPage: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation("catalog_admin");
  const { locale } = useRootBasics();
  const sizeId = useId();
  const nf = new Intl.NumberFormat(localeTag[locale]);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const pages = pageNumbers(page, lastPage, 1);

  return (
    <div className="mt-4 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p aria-live="polite" data-testid="list-total">
          {t("ui.showing", { from: nf.format(from), to: nf.format(to), total: nf.format(total) })}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{t("ui.page_size")}</label>
          <select
            id={sizeId}
            value={limit}
            onChange={(e) => onLimit(Number(e.target.value))}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-2 py-1"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      {lastPage > 1 ? (
        <nav aria-label={t("ui.pagination")}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                onClick={() => onPage(page - 1)}
                disabled={page <= 1}
                className="flex min-h-11 items-center gap-1 rounded-md px-3 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
              >
                <ChevronLeft aria-hidden className="size-4" />
                <span className="sr-only sm:not-sr-only">{t("ui.previous")}</span>
              </button>
            </li>
            {pages.map((p, i) =>
              p === "gap" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
                  …
                </li>
              ) : (
                <li key={p}>
                  <button
                    type="button"
                    onClick={() => onPage(p)}
                    aria-current={p === page ? "page" : undefined}
                    aria-label={t("ui.page_n", { page: p })}
                    className={`min-h-11 min-w-11 rounded-md px-2 font-medium ${p === page ? "bg-brand-700 text-white" : "hover:bg-slate-100"}`}
                  >
                    {nf.format(p)}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                onClick={() => onPage(page + 1)}
                disabled={page >= lastPage}
                className="flex min-h-11 items-center gap-1 rounded-md px-3 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
              >
                <span className="sr-only sm:not-sr-only">{t("ui.next")}</span>
                <ChevronRight aria-hidden className="size-4" />
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** The "order" column of a list of sorted records (content records, bank accounts). */
export function sortOrderColumn<T extends { sort_order: number }>(header: string): ColumnDef<T> {
  return {
    id: "order",
    header: () => header,
    cell: ({ row }) => <span className="tabular-nums">{row.original.sort_order}</span>,
    meta: { className: "hidden w-px whitespace-nowrap sm:table-cell" },
  };
}
