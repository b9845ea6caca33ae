import { useTranslation } from "react-i18next";
import { tourIdParam } from "#app/modules/catalog/catalog.contract";
import { getTour } from "#app/modules/catalog/.server/get-tour";
import { DepartureChooser } from "#app/modules/catalog/ui/departure-chooser";
import { plainText } from "#app/modules/catalog/ui/format";
import {
  sectionTitle,
  TourBreadcrumb,
  TourDescription,
  TourExtras,
  TourFacilities,
  TourFactsCard,
  TourHeader,
  TourItinerary,
} from "#app/modules/catalog/ui/tour-detail-sections";
import { TourGallery } from "#app/modules/catalog/ui/tour-gallery";
import { productJsonLd } from "#app/modules/catalog/ui/tour-json-ld";
import type { AgencyLicences } from "#app/modules/setting/setting.contract";
import { serverT } from "#app/shared/i18n/server";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import type { Currency } from "#app/shared/money";
import { absoluteUrl, localizedUrl, seoContext, seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/tour-detail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  const input = paramOr404(tourIdParam, { id: params.tour_id });
  // Unknown and unpublished packages are the same real 404 (the root error page).
  const tour = await orNotFound(() => getTour({ ctx, input }));
  const t = serverT(ctx.locale, "catalog");
  const description = plainText(tour.description, 160) || t("detail.description_fallback", { name: tour.name });
  return { tour, seo: { description, breadcrumb: { home: t("detail.home"), packages: t("detail.packages") } } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return seoMeta({ matches, location }, { noindex: true });
  const { tour, seo } = loaderData;
  const { origin, locale, setting } = seoContext(matches);
  const currency = (matches.find((m) => m?.id === "root")?.loaderData as { setting?: { currency?: Currency } })?.setting
    ?.currency;
  const url = localizedUrl(origin, location.pathname, locale);
  const jsonLd: Record<string, unknown>[] = [
    productJsonLd(
      tour,
      url,
      (path) => absoluteUrl(origin, path),
      currency ?? "IDR",
      setting?.name ?? "",
      (setting as AgencyLicences | undefined) ?? null,
    ),
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: seo.breadcrumb.home, item: localizedUrl(origin, "/", locale) },
        {
          "@type": "ListItem",
          position: 2,
          name: seo.breadcrumb.packages,
          item: localizedUrl(origin, "/tour", locale),
        },
        { "@type": "ListItem", position: 3, name: tour.name, item: url },
      ],
    },
  ];
  return seoMeta(
    { matches, location },
    {
      title: tour.name,
      description: seo.description,
      image: tour.cover ?? tour.gallery[0] ?? null,
      imageAlt: tour.name,
      // An admin previewing a draft must not leave it in a search index.
      noindex: tour.status !== "published",
      jsonLd,
    },
  );
};

/** /tour/:tour_id: everything about one package, its departures and the way to book one. */
export default function TourDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { tour } = loaderData;
  const images = [tour.cover, ...tour.gallery].filter(
    (image, i, all): image is NonNullable<typeof image> =>
      Boolean(image) && all.findIndex((other) => other?.id === image?.id) === i,
  );

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:py-8 lg:px-6">
      <TourBreadcrumb tour={tour} />
      <TourHeader tour={tour} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-1">
          <TourGallery key={tour.id} name={tour.name} images={images} />
        </div>

        <TourFactsCard tour={tour} />

        <div className="space-y-10 lg:col-start-1">
          <section id="departures" aria-labelledby="departures-title" className="scroll-mt-4">
            <h2 id="departures-title" className={sectionTitle}>
              {t("detail.departures_title")}
            </h2>
            <div className="mt-3">
              <DepartureChooser key={tour.id} tour={tour} departures={tour.departures} />
            </div>
          </section>
          <TourDescription tour={tour} />
          <TourItinerary tour={tour} />
          <TourFacilities tour={tour} />
          <TourExtras tour={tour} />
        </div>
      </div>
    </article>
  );
}
