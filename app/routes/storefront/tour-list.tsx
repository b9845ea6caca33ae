import { useTranslation } from "react-i18next";
import { redirect, useLocation, useSearchParams } from "react-router";
import { listCategories } from "#app/modules/catalog/.server/taxonomy/list-categories";
import { listDestinations } from "#app/modules/catalog/.server/taxonomy/list-destinations";
import { listTours } from "#app/modules/catalog/.server/list-tours";
import { LinkPagination } from "#app/shared/ui/link-pagination";
import { TourCard } from "#app/modules/catalog/ui/tour-card";
import { TourListEmpty } from "#app/modules/catalog/ui/tour-list-empty";
import { parseTourFilters } from "#app/modules/catalog/.server/parse-tour-filters";
import { TourFilters, tourListHref } from "#app/modules/catalog/ui/tour-filters";
import { isLocale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/tour-list";

const PAGE_SIZE = 12;
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  const query = parseTourFilters(url, PAGE_SIZE);
  const input = {
    page: query.page,
    limit: PAGE_SIZE,
    search: query.search,
    category_id: query.category_id,
    destination_id: query.destination_id,
    sort: query.sort,
  };
  const [tours, categories, destinations] = await Promise.all([
    listTours({ ctx, input }),
    listCategories({ ctx, input: { page: 1, limit: -1 } }),
    listDestinations({ ctx, input: { page: 1, limit: -1 } }),
  ]);
  // Past the last page (an old link, a smaller result): go to the last one that exists.
  if (tours.meta.total > 0 && input.page > tours.meta.last_page) {
    const lang = url.searchParams.get("lang");
    throw redirect(tourListHref({ ...input, page: tours.meta.last_page, lang: isLocale(lang) ? lang : null }));
  }

  const t = serverT(ctx.locale, "catalog");
  const category = categories.data.find((c) => c.id === input.category_id);
  const destination = destinations.data.find((d) => d.id === input.destination_id);
  const title = category
    ? t("list.title_category", { name: category.name })
    : destination
      ? t("list.title_destination", { name: destination.name })
      : t("list.title");
  return {
    tours: tours.data,
    meta: tours.meta,
    filters: {
      category_id: category?.id,
      destination_id: destination?.id,
      search: input.search,
      sort: input.sort,
    },
    categories: categories.data.map((c) => ({ id: c.id, name: c.name })),
    destinations: destinations.data.map((d) => ({ id: d.id, name: d.name })),
    seo: { title, description: t("list.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return seoMeta({ matches, location }, { noindex: true });
  const { filters, meta, seo, tours } = loaderData;
  return seoMeta(
    { matches, location },
    {
      title: meta.page > 1 ? `${seo.title} (${meta.page})` : seo.title,
      description: seo.description,
      image: tours.find((tour) => tour.cover)?.cover,
      imageAlt: seo.title,
      params: {
        category_id: filters.category_id,
        destination_id: filters.destination_id,
        page: meta.page > 1 ? meta.page : null,
      },
      // Search results are endless variations of the list: crawl through them, index the list.
      noindex: Boolean(filters.search),
    },
  );
};

/** /tour: the published packages, filtered by category, destination and search, sorted and paged. */
export default function TourList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { tours, meta, filters, categories, destinations, seo } = loaderData;
  const location = useLocation();
  const [params] = useSearchParams();
  const langParam = params.get("lang");
  const lang = isLocale(langParam) ? langParam : null;
  const pageHref = (page: number) => tourListHref({ ...filters, page, lang });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{seo.title}</h1>
        <p className="mt-2 text-slate-700">{t("list.intro")}</p>
        {params.get("from") === "checkout" ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950"
            data-testid="tour-choose-first"
          >
            {t("list.choose_to_book")}
          </p>
        ) : null}
      </header>

      <TourFilters
        key={location.search}
        values={filters}
        categories={categories}
        destinations={destinations}
        lang={lang}
      />

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
        <p className="font-medium text-slate-800" data-testid="tour-count">
          {filters.search ? (
            <span className="mr-2 text-slate-600">{t("list.search_results", { search: filters.search })} ·</span>
          ) : null}
          {t("list.result_count", { count: meta.total })}
        </p>
      </div>

      {tours.length > 0 ? (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {tours.map((tour, i) => (
            <li key={tour.id}>
              <TourCard tour={tour} headingLevel={2} eager={i < 3} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <TourListEmpty resetHref={tourListHref({ lang })} />
      )}

      <LinkPagination page={meta.page} lastPage={meta.last_page} href={pageHref} />
    </div>
  );
}
