import type { ReactNode } from "react";

/** A column of a table's header: its title, `end` to right-align it over numbers, a class of its own. */
export interface ColumnHead {
  label: ReactNode;
  end?: boolean;
  className?: string;
}

/**
 * The header cells of a table (`<th scope="col">` each, in the caller's row), all of one look
 * (`className`); a column left out (`false`) is not drawn.
 */
export function ColumnHeads({ className, columns }: { className?: string; columns: readonly (ColumnHead | false)[] }) {
  return columns.map((c, i) =>
    c ? (
      // A header's columns are fixed: their place is their key.
      // biome-ignore lint/suspicious/noArrayIndexKey: the columns never reorder
      <th key={i} scope="col" className={[className, c.end && "text-right", c.className].filter(Boolean).join(" ")}>
        {c.label}
      </th>
    ) : null,
  );
}
