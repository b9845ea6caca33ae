import { redirect } from "react-router";
import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { previewAgreement } from "#app/modules/operations/.server/booking-agreement";
import { AgreementSheet } from "#app/modules/booking/ui/agreement";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/agreement-preview";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.actor) {
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const input = paramOr404(panelDepartureParams, params);
  // A published package's departure (staff: any); anything else 404.
  const agreement = await orNotFound(() => previewAgreement({ ctx, input }));
  const setting = await getSetting({ ctx });
  return { agreement, siteName: setting.name, title: serverT(ctx.locale, "booking_panel")("agreement.card_title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: [loaderData?.title, loaderData?.siteName].filter(Boolean).join(" | ") },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /panel/agreement/{tour_id}/{time_id}: the written agreement a booking of this departure would
 * accept, opened from the checkout before the booking exists (server-rendered: its text is never
 * in the storefront's script).
 */
export default function AgreementPreview({ loaderData }: Route.ComponentProps) {
  return <AgreementSheet agreement={loaderData.agreement} siteName={loaderData.siteName} />;
}
