import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/**
 * The top of a panel screen: an optional way back, the `h1`, a sentence about the screen and
 * its main actions (e.g. "Add package"), which wrap under the title on phones.
 */
export function PageHeader({
  title,
  description,
  back,
  actions,
}: {
  title: string;
  description?: string;
  back?: { to: string; label: string };
  actions?: React.ReactNode;
}) {
  return (
    <header className="mb-6">
      {back ? (
        <Link
          to={back.to}
          className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** A card grouping related fields of a form, with its own heading. */
export function FormSection({
  title,
  description,
  children,
  actions,
  className = "",
  headingLevel = 2,
  testId,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  testId?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
      data-testid={testId}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Class names of the buttons and button-like links used across the panel screens. */
export const buttonClass = {
  primary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70",
  secondary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-70",
  danger:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-70",
  /** A square icon button of a table row or an editor item (the label is sr-only). */
  icon: "inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
  iconDanger:
    "inline-flex size-11 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60",
};

/** A small coloured label (statuses, "featured", "full booked"). */
export function Badge({
  tone = "slate",
  children,
  testId,
}: {
  tone?: "slate" | "green" | "amber" | "red" | "blue";
  children: React.ReactNode;
  testId?: string;
}) {
  const tones = {
    slate: "bg-slate-100 text-slate-800 ring-slate-300",
    green: "bg-emerald-50 text-emerald-800 ring-emerald-300",
    amber: "bg-amber-50 text-amber-900 ring-amber-300",
    red: "bg-red-50 text-red-800 ring-red-300",
    blue: "bg-sky-50 text-sky-900 ring-sky-300",
  };
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
