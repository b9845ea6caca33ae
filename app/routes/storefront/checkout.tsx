import { useTranslation } from "react-i18next";
import { redirect, useRevalidator } from "react-router";
import type { GuestCountry } from "#app/modules/booking/ui/guest-fields";
import { CheckoutForm } from "#app/modules/booking/ui/checkout-form";
import { checkoutStart } from "#app/modules/booking/.server/checkout/checkout-start";
import { referralAgent, referralOfCookies } from "#app/modules/agent/.server/referral";
import { CustomerOnly, LoginFirst } from "#app/modules/booking/ui/checkout-gate";
import { tourIdParam } from "#app/modules/catalog/catalog.contract";
import { getTour } from "#app/modules/catalog/.server/get-tour";
import { useCatalogFormat } from "#app/modules/catalog/ui/format";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { CheckoutHeader } from "#app/modules/booking/ui/checkout-header";
import { PaymentOptions } from "#app/modules/payment/ui/payment-options";
import { isLocale, type Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { useRootData } from "#app/modules/account/ui/root-data";
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
  const input = paramOr404(tourIdParam, { id: url.searchParams.get("tour_id") ?? "" });
  // Unknown and unpublished packages are the same real 404 as on the package page.
  const tour = await orNotFound(() => getTour({ ctx, input }));
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

  return {
    view: "customer",
    title,
    header,
    returnTo,
    whatsappSubject,
    checkout: await checkoutStart(ctx, tour, requestedTimeId),
    // Shown before the customer confirms (decision 078 §3); the checkout asks it again on the server.
    agent: await referralAgent(ctx, referralOfCookies(request.headers.get("cookie")), ctx.actor?.id),
  } as const;
}

// Private: never indexed, never previewed.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title }),
  { name: "robots", content: "noindex, nofollow" },
];

/** /checkout?tour_id=&time_id=: book a package (docs/product.md §Booking and seats). */
function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { dateRange } = useCatalogFormat();
  const { user, setting, locale } = useRootData();
  const revalidator = useRevalidator();
  const { header, returnTo } = loaderData;
  const tourHref = `/tour/${header.id}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 lg:px-6">
      <CheckoutHeader header={header} />

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
          paymentOptions={PaymentOptions}
          agent={loaderData.agent}
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
