import { FileSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { bookingIdParam, paymentMethod } from "#app/modules/booking/booking.contract";
import { getBooking } from "#app/modules/booking/.server/get-booking";
import { listBookings } from "#app/modules/booking/.server/list-bookings";
import { LoginFirst } from "#app/modules/booking/ui/checkout-gate";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/payment-success";
import { BookingResult, slim } from "#app/modules/payment/ui/payment-result";
import { ctaClass } from "#app/shared/ui/site/cta-class";
import { pageMeta } from "#app/shared/ui/site/page-meta";
import { OnlinePaymentStatus } from "#app/modules/gateway/ui/online-payment";
import { QueryProvider } from "#app/shared/ui/query-provider";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  const title = serverT(ctx.locale, "booking")("success.meta_title");
  if (!ctx.actor) return { view: "guest", title, returnTo: `${url.pathname}${url.search}` } as const;
  // A card payment page usually returns to one fixed URL without the booking: then the page
  // shows the customer's latest booking, the one they were just paying for.
  const given = url.searchParams.get("booking");
  const id =
    given ??
    (ctx.actor.role === "customer"
      ? (await listBookings({ ctx, input: { page: 1, limit: 1, sort: "latest" } })).data[0]?.id
      : undefined);
  const parsed = bookingIdParam.safeParse({ id: id ?? "" });
  if (!parsed.success) return { view: "missing", title } as const;
  try {
    const booking = await getBooking({ ctx, input: parsed.data });
    // Back from an online checkout: the page checks that payment with its provider (client side).
    const payment = Number(url.searchParams.get("payment"));
    const paymentId = booking.payments.some((p) => p.id === payment && paymentMethod(p.method).paidAt === "provider")
      ? payment
      : null;
    return { view: "booking", title, booking: slim(booking), paymentId } as const;
  } catch (error) {
    // Unknown or someone else's booking: the same neutral answer, nothing to probe.
    if (error instanceof AppError && error.code === "not_found") return { view: "missing", title } as const;
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title }),
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /payment/success?booking= (or the latest booking without it): where the card payment page sends
 * the customer back, and where the customer lands after telling us of a transfer or a card
 * payment (decision 013). It says only what happened: a payment told is awaiting the admin's
 * check; a card booking with nothing told asks "have you paid?"; only confirmed money is paid.
 */
export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {loaderData.view === "guest" ? (
        <>
          <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t("success.title_generic")}</h1>
          <LoginFirst returnTo={loaderData.returnTo} text={t("success.login_text")} />
        </>
      ) : loaderData.view === "missing" ? (
        <section className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <FileSearch aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.missing_title")}</h1>
          <p className="mt-2 text-slate-700">{t("success.missing_text")}</p>
          <Link to="/panel/booking-history" className={`${ctaClass.primary} mt-6`}>
            {t("success.to_bookings")}
          </Link>
        </section>
      ) : (
        <div className="space-y-6">
          {loaderData.paymentId ? (
            <QueryProvider>
              <OnlinePaymentStatus paymentId={loaderData.paymentId} />
            </QueryProvider>
          ) : null}
          <BookingResult booking={loaderData.booking} online={loaderData.paymentId !== null} />
        </div>
      )}
    </div>
  );
}
