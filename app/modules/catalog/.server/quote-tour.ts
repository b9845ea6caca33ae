import type { z } from "zod";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { QuoteDto, quoteInput } from "#app/modules/catalog/catalog.contract";
import { departureState, depositMinimum, priceBooking, todayOf } from "#app/modules/catalog/catalog.rules";
import { findDeparture, findPackage, listAttributesOfPackage, listDetailsOfAttributes } from "./catalog.repository";
import { heldSeats } from "./tour-views";

/**
 * The price of a booking before it is made, computed only here (the client's figures are
 * never trusted). Every broken rule is reported on its field: the departure on `time_id`, the
 * number of guests on `pax`, the extras on `detail_ids`.
 */
export async function quoteTour({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof quoteInput> & { tour_id: number }>): Promise<QuoteDto> {
  return (await computeQuote(ctx, input)).quote;
}

export interface QuoteOptions {
  /** Seats this booking already holds (an edit of its own guests), counted as free. */
  releasePax?: number;
  /** An admin edit of an existing booking: the package may be unpublished, the departure past or closed. */
  existingBooking?: boolean;
}

/**
 * The quote with what a booking must snapshot besides it: the package (code, name in every
 * language, card payment link), the departure's dates and the extras' names in every language.
 */
export async function computeQuote(
  ctx: Ctx,
  input: z.output<typeof quoteInput> & { tour_id: number },
  opts: QuoteOptions = {},
) {
  const pkg = await findPackage(ctx.db, input.tour_id);
  if (!pkg || (pkg.status !== "published" && !opts.existingBooking)) throw new AppError("not_found");

  const errors: FieldErrors = {};
  const departure = await findDeparture(ctx.db, pkg.id, input.time_id);
  let seats: number | undefined;
  if (!departure) errors.time_id = [{ key: "unknown_departure" }];
  else {
    const held = (await heldSeats(ctx, [departure.id])).get(departure.id) ?? 0;
    const state = departureState(departure, Math.max(0, held - (opts.releasePax ?? 0)), todayOf(ctx.now()));
    if (!departure.isOpen && !opts.existingBooking) errors.time_id = [{ key: "departure_closed" }];
    else if (state.departed && !opts.existingBooking) errors.time_id = [{ key: "departure_past" }];
    else if (state.fullBooked) errors.time_id = [{ key: "departure_full" }];
    else seats = state.seatsLeft;
  }

  if (input.pax < pkg.minPax) errors.pax = [{ key: "pax_below_min", values: { min: pkg.minPax } }];
  else if (pkg.maxPax !== null && input.pax > pkg.maxPax)
    errors.pax = [{ key: "pax_above_max", values: { max: pkg.maxPax } }];
  else if (seats !== undefined && input.pax > seats) errors.pax = [{ key: "pax_above_seats", values: { seats } }];

  // Only details of the attributes this package offers, in the package's order.
  const attrs = await listAttributesOfPackage(ctx.db, pkg.id);
  const offered = await listDetailsOfAttributes(
    ctx.db,
    attrs.map((a) => a.id),
  );
  const attrIndex = new Map(attrs.map((a, i) => [a.id, i]));
  const chosenIds = new Set(input.detail_ids);
  const chosen = offered
    .filter((d) => chosenIds.has(d.id))
    .sort((a, b) => (attrIndex.get(a.attributeId) ?? 0) - (attrIndex.get(b.attributeId) ?? 0));
  if (chosen.length !== chosenIds.size) errors.detail_ids = [{ key: "unknown_detail" }];
  else {
    const crowded = attrs.find(
      (a) => a.choiceRule === "single" && chosen.filter((d) => d.attributeId === a.id).length > 1,
    );
    if (crowded) errors.detail_ids = [{ key: "single_choice", values: { name: pickLocale(crowded.name, ctx.locale) } }];
  }
  if (Object.keys(errors).length > 0 || !departure) throw new AppError("validation", { fieldErrors: errors });

  const price = priceBooking({
    basePrice: pkg.basePrice,
    priceOverride: departure.priceOverride,
    pax: input.pax,
    discount: pkg.discountType ? { type: pkg.discountType, value: pkg.discountValue } : null,
    extras: chosen.map((d) => ({ id: d.id, price: d.price, per: d.per })),
  });
  const amounts = new Map(price.extras.map((e) => [e.id, e.amount]));
  const { currency } = await getSetting({ ctx });
  const quote: QuoteDto = {
    tour_id: pkg.id,
    time_id: departure.id,
    currency,
    unit_price: price.unitPrice,
    pax: price.pax,
    subtotal: price.subtotal,
    extras: chosen.map((d) => {
      const attr = attrs[attrIndex.get(d.attributeId) ?? 0];
      return {
        detail_id: d.id,
        attribute_id: d.attributeId,
        attribute_name: pickLocale(attr.name, ctx.locale),
        name: pickLocale(d.name, ctx.locale),
        price: d.price,
        per: d.per,
        amount: amounts.get(d.id) ?? 0,
      };
    }),
    extras_total: price.extrasTotal,
    discount: price.discount,
    total: price.total,
    min_first_payment: depositMinimum(pkg.minPayment, input.pax, price.total),
  };
  return {
    quote,
    tour: { id: pkg.id, code: pkg.code, name: pkg.name, cardPaymentLink: pkg.cardPaymentLink },
    departure: { id: departure.id, startDate: departure.startDate, endDate: departure.endDate },
    extras: chosen.map((d) => ({
      detailId: d.id,
      attributeName: attrs[attrIndex.get(d.attributeId) ?? 0].name,
      name: d.name,
      price: d.price,
      per: d.per,
      amount: amounts.get(d.id) ?? 0,
    })),
  };
}
