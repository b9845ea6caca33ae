import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** The frame of a home page section, and its title's look (the packages, the testimonies, the gallery…). */
export const homeSectionClass = "mx-auto max-w-7xl px-4 py-12 lg:px-6";
export const homeSectionTitleClass = "text-2xl font-bold text-slate-900";

/**
 * The heading of a home section with a link to all of its items (packages, destinations, photos):
 * the catalogue's and the content's sections look alike because they are drawn here.
 */
export function HomeSectionHeader({
  id,
  title,
  text,
  more,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  text: string;
  /** The link to all of the section's items. */
  more: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className={homeSectionTitleClass}>
          {title}
        </h2>
        <p className="mt-2 text-slate-700">{text}</p>
      </div>
      <Link
        to={more.to}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
      >
        {more.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
