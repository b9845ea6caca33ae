import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { countCustomerBookings } from "#app/modules/booking/.server/feeds/any-booking-exists";
import { getCustomer } from "#app/modules/account/.server/get-customer";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { CheckoutTour } from "#app/modules/booking/ui/checkout-form";
import { OfficeBooking } from "#app/modules/booking/ui/office-booking";
import { type QuoteDto, tourIdParam } from "#app/modules/catalog/catalog.contract";
import { getTour } from "#app/modules/catalog/.server/get-tour";
import { listTours } from "#app/modules/catalog/.server/list-tours";
import { quoteTour } from "#app/modules/catalog/.server/quote-tour";
import { PaymentOptions } from "#app/modules/payment/ui/payment-options";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/office-booking";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  const t = serverT(ctx.locale, "booking_panel");
  const customerParam = url.searchParams.get("customer");
  const found = customerParam
    ? await orNotFound(() =>
        getCustomer({
          ctx,
          input: paramOr404(tourIdParam, { id: customerParam }),
          countBookings: countCustomerBookings,
        }),
      )
    : null;
  // Only customers are booked for (the API refuses staff too).
  if (found && found.role !== "customer") throw new AppError("not_found");
  const customer = found
    ? { id: found.id, name: found.name, username: found.username, phone: found.phone, email: found.email }
    : null;
  const tours = await listTours({ ctx, input: { page: 1, limit: 200, sort: "latest", status: "published" } });
  const packages = tours.data.map((p) => ({ id: p.id, name: p.name, code: p.code }));

  const tourParam = url.searchParams.get("tour_id");
  let checkout = null;
  if (customer && tourParam) {
    const tour = await orNotFound(() => getTour({ ctx, input: paramOr404(tourIdParam, { id: tourParam }) }));
    const requestedTimeId = Number(url.searchParams.get("time_id"));
    const requested = tour.departures.find((d) => d.id === requestedTimeId) ?? null;
    const chosen = requested?.bookable ? requested : null;
    let initialQuote: QuoteDto | null = null;
    if (chosen) {
      try {
        initialQuote = await quoteTour({
          ctx,
          input: { tour_id: tour.id, time_id: chosen.id, pax: Math.max(1, tour.min_pax), detail_ids: [] },
        });
      } catch (error) {
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
    checkout = {
      tour: checkoutTour,
      initialTimeId: chosen?.id ?? null,
      requestedTimeGone: Boolean(requestedTimeId) && !chosen,
      initialQuote,
    };
  }
  return {
    title: customer ? t("office.title_for", { name: customer.name }) : t("office.title"),
    customer,
    packages,
    checkout,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/booking/new?customer=&tour_id=&time_id= (staff with bookings_manage): a booking taken for
 * a customer at the counter, on the phone or over WhatsApp (docs/product.md §Bookings taken by staff).
 */
export default function OfficeBookingRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking_panel");
  const { setting } = useRootData();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={loaderData.title} description={t("office.intro")} />
      <OfficeBooking
        customer={loaderData.customer}
        packages={loaderData.packages}
        checkout={loaderData.checkout}
        termsHref={setting.terms_page_id ? `/page/${setting.terms_page_id}` : null}
        onDeparturesStale={() => void revalidator.revalidate()}
        paymentOptions={PaymentOptions}
      />
    </div>
  );
}
