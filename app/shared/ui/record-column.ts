import type { ReactNode } from "react";
import type { ColumnDef } from "./data-table";

/**
 * A column of a `DataTable` whose cell is drawn from the row's record, in one call:
 * `recordColumn("total", () => t("column.total"), (b) => …, { className: "hidden sm:table-cell" })`.
 * It spares each column the `cell: ({ row }) => { const b = row.original; … }` unwrapping; the
 * object form stays for columns with sorting or other options.
 */
export function recordColumn<T>(
  id: string,
  header: () => ReactNode,
  cell: (record: T) => ReactNode,
  meta?: { className?: string; rowHeader?: boolean },
): ColumnDef<T> {
  return { id, header, cell: ({ row }) => cell(row.original), ...(meta ? { meta } : {}) };
}
