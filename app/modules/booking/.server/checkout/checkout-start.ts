import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { QuoteDto, TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { quoteTour } from "#app/modules/catalog/.server/quote-tour";
import type { CheckoutTour } from "#app/modules/booking/ui/checkout-form";

/** What the checkout form starts with (CheckoutForm's props of the same names). */
export interface CheckoutStart {
  tour: CheckoutTour;
  initialTimeId: number | null;
  initialQuote: QuoteDto | null;
  requestedTimeGone: boolean;
}

/**
 * The checkout form's start for a package and the departure a link asked for (docs/product.md
 * §Booking and seats), for the storefront's checkout and the panel's booking for a customer alike:
 * the departure when it can still be booked, and the server's quote of the first render's
 * choices (that departure, the minimum pax, no extras).
 */
export async function checkoutStart(ctx: Ctx, tour: TourDetailDto, requestedTimeId: number): Promise<CheckoutStart> {
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
      // A refused first quote (too few seats for the minimum): the browser asks again and shows why.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return {
    tour: {
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
      kind: tour.kind,
    },
    initialTimeId: chosen?.id ?? null,
    requestedTimeGone: Boolean(requestedTimeId) && !chosen,
    initialQuote,
  };
}
