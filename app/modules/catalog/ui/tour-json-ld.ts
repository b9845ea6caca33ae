import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { type Discount, displayPrice } from "#app/modules/catalog/catalog.rules";
import { type Currency, MINOR_DIGITS, toMajor } from "#app/shared/money";
import { largestVariant } from "#app/modules/media/ui/image-variants";
import { plainText } from "./format";
import type { AgencyLicences } from "#app/modules/setting/setting.contract";
import { licenceIdentifiers } from "#app/modules/setting/licences";

/** A price in major units as schema.org wants it: "25000000", "1250.50". */
function schemaPrice(minor: number, currency: Currency): string {
  const major = toMajor(minor, currency);
  return Number.isInteger(major) ? String(major) : major.toFixed(MINOR_DIGITS[currency]);
}

/**
 * One Offer per room type (docs/product.md §Rooms and travellers): its cheapest bed after the
 * discount among the bookable departures where it still has beds (InStock), else among the
 * departures listed (SoldOut). Room types sold on no departure listed are left out.
 */
function roomOffers(tour: TourDetailDto, discount: Discount, currency: Currency, url: string) {
  return tour.room_types.flatMap((r) => {
    const fares = tour.departures.flatMap((d) => {
      const f = d.fares.find((x) => x.room_type_id === r.id);
      return f ? [{ price: displayPrice(f.price, discount), open: d.bookable && !f.full }] : [];
    });
    if (fares.length === 0) return [];
    const inStock = fares.some((f) => f.open);
    const price = Math.min(...fares.filter((f) => f.open || !inStock).map((f) => f.price));
    return [
      {
        "@type": "Offer",
        name: `${tour.name} – ${r.name}`,
        price: schemaPrice(price, currency),
        priceCurrency: currency,
        availability: inStock ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
        url,
      },
    ];
  });
}

/**
 * schema.org Product with an AggregateOffer: one offer per room type when the departures sell
 * room types, else one per bookable departure (prices after discount); `absolute` turns an image
 * path into a full URL.
 */
export function productJsonLd(
  tour: TourDetailDto,
  url: string,
  absolute: (url: string) => string,
  currency: Currency,
  seller: string,
  licences: AgencyLicences | null = null,
) {
  const discount: Discount = tour.discount_type ? { type: tour.discount_type, value: tour.discount_value } : null;
  const bookable = tour.departures.filter((d) => d.bookable);
  const images = [tour.cover, ...tour.gallery]
    .filter((i): i is NonNullable<typeof i> => Boolean(i))
    .map((i) => absolute(largestVariant(i).url));
  // The agency as a TravelAgency with its licences as identifiers, and an umrah package's
  // advertisement approval serial as a property (docs/product.md §Licences, reference price and escrow).
  const identifiers = licences ? licenceIdentifiers(licences) : [];
  const seller_ = seller
    ? { seller: { "@type": "TravelAgency", name: seller, ...(identifiers.length ? { identifier: identifiers } : {}) } }
    : {};
  const serial = tour.kind === "umrah" && tour.ad_approval_serial ? tour.ad_approval_serial : null;
  const byRoom = roomOffers(tour, discount, currency, url);
  const byDeparture = bookable.map((d) => {
    const price = displayPrice(d.price, discount);
    return {
      "@type": "Offer",
      name: `${tour.name} (${d.start_date} – ${d.end_date})`,
      price: schemaPrice(price, currency),
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
      validThrough: d.start_date,
      url,
    };
  });
  const list = byRoom.length > 0 ? byRoom : byDeparture;
  const prices = list.map((o) => Number(o.price));
  const offers =
    list.length > 0
      ? {
          "@type": "AggregateOffer",
          priceCurrency: currency,
          lowPrice: list[prices.indexOf(Math.min(...prices))].price,
          highPrice: list[prices.indexOf(Math.max(...prices))].price,
          offerCount: list.length,
          availability: list.some((o) => o.availability.endsWith("InStock"))
            ? "https://schema.org/InStock"
            : "https://schema.org/SoldOut",
          url,
          ...seller_,
          offers: list,
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
    ...(serial
      ? {
          additionalProperty: [
            { "@type": "PropertyValue", propertyID: "KPK advertisement approval", name: "KPK", value: serial },
          ],
        }
      : {}),
    offers,
  };
}
