import { AlertCircle, CalendarDays, LoaderCircle, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "#app/shared/money";
import type { QuoteDto } from "#app/modules/catalog/catalog.contract";
import { useCatalogFormat } from "#app/modules/catalog/ui/format";

export interface CheckoutSummaryProps {
  tourName: string;
  departure: { start_date: string; end_date: string } | null;
  pax: number;
  /** The guests' names as typed so far, by position (the summary's line per guest). */
  guestNames?: (string | undefined)[];
  /** The server's quote of the current choices (undefined while none is available). */
  quote: QuoteDto | undefined;
  /** A newer quote is on its way: the figures shown may be outdated. */
  pending: boolean;
  /** Why no price can be shown (a refused choice or a network failure); empty when there is a quote. */
  problem?: string;
  paymentType: "full" | "deposit" | undefined;
  /** The submit button and anything else under the figures. */
  children?: React.ReactNode;
}

/**
 * The price of the booking as the server computed it: unit price x pax, each extra, the
 * discount, the total and what has to be paid now. Every figure comes from the quote.
 */
export function CheckoutSummary({
  tourName,
  departure,
  pax,
  guestNames = [],
  quote,
  pending,
  problem,
  paymentType,
  children,
}: CheckoutSummaryProps) {
  const { t } = useTranslation("booking");
  const { locale, dateRange } = useCatalogFormat();
  const money = (minor: number) => (quote ? formatMoney(minor, quote.currency, locale) : "");
  const row = "flex items-baseline justify-between gap-3";

  return (
    <section
      id="checkout-summary"
      aria-labelledby="checkout-summary-title"
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="checkout-summary"
      aria-busy={pending || undefined}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="checkout-summary-title" className="text-lg font-bold text-slate-900">
          {t("summary.title")}
        </h2>
        {pending ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600" data-testid="quote-pending">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t("summary.updating")}
          </span>
        ) : null}
      </div>
      <p className="mt-2 font-semibold text-slate-900">{tourName}</p>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="sr-only">{t("summary.departure")}: </span>
          {departure ? (
            <span suppressHydrationWarning>{dateRange(departure.start_date, departure.end_date)}</span>
          ) : (
            <span className="italic">{t("summary.no_departure")}</span>
          )}
        </li>
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {Number.isInteger(pax) && pax > 0 ? t("summary.pax", { count: pax }) : t("summary.no_pax")}
        </li>
      </ul>

      {quote ? (
        <dl
          className={`mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm ${pending ? "opacity-60" : ""}`}
          data-testid="quote"
        >
          {quote.guest_fares.length > 0 ? (
            <GuestFareLines quote={quote} guestNames={guestNames} money={money} />
          ) : (
            <div className={row}>
              <dt className="text-slate-700">
                {t("summary.unit_price_times", { price: money(quote.unit_price), count: quote.pax })}
              </dt>
              <dd className="font-medium whitespace-nowrap text-slate-900" data-testid="quote-subtotal">
                {money(quote.subtotal)}
              </dd>
            </div>
          )}
          {quote.extras.map((extra) => (
            <div key={extra.detail_id} className={row}>
              <dt className="text-slate-700">
                <span className="block">
                  {extra.attribute_name}: {extra.name}
                </span>
                <span className="text-xs text-slate-600">
                  {extra.per === "pax"
                    ? t("summary.extra_per_pax", { price: money(extra.price), count: quote.seats })
                    : t("summary.extra_per_booking")}
                </span>
              </dt>
              <dd className="font-medium whitespace-nowrap text-slate-900">{money(extra.amount)}</dd>
            </div>
          ))}
          {/* With fare lines, the discount is already in each guest's figure (decision 057). */}
          {quote.discount > 0 && quote.guest_fares.length === 0 ? (
            <div className={row}>
              <dt className="text-slate-700">{t("summary.discount")}</dt>
              <dd className="font-medium whitespace-nowrap text-red-800">−{money(quote.discount)}</dd>
            </div>
          ) : null}
          <div className={`${row} border-t border-slate-200 pt-3`}>
            <dt className="text-base font-semibold text-slate-900">{t("summary.total")}</dt>
            <dd className="text-xl font-bold whitespace-nowrap text-brand-700" data-testid="quote-total">
              {money(quote.total)}
            </dd>
          </div>
          <div className={`${row} rounded-md bg-brand-50 px-3 py-2`}>
            <dt className="text-slate-800">
              {paymentType === "deposit" ? t("summary.pay_now_deposit") : t("summary.pay_now_full")}
            </dt>
            <dd className="font-semibold whitespace-nowrap text-slate-900" data-testid="quote-pay-now">
              {money(paymentType === "deposit" ? quote.min_first_payment : quote.total)}
            </dd>
          </div>
          {paymentType === "deposit" && quote.total > quote.min_first_payment ? (
            <p className="text-xs text-slate-600">
              {t("summary.rest_later", { amount: money(quote.total - quote.min_first_payment) })}
            </p>
          ) : null}
        </dl>
      ) : (
        <p
          className={`mt-4 flex items-start gap-2 border-t border-slate-100 pt-4 text-sm ${problem ? "text-red-800" : "text-slate-700"}`}
          data-testid="quote-empty"
        >
          {problem ? <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
          {problem || (pending ? t("summary.calculating") : t("summary.choose_first"))}
        </p>
      )}
      {/* Announces the new total to screen readers once it settles, not every figure. */}
      <p className="sr-only" aria-live="polite">
        {quote && !pending ? t("summary.total_announce", { amount: money(quote.total) }) : ""}
      </p>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}

/**
 * The quote's fare lines (docs/product.md §Rooms and travellers): one per guest (name, traveller
 * type, room type, fare), then the beds per room type at their price, the children without a bed
 * and the infants, and the guests' subtotal. Every figure is the server's, per person after the
 * package's discount as the package page shows it (`per_person`, decision 057), the price before
 * the discount struck through beside it; the discount is named once, as included.
 */
function GuestFareLines({
  quote,
  guestNames,
  money,
}: {
  quote: QuoteDto;
  guestNames: (string | undefined)[];
  money: (minor: number) => string;
}) {
  const { t } = useTranslation("booking");
  const row = "flex items-baseline justify-between gap-3";
  const typeLabel = { adult: t("room.type_adult"), child: t("room.type_child"), infant: t("room.type_infant") };
  // Each guest's figure after the discount (a quote from before it was sent: the fare itself).
  const net = (i: number) => quote.per_person.fares[i] ?? quote.guest_fares[i].fare;
  const netOf = (match: (g: QuoteDto["guest_fares"][number]) => boolean) =>
    quote.guest_fares.reduce((sum, g, i) => (match(g) ? sum + net(i) : sum), 0);
  // A room line's per-bed figure: its first guest's (a line groups one room type at one price).
  const roomNet = (r: QuoteDto["rooms"][number]) => {
    const i = quote.guest_fares.findIndex(
      (g) => g.traveller_type !== "infant" && g.room_type_id === r.room_type_id && g.fare === r.price,
    );
    return i < 0 ? r.price : net(i);
  };
  const rounding = quote.per_person.rounding;
  const before = (gross: number, after: number) =>
    after < gross ? (
      <del className="ml-1 text-xs text-slate-500">
        <span className="sr-only">{t("summary.before_discount")} </span>
        {money(gross)}
      </del>
    ) : null;
  return (
    <>
      <div>
        <dt className="mb-1 font-medium text-slate-900">{t("summary.guests")}</dt>
        <dd>
          <ol className="space-y-1" data-testid="quote-guests">
            {/* In the guests' order; named by index (a guest's `position` may count from 1). */}
            {quote.guest_fares.map((g, i) => {
              const name = guestNames[i]?.trim() || t("summary.guest_n", { n: i + 1 });
              const room =
                g.traveller_type === "infant" ? t("summary.infant_fare") : (g.room_type_name ?? t("room.no_bed"));
              return (
                <li key={g.position} className={row} data-testid={`quote-guest-${i}`}>
                  <span className="min-w-0 text-slate-700">
                    <span className="block truncate">{name}</span>
                    <span className="text-xs text-slate-600">
                      {typeLabel[g.traveller_type]} · {room}
                    </span>
                  </span>
                  <span className="text-right whitespace-nowrap text-slate-900">
                    {money(net(i))}
                    {before(g.fare, net(i))}
                  </span>
                </li>
              );
            })}
          </ol>
        </dd>
      </div>
      {quote.rooms.map((r) => (
        <div key={`${r.room_type_id ?? r.code}-${r.price}`} className={row} data-testid={`quote-room-${r.code ?? "x"}`}>
          <dt className="text-slate-700">
            {t("summary.room_line", { name: r.name, count: r.guests, price: money(roomNet(r)) })}
          </dt>
          <dd className="font-medium whitespace-nowrap text-slate-900">{money(roomNet(r) * r.guests)}</dd>
        </div>
      ))}
      {quote.child_no_bed.guests > 0 ? (
        <div className={row} data-testid="quote-child-no-bed">
          <dt className="text-slate-700">{t("summary.child_no_bed", { count: quote.child_no_bed.guests })}</dt>
          <dd className="font-medium whitespace-nowrap text-slate-900">
            {money(netOf((g) => g.traveller_type === "child" && g.room_type_id === null))}
          </dd>
        </div>
      ) : null}
      {quote.infants.guests > 0 ? (
        <div className={row} data-testid="quote-infants">
          <dt className="text-slate-700">{t("summary.infants", { count: quote.infants.guests })}</dt>
          <dd className="font-medium whitespace-nowrap text-slate-900">
            {money(netOf((g) => g.traveller_type === "infant"))}
          </dd>
        </div>
      ) : null}
      {rounding !== 0 ? (
        <div className={row} data-testid="quote-rounding">
          <dt className="text-slate-700">{t("summary.discount_rounding")}</dt>
          <dd className="font-medium whitespace-nowrap text-slate-900">
            {rounding < 0 ? "−" : ""}
            {money(Math.abs(rounding))}
          </dd>
        </div>
      ) : null}
      <div className={`${row} border-t border-slate-100 pt-2`}>
        <dt className="text-slate-700">{t("summary.guests_subtotal")}</dt>
        <dd className="font-medium whitespace-nowrap text-slate-900" data-testid="quote-subtotal">
          {money(quote.subtotal - quote.discount)}
        </dd>
      </div>
      {quote.discount > 0 ? (
        <p className="text-xs text-emerald-800" data-testid="quote-discount-included">
          {t("summary.discount_included", { amount: money(quote.discount) })}
        </p>
      ) : null}
    </>
  );
}

/**
 * The phone's bottom bar: the total at a glance and a jump to the full summary (where the
 * submit button is). Hidden on large screens, where the summary sits beside the form.
 */
export function CheckoutBottomBar({
  quote,
  pending,
  hidden,
}: {
  quote: QuoteDto | undefined;
  pending: boolean;
  hidden: boolean;
}) {
  const { t } = useTranslation("booking");
  const { locale } = useCatalogFormat();
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur transition-transform lg:hidden ${
        hidden ? "translate-y-full" : ""
      }`}
      aria-hidden={hidden || undefined}
      data-testid="checkout-bottom-bar"
    >
      {/* Room on the right for the floating WhatsApp button of the layout. */}
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 pr-20">
        <div className="min-w-0">
          <p className="text-xs text-slate-600">{t("summary.total")}</p>
          <p className={`text-base font-bold whitespace-nowrap text-brand-700 ${pending ? "opacity-60" : ""}`}>
            {quote ? formatMoney(quote.total, quote.currency, locale) : "–"}
          </p>
        </div>
        <a
          href="#checkout-summary"
          tabIndex={hidden ? -1 : undefined}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
        >
          {t("summary.review")}
        </a>
      </div>
    </div>
  );
}
