import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A page above the current one in a breadcrumb; `long`: a name that may be long, cut to one line. */
export interface Crumb {
  to: string;
  label: ReactNode;
  long?: boolean;
}

/**
 * A storefront page's trail (`label` names the navigation): links to the pages above it, each
 * followed by a chevron, then the page itself (aria-current); `longCurrent` cuts its name to one line.
 */
export function Breadcrumb({
  label,
  links,
  current,
  longCurrent,
}: {
  label: string;
  links: readonly Crumb[];
  current: ReactNode;
  longCurrent?: boolean;
}) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {links.map((c) => (
          <li key={c.to} className={c.long ? "flex min-w-0 items-center gap-1" : "flex items-center gap-1"}>
            <Link
              to={c.to}
              className={
                c.long ? "line-clamp-1 hover:text-brand-700 hover:underline" : "hover:text-brand-700 hover:underline"
              }
            >
              {c.label}
            </Link>
            <ChevronRight aria-hidden="true" className={c.long ? "size-4 shrink-0" : "size-4"} />
          </li>
        ))}
        <li
          aria-current="page"
          className={longCurrent ? "line-clamp-1 font-medium text-slate-800" : "font-medium text-slate-800"}
        >
          {current}
        </li>
      </ol>
    </nav>
  );
}
