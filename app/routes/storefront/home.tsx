import { ArrowRight, Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { listDestinations } from "#app/modules/catalog/server/list-destinations";
import { listTours } from "#app/modules/catalog/server/list-tours";
import { listPartners } from "#app/modules/content/server/list-partners";
import { listPhotos } from "#app/modules/content/server/list-photos";
import { listSliders } from "#app/modules/content/server/list-sliders";
import { listTestimonies } from "#app/modules/content/server/list-testimonies";
import { HomeSlider } from "#app/modules/content/ui/home-slider";
import { GalleryPreview, Partners, Testimonials, WhatsappCta } from "#app/modules/content/ui/home-sections";
import { DestinationCard } from "#app/modules/catalog/ui/destination-card";
import { TourCard } from "#app/modules/catalog/ui/tour-card";
import { serverT } from "#app/shared/i18n/server";
import { useRootData } from "#app/root";
import { seoMeta } from "#app/routes/seo/seo-meta";
import type { Route } from "./+types/home";
import type { loader as layoutLoader } from "./layout";

const HOME_LIMIT = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const [featured, destinations, slides, testimonies, partners, photos] = await Promise.all([
    listTours({ ctx, input: { page: 1, limit: HOME_LIMIT, featured: true, sort: "latest" } }),
    listDestinations({ ctx, input: { page: 1, limit: HOME_LIMIT } }),
    listSliders({ ctx, input: { page: 1, limit: 8 } }),
    listTestimonies({ ctx, input: { page: 1, limit: 6 } }),
    listPartners({ ctx, input: { page: 1, limit: 12 } }),
    listPhotos({ ctx, input: { page: 1, limit: 6 } }),
  ]);
  // No package marked featured yet: the newest ones stand in, under an honest title.
  const latest =
    featured.data.length > 0 ? null : await listTours({ ctx, input: { page: 1, limit: HOME_LIMIT, sort: "latest" } });
  return {
    // Meta runs outside React, so the translated title is made here, on the server.
    tagline: serverT(ctx.locale, "common")("home.tagline"),
    tours: latest ? latest.data : featured.data,
    toursKind: latest ? ("latest" as const) : ("featured" as const),
    destinations: destinations.data,
    slides: slides.data,
    testimonies: testimonies.data,
    partners: partners.data,
    photos: photos.data,
  };
}

// The home title leads with the site's name, then what it sells, in the visitor's language.
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const setting = matches[0]?.loaderData?.setting;
  return seoMeta(
    { matches, location },
    {
      fullTitle: [setting?.name, loaderData?.tagline].filter(Boolean).join(" | "),
      image: loaderData?.slides[0]?.image ?? loaderData?.tours.find((tour) => tour.cover)?.cover,
      imageAlt: setting?.name,
    },
  );
};

const sectionClass = "mx-auto max-w-7xl px-4 py-12 lg:px-6";
const sectionTitleClass = "text-2xl font-bold text-slate-900";
const moreLinkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800";

/**
 * Home: who the agency is, its featured packages, the package categories and the
 * destinations. Only real data: sections without any stay out.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const { t: tc } = useTranslation("catalog");
  const { setting } = useRootData();
  const layout = useRouteLoaderData<typeof layoutLoader>("layout-main");
  const categories = layout?.categories ?? [];
  const { tours, toursKind, destinations, slides, testimonies, partners, photos } = loaderData;
  return (
    <>
      <HomeSlider slides={slides} />
      {/* With slides above, the introduction stays (the page's h1) but takes less room. */}
      <section className="bg-gradient-to-br from-brand-800 to-brand-700 text-white">
        <div className={`mx-auto max-w-7xl px-4 lg:px-6 ${slides.length > 0 ? "py-8 sm:py-10" : "py-14 sm:py-20"}`}>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("home.tagline")}</p>
          <h1
            className={`mt-2 max-w-3xl font-bold ${slides.length > 0 ? "text-2xl sm:text-4xl" : "text-3xl sm:text-5xl"}`}
          >
            {setting.name}
          </h1>
          {setting.description ? (
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">{setting.description}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/tour"
              className="inline-flex min-h-12 items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("home.cta_packages")}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to="/contact-us"
              className="inline-flex min-h-12 items-center rounded-md border border-white/80 px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t("home.cta_contact")}
            </Link>
          </div>
        </div>
      </section>

      {tours.length > 0 ? (
        <section aria-labelledby="home-tours" className={sectionClass}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="home-tours" className={sectionTitleClass}>
                {toursKind === "featured" ? tc("home.featured_title") : tc("home.latest_title")}
              </h2>
              <p className="mt-2 text-slate-700">
                {toursKind === "featured" ? tc("home.featured_text") : tc("home.latest_text")}
              </p>
            </div>
            <Link to="/tour" className={moreLinkClass}>
              {tc("home.see_all")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {tours.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-categories" className={sectionClass}>
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

      {destinations.length > 0 ? (
        <section aria-labelledby="home-destinations" className={sectionClass}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="home-destinations" className={sectionTitleClass}>
                {tc("home.destinations_title")}
              </h2>
              <p className="mt-2 text-slate-700">{tc("home.destinations_text")}</p>
            </div>
            <Link to="/destination" className={moreLinkClass}>
              {tc("home.see_all_destinations")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((d) => (
              <li key={d.id}>
                <DestinationCard destination={d} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Testimonials testimonies={testimonies} />
      <GalleryPreview photos={photos} />
      <Partners partners={partners} />
      <WhatsappCta number={setting.whatsapp} siteName={setting.name} />
    </>
  );
}
