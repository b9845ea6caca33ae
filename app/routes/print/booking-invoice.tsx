import { redirect } from "react-router";
import { bookingIdParam } from "#app/modules/booking/booking.contract";
import { getBooking } from "#app/modules/booking/.server/get-booking";
import { listBankAccounts } from "#app/modules/payment/.server/banks/list-bank-accounts";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/booking-invoice";
import { InvoiceSheet } from "#app/modules/payment/ui/invoice-sheet";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.actor) {
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // Anything but a UUID is the same 404 as an unknown booking (or another customer's).
  const input = paramOr404(bookingIdParam, { id: params.booking_id });
  // Owner or admin only: getBooking answers not_found for anyone else.
  const booking = await orNotFound(() => getBooking({ ctx, input }));
  const [setting, banks] = await Promise.all([
    getSetting({ ctx }),
    // Active accounts only, in their order (the list use case ignores `all` for non-admins anyway).
    listBankAccounts({ ctx, input: { page: 1, limit: -1, all: false } }),
  ]);
  return {
    booking,
    setting,
    banks: banks.data,
    printedAt: ctx.now().toISOString(),
    title: serverT(ctx.locale, "booking_panel")("invoice.meta_title", { code: booking.code }),
  };
}

/** "Invoice ABC123 | Amanah Tour & Travel"; private, never indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: [loaderData?.title, loaderData?.setting.name].filter(Boolean).join(" | ") },
  { name: "robots", content: "noindex, nofollow" },
];

/** /panel/booking-history/{id}/print: the booking's invoice on one A4 sheet (print layout). */
export default function BookingInvoice({ loaderData }: Route.ComponentProps) {
  const { booking, setting, banks, printedAt } = loaderData;
  return <InvoiceSheet booking={booking} setting={setting} banks={banks} printedAt={printedAt} />;
}
