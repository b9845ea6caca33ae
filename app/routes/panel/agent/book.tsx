import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useRootData } from "#app/modules/account/ui/root-data";
import { listMyPilgrims } from "#app/modules/agent/.server/pilgrims";
import { checkoutStart } from "#app/modules/booking/.server/checkout/checkout-start";
import { OfficeBooking } from "#app/modules/booking/ui/office-booking";
import { tourIdParam } from "#app/modules/catalog/catalog.contract";
import { getTour } from "#app/modules/catalog/.server/get-tour";
import { listTours } from "#app/modules/catalog/.server/list-tours";
import { PaymentOptions } from "#app/modules/payment/ui/payment-options";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/book";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  const t = serverT(ctx.locale, "agent");
  // Only the agent's own active pilgrims are booked for (the API refuses others too).
  const wanted = Number(url.searchParams.get("customer"));
  const pilgrim = (await listMyPilgrims({ ctx, input: undefined })).find((p) => p.id === wanted && p.active);
  if (!pilgrim) throw new AppError("not_found");
  const customer = { id: pilgrim.id, name: pilgrim.name, username: "", phone: pilgrim.phone, email: pilgrim.email };
  const tours = await listTours({ ctx, input: { page: 1, limit: 200, sort: "latest", status: "published" } });
  const packages = tours.data.map((p) => ({ id: p.id, name: p.name, code: p.code }));
  const tourParam = url.searchParams.get("tour_id");
  let checkout = null;
  if (tourParam) {
    const tour = await orNotFound(() => getTour({ ctx, input: paramOr404(tourIdParam, { id: tourParam }) }));
    checkout = await checkoutStart(ctx, tour, Number(url.searchParams.get("time_id")));
  }
  return { title: t("book.title", { name: customer.name }), customer, packages, checkout };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/agent/book?customer=&tour_id=&time_id= (an approved agent): a booking for one of their
 * pilgrims with the checkout's own form, as office staff take one (channel "agent", decision 078 §3).
 */
export default function AgentBook({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("agent");
  const { setting } = useRootData();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={loaderData.title}
        description={t("book.intro")}
        back={{ to: "/panel/agent/pilgrims", label: t("book.back") }}
      />
      <OfficeBooking
        customer={loaderData.customer}
        packages={loaderData.packages}
        checkout={loaderData.checkout}
        termsHref={setting.terms_page_id ? `/page/${setting.terms_page_id}` : null}
        onDeparturesStale={() => void revalidator.revalidate()}
        paymentOptions={PaymentOptions}
        byAgent
      />
    </div>
  );
}
