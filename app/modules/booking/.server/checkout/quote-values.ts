import type { QuoteDto } from "#app/modules/catalog/catalog.contract";

/** A quote's figures as the booking row keeps them: the checkout and an admin's re-quote write the same columns. */
export function quoteValues(quote: QuoteDto) {
  return {
    pax: quote.pax,
    seats: quote.seats,
    unitPrice: quote.unit_price,
    subtotal: quote.subtotal,
    extrasTotal: quote.extras_total,
    discount: quote.discount,
    total: quote.total,
    minFirstPayment: quote.min_first_payment,
  };
}
