import { ArrowRight, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DestinationDto } from "#app/modules/catalog/catalog.contract";
import { TOUR_CARD_SIZES } from "./tour-card";

/** A destination with its packages count; the whole card links to its packages on /tour. */
export function DestinationCard({
  destination,
  eager = false,
  headingLevel = 3,
}: {
  destination: DestinationDto;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("catalog");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = destination.image;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md"
      data-testid="destination-card"
      data-destination-id={destination.id}
    >
      <div className="aspect-[16/10] bg-slate-100">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset}
            sizes={TOUR_CARD_SIZES}
            width={image.width ?? 800}
            height={image.height ?? 500}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700">
            <MapPin aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link
            to={`/tour?destination_id=${destination.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {destination.name}
          </Link>
        </Heading>
        {destination.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-slate-700">{destination.description}</p>
        ) : null}
        <p className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm font-medium text-brand-700">
          <span>
            {destination.tour_count > 0
              ? t("destinations.tour_count", { count: destination.tour_count })
              : t("destinations.no_tours")}
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
