import { ArrowRight, CalendarX } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DepartureDto, TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { ColumnHeads } from "#app/shared/ui/table/column-heads";
import { DepartureFares } from "./departure-fares";
import { DepartureBadge, departureStatus } from "./departure-status";
import { useCatalogFormat } from "./format";
import { ctaClass } from "#app/shared/ui/site/cta-class";

/**
 * The departures of a package as a table with one radio per departure, and the Book Now link
 * that follows the choice (/checkout?tour_id=&time_id=). The first bookable departure is chosen
 * from the start, so the server-rendered link already works before the page hydrates.
 */
export function DepartureChooser({
  tour,
  departures,
}: {
  tour: Pick<TourSummaryDto, "id" | "discount_type" | "discount_value">;
  departures: DepartureDto[];
}) {
  const { t } = useTranslation("catalog");
  const { money, dateRange } = useCatalogFormat();
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The visitor's choice while it stays bookable (data may be reloaded), else the first bookable one.
  const chosen = departures.find((d) => d.id === chosenId && d.bookable) ?? departures.find((d) => d.bookable) ?? null;
  const explanationId = useId();
  const discount = tour.discount_type ? { type: tour.discount_type, value: tour.discount_value } : null;
  // A price column only when some departure has its own price and no fare grid; otherwise the
  // package price or the departures' fare tables say it all.
  const showPrice = departures.some((d) => d.price_override !== null && d.fares.length === 0);

  if (departures.length === 0) {
    return (
      <div className="space-y-4">
        <p className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-slate-700">
          <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          {t("detail.no_departures")}
        </p>
        <BookNowDisabled explanationId={explanationId} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm text-slate-700">{t("detail.departures_choose")}</legend>
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                <ColumnHeads
                  className="px-3 py-2"
                  columns={[
                    { label: t("detail.col_date") },
                    { label: t("detail.col_seats"), end: true },
                    showPrice && { label: t("detail.col_price"), end: true },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {departures.map((d) => {
                const state = departureStatus(d);
                const inputId = `departure-${d.id}`;
                const price = displayPrice(d.price, discount);
                const selected = chosen?.id === d.id;
                return [
                  <tr key={d.id} className={selected ? "bg-brand-50" : d.bookable ? "" : "bg-slate-50/60"}>
                    <td className="px-3 py-3">
                      <div className="flex items-start gap-3">
                        <input
                          type="radio"
                          name="time_id"
                          id={inputId}
                          value={d.id}
                          checked={selected}
                          disabled={!d.bookable}
                          onChange={() => setChosenId(d.id)}
                          className="mt-0.5 size-5 shrink-0 accent-brand-700"
                          data-testid={`departure-option-${d.id}`}
                        />
                        <div className="min-w-0">
                          <label
                            htmlFor={inputId}
                            className={`block font-medium ${d.bookable ? "cursor-pointer text-slate-900" : "text-slate-600"}`}
                          >
                            <time dateTime={d.start_date} suppressHydrationWarning>
                              {dateRange(d.start_date, d.end_date)}
                            </time>
                          </label>
                          <DepartureBadge state={state} className="mt-1" />
                        </div>
                      </div>
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">
                      {state === "available" || state === "full" ? (
                        <span className={state === "full" ? "text-red-800" : "font-medium text-slate-900"}>
                          {d.seats_left}
                        </span>
                      ) : (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">{t("detail.not_applicable")}</span>
                        </>
                      )}
                    </td>
                    {showPrice ? (
                      <td className="px-3 py-3 text-right whitespace-nowrap">
                        <span className="font-semibold text-slate-900" suppressHydrationWarning>
                          {money(price)}
                        </span>
                        {price < d.price ? (
                          <del className="block text-xs text-slate-600" suppressHydrationWarning>
                            <span className="sr-only">{t("price.normal")} </span>
                            {money(d.price)}
                          </del>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>,
                  d.fares.length > 0 ? (
                    <tr key={`${d.id}-fares`} className={selected ? "bg-brand-50" : ""}>
                      <td colSpan={showPrice ? 3 : 2} className="px-3 pt-0 pb-3">
                        <DepartureFares departure={d} discount={discount} />
                      </td>
                    </tr>
                  ) : null,
                ];
              })}
            </tbody>
          </table>
        </div>
      </fieldset>

      {chosen ? (
        <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-800">
            {t("detail.chosen")}{" "}
            <strong className="font-semibold" suppressHydrationWarning>
              {dateRange(chosen.start_date, chosen.end_date)}
            </strong>{" "}
            · {t("card.seats_left", { count: chosen.seats_left })}
          </p>
          <Link
            to={`/checkout?tour_id=${tour.id}&time_id=${chosen.id}`}
            className={`${ctaClass.primary} shadow-sm`}
            data-testid="book-now"
          >
            {t("detail.book_now")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      ) : (
        <BookNowDisabled explanationId={explanationId} />
      )}
    </div>
  );
}

/** No departure can be booked: the button stays, disabled, with the reason and a way to ask. */
function BookNowDisabled({ explanationId }: { explanationId: string }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p id={explanationId} className="text-sm text-slate-700">
        {t("detail.book_none")}{" "}
        <Link to="/contact-us" className="font-medium text-brand-700 underline">
          {t("detail.contact")}
        </Link>
      </p>
      <button
        type="button"
        disabled
        aria-describedby={explanationId}
        className="inline-flex min-h-12 cursor-not-allowed items-center justify-center rounded-md bg-slate-300 px-6 py-3 font-semibold text-slate-700"
        data-testid="book-now"
      >
        {t("detail.book_now")}
      </button>
    </div>
  );
}
