import type { DocumentCountsDto, DocumentKind, GuestDocumentDto, RequirementDto } from "./document.contract";
import { countDocuments, isReady } from "./document.rules";
import type { ReadinessCellDto, ReadinessFilter } from "./readiness.contract";

/*
 * The readiness board's rules (docs/product.md §Readiness board), pure and unit-tested beside:
 * the grid's cells, what a filter keeps, the counts, which bookings a reminder concerns. The
 * statuses themselves come from toGuestDocuments (one rule for the booking page and the board).
 */

/** A guest's cells in the columns' order: a document that applies, or a "not required" cell. */
export function readinessCells(columns: RequirementDto[], documents: GuestDocumentDto[]): ReadinessCellDto[] {
  return columns.map((col) => {
    const doc = documents.find((d) => d.kind === col.kind);
    return doc
      ? { kind: col.kind, required: true, status: doc.status, due_on: doc.due_on, overdue: doc.overdue }
      : { kind: col.kind, required: false, status: null, due_on: null, overdue: false };
  });
}

/** Whether a cell matches the status filter ("overdue" is a flag, the others a status). */
export function cellMatches(cell: ReadinessCellDto, status: ReadinessFilter): boolean {
  if (!cell.required) return false;
  return status === "overdue" ? cell.overdue : cell.status === status;
}

/**
 * Whether a guest's row stays under the filters: with a kind, that document must apply (and match
 * the status when one is given); with a status only, any of the guest's documents must match.
 */
export function rowMatches(
  cells: ReadinessCellDto[],
  filter: { kind?: DocumentKind; status?: ReadinessFilter },
): boolean {
  const considered = cells.filter((c) => c.required && (!filter.kind || c.kind === filter.kind));
  if (filter.kind && considered.length === 0) return false;
  const { status } = filter;
  if (!status) return true;
  return considered.some((c) => cellMatches(c, status));
}

/** Whether a search (code, contact or guest name; any case, any part) finds a row. */
export function searchMatches(search: string | undefined, texts: string[]): boolean {
  const q = search?.trim().toLocaleLowerCase();
  if (!q) return true;
  return texts.some((t) => t.toLocaleLowerCase().includes(q));
}

/** The counts of some guests' documents; with `kind`, only that kind's. */
export function countCells(rows: ReadinessCellDto[][], kind?: DocumentKind): DocumentCountsDto {
  const statuses = rows.flatMap((cells) =>
    cells.filter((c) => c.required && c.status && (!kind || c.kind === kind)).map((c) => c.status ?? "missing"),
  );
  return countDocuments(statuses);
}

export const overdueCount = (rows: ReadinessCellDto[][]) => rows.flat().filter((c) => c.overdue).length;

/** Ready when every applicable document of every guest is verified (no guest, nothing required: ready). */
export const departureReady = (rows: ReadinessCellDto[][]) => isReady(countCells(rows));

/** A document a reminder asks for: not handed in yet, or rejected. */
export const needsReminder = (status: string | null) => status === "missing" || status === "rejected";

/**
 * The bookings a reminder concerns, each with how many documents it asks for: those with a guest
 * whose applicable document is missing or rejected; with `only`, just those among them.
 */
export function bookingsToRemind(
  rows: { booking_id: string; cells: ReadinessCellDto[] }[],
  only?: string[],
): Map<string, number> {
  const keep = only ? new Set(only) : null;
  const out = new Map<string, number>();
  for (const row of rows) {
    if (keep && !keep.has(row.booking_id)) continue;
    const asked = row.cells.filter((c) => c.required && needsReminder(c.status)).length;
    if (asked > 0) out.set(row.booking_id, (out.get(row.booking_id) ?? 0) + asked);
  }
  return out;
}

/** Whether a booking reminded at `last` is still in its quiet window at `now` (decision 046). */
export function recentlyReminded(last: Date | null, now: Date, quietMinutes: number): boolean {
  return last !== null && now.getTime() - last.getTime() < quietMinutes * 60_000;
}
