import { ArrowRight, Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DestinationDto, TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { DestinationCard } from "./destination-card";
import { TourCard } from "./tour-card";
import { HomeSectionHeader, homeSectionClass } from "#app/shared/ui/site/home-section";

/** A home section of cards (packages, destinations): its heading with a link to all of them, then the cards. */
function CardSection<I extends { id: number }>({
  id,
  title,
  text,
  more,
  items,
  card,
}: {
  id: string;
  title: string;
  text: string;
  more: { to: string; label: string };
  items: readonly I[];
  card: (item: I) => React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={homeSectionClass}>
      <HomeSectionHeader id={id} title={title} text={text} more={more} />
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The home page's packages: the featured ones, or the newest under an honest title. */
export function HomeTours({ tours, kind }: { tours: TourSummaryDto[]; kind: "featured" | "latest" }) {
  const { t: tc } = useTranslation("catalog");
  if (tours.length === 0) return null;
  return (
    <CardSection
      id="home-tours"
      title={kind === "featured" ? tc("home.featured_title") : tc("home.latest_title")}
      text={kind === "featured" ? tc("home.featured_text") : tc("home.latest_text")}
      more={{ to: "/tour", label: tc("home.see_all") }}
      items={tours}
      card={(tour) => <TourCard tour={tour} />}
    />
  );
}

/** The package categories, each a way into the package list. */
export function HomeCategories({ categories }: { categories: { id: number; name: string }[] }) {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="home-categories" className={homeSectionClass}>
      <h2 id="home-categories" className="text-2xl font-bold text-slate-900">
        {t("home.categories_title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("home.categories_text")}</p>
      {categories.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/tour?category_id=${c.id}`}
                className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Compass aria-hidden="true" className="size-6" />
                </span>
                <span className="flex-1">
                  <span className="block text-lg font-semibold text-slate-900">{c.name}</span>
                  <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                    {t("home.category_cta")}
                    <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg bg-slate-50 p-6 text-slate-700">{t("home.no_categories")}</p>
      )}
    </section>
  );
}

/** The destinations, when there are any. */
export function HomeDestinations({ destinations }: { destinations: DestinationDto[] }) {
  const { t: tc } = useTranslation("catalog");
  if (destinations.length === 0) return null;
  return (
    <CardSection
      id="home-destinations"
      title={tc("home.destinations_title")}
      text={tc("home.destinations_text")}
      more={{ to: "/destination", label: tc("home.see_all_destinations") }}
      items={destinations}
      card={(d) => <DestinationCard destination={d} />}
    />
  );
}
