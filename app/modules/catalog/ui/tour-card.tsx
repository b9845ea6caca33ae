import { CalendarDays, Clock, ImageOff, MapPin, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { CardFrame, CardImage, CardTitle } from "./card-frame";
import { DepartureBadge } from "./departure-status";
import { useCatalogFormat } from "./format";
import { PackageLicences } from "./package-licences";
import { FromPrice } from "./price";

/** Image slots of the package grids: one column on phones, two from sm, three from lg (max-w-7xl). */
export const TOUR_CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) calc(33vw - 32px), (min-width: 640px) calc(50vw - 32px), calc(100vw - 32px)";

/**
 * One package in a grid (home and /tour): cover, name, where, how long, the next departure and
 * the per-pax price. The whole card is one link (the name's, stretched), so it is one tab stop.
 */
export function TourCard({
  tour,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  tour: TourSummaryDto;
  /** Cards of the first visible row load at once; the rest lazily. */
  eager?: boolean;
  /** The first card of a list page is likely its largest paint on a phone. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("catalog");
  const { date } = useCatalogFormat();
  const next = tour.next_departure;
  return (
    <CardFrame testId="tour-card" data={{ "data-tour-id": tour.id }}>
      <div className="relative aspect-[4/3] bg-slate-100">
        <CardImage
          image={tour.cover}
          sizes={TOUR_CARD_SIZES}
          height={600}
          eager={eager}
          priority={priority}
          icon={ImageOff}
          iconClassName="text-slate-400"
        />
        {tour.categories.length > 0 ? (
          <ul className="absolute top-2 left-2 flex flex-wrap gap-1">
            {tour.categories.slice(0, 2).map((c) => (
              <li
                key={c.id}
                className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm"
              >
                {c.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <CardTitle
          level={headingLevel}
          className="text-lg leading-snug font-semibold text-slate-900"
          to={`/tour/${tour.id}`}
          prefetch="intent"
        >
          {tour.name}
        </CardTitle>
        <ul className="space-y-1.5 text-sm text-slate-700">
          {tour.destination ? (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t("card.destination")}: </span>
                {tour.destination.name}
              </span>
            </li>
          ) : null}
          {tour.duration_days ? (
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span>{t("card.duration", { count: tour.duration_days })}</span>
            </li>
          ) : null}
          <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {next ? (
              <>
                <span>
                  {t("card.next_departure")}{" "}
                  <time dateTime={next.start_date} suppressHydrationWarning className="font-medium text-slate-900">
                    {date(next.start_date)}
                  </time>
                </span>
                {next.full_booked ? (
                  <DepartureBadge state="full" />
                ) : (
                  <span className="inline-flex items-center gap-1 text-brand-800">
                    <Users aria-hidden="true" className="size-4" />
                    {t("card.seats_left", { count: next.seats_left })}
                  </span>
                )}
              </>
            ) : (
              <span>{t("card.no_departure")}</span>
            )}
          </li>
        </ul>
        <PackageLicences kind={tour.kind} serial={tour.ad_approval_serial} testId="tour-card-licences" />
        <FromPrice tour={tour} size="sm" className="mt-auto border-t border-slate-100 pt-3" />
      </div>
    </CardFrame>
  );
}
