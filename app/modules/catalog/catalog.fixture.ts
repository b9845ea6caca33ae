import type { DepartureDto, DepartureFareDto, TourSummaryDto } from "./catalog.contract";

/*
 * DTOs as the catalogue API answers them, for the component and rule tests of the catalogue
 * screens: plain values a test overrides where it is about them.
 */

const BEDS: Record<string, number> = { quad: 4, triple: 3, double: 2, single: 1 };

/** A room type's fare on a departure: no allotment, nothing held. */
export function aFare(
  room_type_id: number,
  code: string,
  price: number,
  over: Partial<DepartureFareDto> = {},
): DepartureFareDto {
  return {
    room_type_id,
    code,
    name: code[0].toUpperCase() + code.slice(1),
    beds: BEDS[code] ?? 2,
    price,
    bed_allotment: null,
    beds_held: 0,
    beds_left: null,
    full: false,
    ...over,
  };
}

/** An open, bookable departure of 40 seats, none taken, with no child or infant fare. */
export function aDeparture(
  over: Pick<DepartureDto, "id" | "start_date" | "end_date" | "price"> & Partial<DepartureDto>,
): DepartureDto {
  return {
    capacity: 40,
    price_override: null,
    is_open: true,
    seats_left: 40,
    full_booked: false,
    bookable: true,
    fares: [],
    child_no_bed_price: null,
    infant_price: null,
    ...over,
  };
}

/** A published package with a 10% discount, its price from the quad room. */
export function aTourSummary(over: Partial<TourSummaryDto> = {}): TourSummaryDto {
  return {
    id: 1,
    code: "UMR",
    slug: "umrah",
    name: "Umrah",
    cover: null,
    destination: null,
    categories: [],
    base_price: 40_000_000,
    display_price: 27_000_000,
    from_room_type: "Quad",
    discount_type: "percentage",
    discount_value: 10,
    min_pax: 1,
    max_pax: null,
    status: "published",
    featured: false,
    kind: "umrah",
    ad_approval_serial: null,
    next_departure: null,
    duration_days: 10,
    ...over,
  };
}
