import { redirect } from "react-router";
import { bookingIdParam } from "#app/modules/booking/booking.contract";
import { getBookingAgreement } from "#app/modules/operations/.server/booking-agreement";
import { AgreementSheet, agreementPdfPath } from "#app/modules/booking/ui/agreement";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/booking-agreement";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.actor) {
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const input = paramOr404(bookingIdParam, { id: params.booking_id });
  // Its customer, its agent or staff who read bookings (a branch clerk: their branch's); else 404.
  const doc = await orNotFound(() => getBookingAgreement({ ctx, input: { ...input, as: "html" } }));
  const setting = await getSetting({ ctx });
  return {
    doc,
    siteName: setting.name,
    title: serverT(ctx.locale, "booking_panel")("agreement.meta_title", { code: doc.booking.code }),
  };
}

/** "Travel agreement ABC123 | Amanah Tour & Travel"; private, never indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: [loaderData?.title, loaderData?.siteName].filter(Boolean).join(" | ") },
  { name: "robots", content: "noindex, nofollow" },
];

/** /panel/booking-history/{id}/agreement: the booking's written agreement, printable, with its PDF. */
export default function BookingAgreement({ loaderData }: Route.ComponentProps) {
  const { doc, siteName } = loaderData;
  return (
    <AgreementSheet
      agreement={doc.agreement}
      siteName={siteName}
      acceptance={doc.acceptance}
      pdfHref={agreementPdfPath(doc.booking.id)}
    />
  );
}
