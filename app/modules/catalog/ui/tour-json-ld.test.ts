import { describe, expect, it } from "vitest";
import type { DepartureDto, DepartureFareDto, TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { aDeparture, aFare, aTourSummary } from "#app/modules/catalog/catalog.fixture";
import { productJsonLd } from "./tour-json-ld";

const departure = (id: number, fares: DepartureFareDto[], over: Partial<DepartureDto> = {}) =>
  aDeparture({
    id,
    start_date: `2027-0${id}-01`,
    end_date: `2027-0${id}-10`,
    price: Math.min(...fares.map((f) => f.price)),
    fares,
    ...over,
  });

function tour(departures: DepartureDto[]): TourDetailDto {
  return {
    ...aTourSummary({ code: "UMR-1" }),
    description: "",
    gallery: [],
    min_payment: 0,
    default_capacity: 40,
    card_payment_link: null,
    departures,
    itinerary: [],
    facilities: [],
    extras: [],
    room_types: [
      { id: 1, code: "quad", name: "Quad", beds: 4 },
      { id: 2, code: "triple", name: "Triple", beds: 3 },
      { id: 3, code: "double", name: "Double", beds: 2 },
      { id: 4, code: "single", name: "Single", beds: 1 },
    ],
    hotel_cities: [],
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

const ld = (t: TourDetailDto) => productJsonLd(t, "https://x.test/tour/1", (p) => p, "IDR", "Agency");

describe("productJsonLd with room types", () => {
  // Money is minor units: IDR 30,000,000 minor = Rp 300.000.
  it("has one offer per room type sold: its cheapest bed for sale after the discount, sold out when no bed is left", () => {
    const offers = ld(
      tour([
        departure(1, [
          aFare(1, "quad", 30_000_000, { full: true, beds_left: 0 }),
          aFare(2, "triple", 32_000_000),
          aFare(3, "double", 36_000_000, { full: true }),
        ]),
        departure(2, [
          aFare(1, "quad", 31_000_000),
          aFare(2, "triple", 33_000_000),
          aFare(3, "double", 35_000_000, { full: true }),
        ]),
        // A full departure's beds are not for sale.
        departure(3, [aFare(1, "quad", 20_000_000)], { bookable: false, full_booked: true, seats_left: 0 }),
      ]),
    ).offers as {
      offerCount: number;
      lowPrice: string;
      highPrice: string;
      availability: string;
      offers: Record<string, string>[];
    };
    expect(offers.offerCount).toBe(3);
    expect(offers.offers).toEqual([
      // Quad: full on the first departure, 31M on the second, less 10%.
      expect.objectContaining({
        name: "Umrah – Quad",
        price: "279000",
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
      }),
      expect.objectContaining({
        name: "Umrah – Triple",
        price: "288000",
        availability: "https://schema.org/InStock",
      }),
      // Double: full everywhere, offered at its cheapest bed as sold out.
      expect.objectContaining({
        name: "Umrah – Double",
        price: "315000",
        availability: "https://schema.org/SoldOut",
      }),
    ]);
    expect(offers).toMatchObject({
      lowPrice: "279000",
      highPrice: "315000",
      availability: "https://schema.org/InStock",
    });
  });

  it("keeps one offer per bookable departure when no departure sells a room type", () => {
    const offers = ld(tour([departure(1, [], { price: 30_000_000 }), departure(2, [], { price: 32_000_000 })]))
      .offers as { offerCount: number; offers: Record<string, string>[] };
    expect(offers.offerCount).toBe(2);
    expect(offers.offers.map((o) => o.price)).toEqual(["270000", "288000"]);
  });
});
