import { CalendarDays, Check, ChevronRight, Clock, MapPin, Tag, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { type TourDetailDto, tourIdParam } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { getTour } from "#app/modules/catalog/server/get-tour";
import { DepartureChooser } from "#app/modules/catalog/ui/departure-chooser";
import { largestVariant, plainText, useCatalogFormat } from "#app/modules/catalog/ui/format";
import { Price } from "#app/modules/catalog/ui/price";
import { TourGallery } from "#app/modules/catalog/ui/tour-gallery";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { type Currency, MINOR_DIGITS, toMajor } from "#app/shared/money";
import { absoluteUrl, localizedUrl, seoContext, seoMeta } from "#app/routes/seo/seo-meta";
import type { Route } from "./+types/tour-detail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  const parsed = tourIdParam.safeParse({ id: params.tour_id });
  if (!parsed.success) throw data(null, { status: 404 });
  let tour: TourDetailDto;
  try {
    tour = await getTour({ ctx, input: parsed.data });
  } catch (error) {
    // Unknown and unpublished packages are the same real 404 (the root error page).
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
  const t = serverT(ctx.locale, "catalog");
  const description = plainText(tour.description, 160) || t("detail.description_fallback", { name: tour.name });
  return { tour, seo: { description, breadcrumb: { home: t("detail.home"), packages: t("detail.packages") } } };
}

/** A price in major units as schema.org wants it: "25000000", "1250.50". */
function schemaPrice(minor: number, currency: Currency): string {
  const major = toMajor(minor, currency);
  return Number.isInteger(major) ? String(major) : major.toFixed(MINOR_DIGITS[currency]);
}

/** schema.org Product with an AggregateOffer over the bookable departures (prices after discount). */
function productJsonLd(tour: TourDetailDto, url: string, origin: string, currency: Currency, seller: string) {
  const discount = tour.discount_type ? { type: tour.discount_type, value: tour.discount_value } : null;
  const bookable = tour.departures.filter((d) => d.bookable);
  const prices = bookable.map((d) => displayPrice(d.price, discount));
  const images = [tour.cover, ...tour.gallery]
    .filter((i): i is NonNullable<typeof i> => Boolean(i))
    .map((i) => absoluteUrl(origin, largestVariant(i).url));
  const seller_ = seller ? { seller: { "@type": "Organization", name: seller } } : {};
  const offers =
    prices.length > 0
      ? {
          "@type": "AggregateOffer",
          priceCurrency: currency,
          lowPrice: schemaPrice(Math.min(...prices), currency),
          highPrice: schemaPrice(Math.max(...prices), currency),
          offerCount: prices.length,
          availability: "https://schema.org/InStock",
          url,
          ...seller_,
          offers: bookable.map((d, i) => ({
            "@type": "Offer",
            name: `${tour.name} (${d.start_date} – ${d.end_date})`,
            price: schemaPrice(prices[i], currency),
            priceCurrency: currency,
            availability: "https://schema.org/InStock",
            validThrough: d.start_date,
            url,
          })),
        }
      : {
          "@type": "Offer",
          price: schemaPrice(tour.display_price, currency),
          priceCurrency: currency,
          availability: "https://schema.org/SoldOut",
          url,
          ...seller_,
        };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: tour.name,
    description: plainText(tour.description, 5000) || tour.name,
    sku: tour.code,
    url,
    ...(images.length ? { image: images } : {}),
    ...(tour.categories.length ? { category: tour.categories.map((c) => c.name).join(", ") } : {}),
    ...(seller ? { brand: { "@type": "Brand", name: seller } } : {}),
    offers,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return seoMeta({ matches, location }, { noindex: true });
  const { tour, seo } = loaderData;
  const { origin, locale, setting } = seoContext(matches);
  const currency = (matches.find((m) => m?.id === "root")?.loaderData as { setting?: { currency?: Currency } })?.setting
    ?.currency;
  const url = localizedUrl(origin, location.pathname, locale);
  const jsonLd: Record<string, unknown>[] = [
    productJsonLd(tour, url, origin, currency ?? "IDR", setting?.name ?? ""),
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

const sectionTitle = "text-xl font-bold text-slate-900";
// Server-sanitised rich text: spacing and lists without a typography plugin.
const richText =
  "mt-3 space-y-3 leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6";

/** /tour/:tour_id: everything about one package, its departures and the way to book one. */
export default function TourDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { money } = useCatalogFormat();
  const { tour } = loaderData;
  const images = [tour.cover, ...tour.gallery].filter(
    (image, i, all): image is NonNullable<typeof image> =>
      Boolean(image) && all.findIndex((other) => other?.id === image?.id) === i,
  );
  const included = tour.facilities.filter((f) => f.included);
  const excluded = tour.facilities.filter((f) => !f.included);

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:py-8 lg:px-6">
      <nav aria-label={t("detail.breadcrumb")} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li className="flex items-center gap-1">
            <Link to="/" className="hover:text-brand-700 hover:underline">
              {t("detail.home")}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
          <li className="flex items-center gap-1">
            <Link to="/tour" className="hover:text-brand-700 hover:underline">
              {t("detail.packages")}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
          <li aria-current="page" className="line-clamp-1 font-medium text-slate-800">
            {tour.name}
          </li>
        </ol>
      </nav>

      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{tour.name}</h1>
        <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <Tag aria-hidden="true" className="size-4 text-brand-700" />
            {t("detail.code")}: <span className="font-mono font-semibold text-slate-900">{tour.code}</span>
          </li>
          {tour.destination ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-brand-700" />
              <span className="sr-only">{t("detail.destination")}: </span>
              <Link to={`/tour?destination_id=${tour.destination.id}`} className="hover:text-brand-700 hover:underline">
                {tour.destination.name}
              </Link>
            </li>
          ) : null}
          {tour.duration_days ? (
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-brand-700" />
              <span className="sr-only">{t("detail.duration")}: </span>
              {t("card.duration", { count: tour.duration_days })}
            </li>
          ) : null}
        </ul>
        {tour.categories.length > 0 ? (
          <ul aria-label={t("detail.categories")} className="mt-3 flex flex-wrap gap-2">
            {tour.categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/tour?category_id=${c.id}`}
                  className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-1">
          <TourGallery key={tour.id} name={tour.name} images={images} />
        </div>

        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
            <Price
              base={tour.base_price}
              price={tour.display_price}
              discount={tour}
              from
              size="lg"
              testId="tour-detail-price"
            />
            <h2 className="sr-only">{t("detail.facts")}</h2>
            <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t("detail.min_pax")}</dt>
                <dd className="font-medium text-slate-900">{t("detail.pax", { count: tour.min_pax })}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t("detail.max_pax")}</dt>
                <dd className="font-medium text-slate-900">
                  {tour.max_pax ? t("detail.pax", { count: tour.max_pax }) : t("detail.no_limit")}
                </dd>
              </div>
              {tour.min_payment > 0 ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t("detail.deposit")}</dt>
                  <dd className="text-right font-medium text-slate-900" suppressHydrationWarning>
                    {t("detail.per_pax_amount", { amount: money(tour.min_payment) })}
                  </dd>
                </div>
              ) : null}
            </dl>
            <a
              href="#departures"
              className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              <CalendarDays aria-hidden="true" className="size-5" />
              {t("detail.see_departures")}
            </a>
          </div>
        </aside>

        <div className="space-y-10 lg:col-start-1">
          <section id="departures" aria-labelledby="departures-title" className="scroll-mt-4">
            <h2 id="departures-title" className={sectionTitle}>
              {t("detail.departures_title")}
            </h2>
            <div className="mt-3">
              <DepartureChooser key={tour.id} tour={tour} departures={tour.departures} />
            </div>
          </section>

          {tour.description ? (
            <section aria-labelledby="description-title">
              <h2 id="description-title" className={sectionTitle}>
                {t("detail.description_title")}
              </h2>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich text sanitised on save by the server */}
              <div className={richText} dangerouslySetInnerHTML={{ __html: tour.description }} />
            </section>
          ) : null}

          {tour.itinerary.length > 0 ? (
            <section aria-labelledby="itinerary-title">
              <h2 id="itinerary-title" className={sectionTitle}>
                {t("detail.itinerary_title")}
              </h2>
              <ol className="mt-4 space-y-0" data-testid="itinerary">
                {tour.itinerary.map((day, i) => (
                  <li key={day.day} className="relative flex gap-4 pb-6 last:pb-0">
                    {i < tour.itinerary.length - 1 ? (
                      <span aria-hidden="true" className="absolute top-10 bottom-0 left-5 w-px bg-brand-100" />
                    ) : null}
                    <span className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                      {day.day}
                    </span>
                    <div className="min-w-0 pt-1">
                      <h3 className="font-semibold text-slate-900">
                        <span className="sr-only">{t("detail.day", { day: day.day })}: </span>
                        {day.title}
                      </h3>
                      {day.description ? (
                        <p className="mt-1 leading-relaxed whitespace-pre-line text-slate-700">{day.description}</p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          {tour.facilities.length > 0 ? (
            <section aria-labelledby="facilities-title">
              <h2 id="facilities-title" className={sectionTitle}>
                {t("detail.facilities_title")}
              </h2>
              <div className="mt-4 grid gap-6 sm:grid-cols-2">
                {included.length > 0 ? (
                  <div>
                    <h3 className="mb-2 font-semibold text-brand-800">{t("detail.included")}</h3>
                    <ul className="space-y-2" data-testid="facilities-included">
                      {included.map((f) => (
                        <li key={f.name} className="flex items-start gap-2 text-slate-800">
                          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                          {f.name}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {excluded.length > 0 ? (
                  <div>
                    <h3 className="mb-2 font-semibold text-red-800">{t("detail.excluded")}</h3>
                    <ul className="space-y-2" data-testid="facilities-excluded">
                      {excluded.map((f) => (
                        <li key={f.name} className="flex items-start gap-2 text-slate-800">
                          <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                          {f.name}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            </section>
          ) : null}

          {tour.extras.length > 0 ? (
            <section aria-labelledby="extras-title" data-testid="extras">
              <h2 id="extras-title" className={sectionTitle}>
                {t("detail.extras_title")}
              </h2>
              <p className="mt-1 text-slate-700">{t("detail.extras_text")}</p>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                {tour.extras.map((attribute) => (
                  <div key={attribute.id} className="rounded-lg border border-slate-200 p-4">
                    <h3 className="font-semibold text-slate-900">{attribute.name}</h3>
                    <p className="text-xs text-slate-600">
                      {attribute.choice_rule === "single" ? t("detail.choose_one") : t("detail.choose_any")}
                    </p>
                    <ul className="mt-3 divide-y divide-slate-100 text-sm">
                      {attribute.details.map((detail) => (
                        <li key={detail.id} className="flex items-baseline justify-between gap-3 py-2">
                          <span className="text-slate-800">{detail.name}</span>
                          {detail.price > 0 ? (
                            <span className="text-right whitespace-nowrap">
                              <span className="font-semibold text-slate-900" suppressHydrationWarning>
                                {money(detail.price)}
                              </span>{" "}
                              <span className="text-xs text-slate-600">
                                {detail.per === "pax" ? t("detail.per_pax") : t("detail.per_booking")}
                              </span>
                            </span>
                          ) : (
                            <span className="text-right text-sm font-medium text-brand-800">
                              {t("detail.no_extra_cost")}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
