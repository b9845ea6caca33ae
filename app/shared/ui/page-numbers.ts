/**
 * The page numbers a pager shows: the first, the last, `around` either side of the current one,
 * and a gap where numbers are left out. The panel's tables show one either side, the storefront's
 * lists two.
 */
export function pageNumbers(page: number, last: number, around: number): (number | "gap")[] {
  const wanted = new Set([1, last]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= last) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
    out.push(p);
  }
  return out;
}
