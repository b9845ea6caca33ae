import type { ComponentProps } from "react";
import { DataTable } from "./data-table";

// One stable empty array while loading: DataTable wants referentially stable data.
const NO_ROWS: never[] = [];

/**
 * A `DataTable` of one page of a server list: `rows` is undefined until the page arrives (the
 * table shows its skeleton rows), then the records, each row keyed by the record's id.
 */
export function PageTable<T extends { id: string | number }>({
  rows,
  ...table
}: Omit<ComponentProps<typeof DataTable<T>>, "data" | "loading" | "getRowId"> & { rows: T[] | undefined }) {
  return <DataTable<T> data={rows ?? NO_ROWS} loading={!rows} getRowId={(row) => String(row.id)} {...table} />;
}
