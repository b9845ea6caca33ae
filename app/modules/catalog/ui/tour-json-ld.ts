import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { type Currency, MINOR_DIGITS, toMajor } from "#app/shared/money";
import { largestVariant } from "#app/modules/media/ui/image-variants";
import { plainText } from "./format";

/** A price in major units as schema.org wants it: "25000000", "1250.50". */
function schemaPrice(minor: number, currency: Currency): string {
  const major = toMajor(minor, currency);
  return Number.isInteger(major) ? String(major) : major.toFixed(MINOR_DIGITS[currency]);
}

/**
 * schema.org Product with an AggregateOffer over the bookable departures (prices after
 * discount); `absolute` turns an image path into a full URL.
 */
export function productJsonLd(
  tour: TourDetailDto,
  url: string,
  absolute: (url: string) => string,
  currency: Currency,
  seller: string,
) {
  const discount = tour.discount_type ? { type: tour.discount_type, value: tour.discount_value } : null;
  const bookable = tour.departures.filter((d) => d.bookable);
  const prices = bookable.map((d) => displayPrice(d.price, discount));
  const images = [tour.cover, ...tour.gallery]
    .filter((i): i is NonNullable<typeof i> => Boolean(i))
    .map((i) => absolute(largestVariant(i).url));
  const seller_ = seller ? { seller: { "@type": "Organization", name: seller } } : {};
  const offers =
    prices.length > 0
      ? {
          "@type": "AggregateOffer",
          priceCurrency: currency,
          lowPrice: schemaPrice(Math.min(...prices), currency),
          highPrice: schemaPrice(Math.max(...prices), currency),
          offerCount: prices.length,
          availability: "https://schema.org/InStock",
          url,
          ...seller_,
          offers: bookable.map((d, i) => ({
            "@type": "Offer",
            name: `${tour.name} (${d.start_date} – ${d.end_date})`,
            price: schemaPrice(prices[i], currency),
            priceCurrency: currency,
            availability: "https://schema.org/InStock",
            validThrough: d.start_date,
            url,
          })),
        }
      : {
          "@type": "Offer",
          price: schemaPrice(tour.display_price, currency),
          priceCurrency: currency,
          availability: "https://schema.org/SoldOut",
          url,
          ...seller_,
        };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: tour.name,
    description: plainText(tour.description, 5000) || tour.name,
    sku: tour.code,
    url,
    ...(images.length ? { image: images } : {}),
    ...(tour.categories.length ? { category: tour.categories.map((c) => c.name).join(", ") } : {}),
    ...(seller ? { brand: { "@type": "Brand", name: seller } } : {}),
    offers,
  };
}
