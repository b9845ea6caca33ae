import { ChevronRight, Clock, MapPin, Tag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, redirect, useRevalidator } from "react-router";
import type { GuestCountry } from "#app/modules/booking/ui/guest-fields";
import { CheckoutForm, type CheckoutTour } from "#app/modules/booking/ui/checkout-form";
import { CustomerOnly, LoginFirst } from "#app/modules/booking/ui/checkout-gate";
import { type QuoteDto, type TourDetailDto, tourIdParam } from "#app/modules/catalog/catalog.contract";
import { getTour } from "#app/modules/catalog/server/get-tour";
import { quoteTour } from "#app/modules/catalog/server/quote-tour";
import { smallestVariant, useCatalogFormat } from "#app/modules/catalog/ui/format";
import { AppError } from "#app/shared/errors";
import { isLocale, type Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { useRootData } from "#app/root";
import type { Route } from "./+types/checkout";
import { pageMeta } from "#app/shared/ui/site/page-meta";
import { QueryProvider } from "#app/shared/ui/query-provider";

// The language says where most guests live; English leaves the country to choose.
const COUNTRY_OF_LOCALE: Record<Locale, GuestCountry | ""> = { id: "ID", my: "MY", en: "" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  // No package chosen (a bare /checkout, a bookmark): to the packages, which say to pick one.
  // A broken or unknown package id stays the 404 below.
  if (!url.searchParams.get("tour_id")) {
    const lang = url.searchParams.get("lang");
    throw redirect(`/tour?from=checkout${isLocale(lang) ? `&lang=${lang}` : ""}`);
  }
  const parsed = tourIdParam.safeParse({ id: url.searchParams.get("tour_id") ?? "" });
  if (!parsed.success) throw data(null, { status: 404 });
  let tour: TourDetailDto;
  try {
    tour = await getTour({ ctx, input: parsed.data });
  } catch (error) {
    // Unknown and unpublished packages are the same real 404 as on the package page.
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
  const title = serverT(ctx.locale, "booking")("checkout.meta_title", { name: tour.name });
  const requestedTimeId = Number(url.searchParams.get("time_id"));
  const requested = tour.departures.find((d) => d.id === requestedTimeId) ?? null;
  const header = {
    id: tour.id,
    name: tour.name,
    code: tour.code,
    cover: tour.cover,
    destination: tour.destination,
    duration_days: tour.duration_days,
    requested: requested ? { start_date: requested.start_date, end_date: requested.end_date } : null,
  };
  const returnTo = `${url.pathname}${url.search}`;
  const role = ctx.actor?.role ?? null;
  // The floating WhatsApp link names the package the visitor is booking.
  const whatsappSubject = title;
  if (role !== "customer")
    return { view: role === "admin" ? "admin" : "guest", title, header, returnTo, whatsappSubject } as const;

  const chosen = requested?.bookable ? requested : null;
  const minPax = Math.max(1, tour.min_pax);
  let initialQuote: QuoteDto | null = null;
  if (chosen) {
    try {
      initialQuote = await quoteTour({
        ctx,
        input: { tour_id: tour.id, time_id: chosen.id, pax: minPax, detail_ids: [] },
      });
    } catch (error) {
      // A refused first quote (too few seats for the minimum): the browser asks again and shows why.
      if (!(error instanceof AppError)) throw error;
    }
  }
  const checkoutTour: CheckoutTour = {
    id: tour.id,
    name: tour.name,
    code: tour.code,
    min_pax: tour.min_pax,
    max_pax: tour.max_pax,
    discount_type: tour.discount_type,
    discount_value: tour.discount_value,
    departures: tour.departures,
    extras: tour.extras,
    has_card_link: Boolean(tour.card_payment_link),
  };
  return {
    view: "customer",
    title,
    header,
    returnTo,
    whatsappSubject,
    checkout: {
      tour: checkoutTour,
      initialTimeId: chosen?.id ?? null,
      requestedTimeGone: Boolean(requestedTimeId) && !chosen,
      initialQuote,
    },
  } as const;
}

// Private: never indexed, never previewed.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title }),
  { name: "robots", content: "noindex, nofollow" },
];

/** /checkout?tour_id=&time_id=: book a package (product.md sections 3 and 5). */
function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { dateRange } = useCatalogFormat();
  const { user, setting, locale } = useRootData();
  const revalidator = useRevalidator();
  const { header, returnTo } = loaderData;
  const tourHref = `/tour/${header.id}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 lg:px-6">
      <nav aria-label={t("checkout.breadcrumb")} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li className="flex items-center gap-1">
            <Link to="/tour" className="hover:text-brand-700 hover:underline">
              {t("checkout.packages")}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <Link to={tourHref} className="line-clamp-1 hover:text-brand-700 hover:underline">
              {header.name}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {t("checkout.title")}
          </li>
        </ol>
      </nav>

      <header className="mb-6 flex items-start gap-4">
        {header.cover ? (
          <img
            src={smallestVariant(header.cover)}
            alt=""
            width={80}
            height={60}
            className="hidden aspect-[4/3] w-20 shrink-0 rounded-md bg-slate-100 object-cover sm:block"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("checkout.title")}</h1>
          <p className="mt-1 text-lg font-semibold text-slate-800" data-testid="checkout-tour-name">
            {header.name}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Tag aria-hidden="true" className="size-4 text-brand-700" />
              {t("checkout.code")}: <span className="font-mono font-semibold text-slate-900">{header.code}</span>
            </li>
            {header.destination ? (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                <span className="sr-only">{t("checkout.destination")}: </span>
                {header.destination.name}
              </li>
            ) : null}
            {header.duration_days ? (
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-brand-700" />
                {t("checkout.duration", { count: header.duration_days })}
              </li>
            ) : null}
          </ul>
        </div>
      </header>

      {loaderData.view === "customer" ? (
        <CheckoutForm
          tour={loaderData.checkout.tour}
          initialTimeId={loaderData.checkout.initialTimeId}
          initialQuote={loaderData.checkout.initialQuote}
          requestedTimeGone={loaderData.checkout.requestedTimeGone}
          bookingName={user?.name ?? ""}
          defaultCountry={COUNTRY_OF_LOCALE[locale]}
          termsHref={setting.terms_page_id ? `/page/${setting.terms_page_id}` : null}
          onDeparturesStale={() => void revalidator.revalidate()}
        />
      ) : (
        <div className="max-w-2xl">
          {loaderData.view === "guest" ? (
            <LoginFirst returnTo={returnTo}>
              {header.requested ? (
                <p className="mt-2 text-sm text-slate-700">
                  {t("gate.chosen_departure")}{" "}
                  <strong className="font-semibold" suppressHydrationWarning>
                    {dateRange(header.requested.start_date, header.requested.end_date)}
                  </strong>
                </p>
              ) : null}
            </LoginFirst>
          ) : (
            <CustomerOnly backHref={tourHref} backLabel={t("gate.back_to_package")} />
          )}
        </div>
      )}
    </div>
  );
}

export default function CheckoutRoute(props: Route.ComponentProps) {
  return (
    <QueryProvider>
      <Checkout {...props} />
    </QueryProvider>
  );
}
