import { ArrowRight, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DestinationDto } from "#app/modules/catalog/catalog.contract";
import { CardFrame, CardImage, CardTitle } from "./card-frame";
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
  return (
    <CardFrame testId="destination-card" data={{ "data-destination-id": destination.id }}>
      <div className="aspect-[16/10] bg-slate-100">
        <CardImage
          image={destination.image}
          sizes={TOUR_CARD_SIZES}
          height={500}
          eager={eager}
          icon={MapPin}
          iconClassName="text-brand-700"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CardTitle
          level={headingLevel}
          className="text-lg font-semibold text-slate-900"
          to={`/tour?destination_id=${destination.id}`}
        >
          {destination.name}
        </CardTitle>
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
    </CardFrame>
  );
}
