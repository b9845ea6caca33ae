import { useTranslation } from "react-i18next";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";

export type DepartureStatus = "available" | "full" | "closed" | "departed";

/** Why a departure can or cannot be booked; the server's `bookable` is the truth. */
export function departureStatus(d: Pick<DepartureDto, "bookable" | "full_booked" | "is_open">): DepartureStatus {
  if (d.bookable) return "available";
  if (d.full_booked) return "full";
  if (!d.is_open) return "closed";
  return "departed";
}

const tone: Record<DepartureStatus, string> = {
  available: "bg-brand-50 text-brand-800 ring-brand-600/30",
  full: "bg-red-50 text-red-800 ring-red-700/30",
  closed: "bg-slate-100 text-slate-700 ring-slate-500/30",
  departed: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

/** The "full booked" badge and its siblings; the full one carries the test id the journeys look for. */
export function DepartureBadge({ state, className = "" }: { state: DepartureStatus; className?: string }) {
  const { t } = useTranslation("catalog");
  const label = {
    available: t("departure.available"),
    full: t("departure.full_booked"),
    closed: t("departure.closed"),
    departed: t("departure.departed"),
  }[state];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone[state]} ${className}`}
      data-testid={state === "full" ? "full-booked" : undefined}
    >
      {label}
    </span>
  );
}
