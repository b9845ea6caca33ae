import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { counterCustomer } from "#app/modules/booking/.server/checkout/counter-customer";
import { useRootData } from "#app/modules/account/ui/root-data";
import { checkoutStart } from "#app/modules/booking/.server/checkout/checkout-start";
import { OfficeBooking } from "#app/modules/booking/ui/office-booking";
import { tourIdParam } from "#app/modules/catalog/catalog.contract";
import { getTour } from "#app/modules/catalog/.server/get-tour";
import { listTours } from "#app/modules/catalog/.server/list-tours";
import { PaymentOptions } from "#app/modules/payment/ui/payment-options";
import { serverT } from "#app/shared/i18n/server";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/office-booking";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  const t = serverT(ctx.locale, "booking_panel");
  // Only customers are booked for (the API refuses staff too): anyone else is not found here.
  const customer = await counterCustomer(ctx, url.searchParams.get("customer"));
  const tours = await listTours({ ctx, input: { page: 1, limit: 200, sort: "latest", status: "published" } });
  const packages = tours.data.map((p) => ({ id: p.id, name: p.name, code: p.code }));

  const tourParam = url.searchParams.get("tour_id");
  let checkout = null;
  if (customer && tourParam) {
    const tour = await orNotFound(() => getTour({ ctx, input: paramOr404(tourIdParam, { id: tourParam }) }));
    checkout = await checkoutStart(ctx, tour, Number(url.searchParams.get("time_id")));
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
