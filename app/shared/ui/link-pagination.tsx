import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageNumbers } from "./page-numbers";

const itemClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium";

/** Plain links to the other pages of a list, so paging works without JavaScript and for crawlers. */
export function LinkPagination({
  page,
  lastPage,
  href,
}: {
  page: number;
  lastPage: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={`${itemClass} text-brand-700 hover:bg-brand-50`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("pagination.previous")}
            </Link>
          ) : null}
        </li>
        {pageNumbers(page, lastPage, 2).map((p, i) =>
          p === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: p })}
                className={`${itemClass} ${p === page ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100"}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to={href(page + 1)} rel="next" className={`${itemClass} text-brand-700 hover:bg-brand-50`}>
              {t("pagination.next")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
