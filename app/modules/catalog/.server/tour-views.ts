import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { countBookings } from "./count-bookings";
import { sumHeldSeats } from "./sum-held-seats";
import type { ImageDto } from "#app/modules/media/media.contract";
import { getImages } from "#app/modules/media/.server/get-images";
import type { DepartureDto, TourDetailDto, TourSummaryDto, tourEditDto } from "#app/modules/catalog/catalog.contract";
import { departureState, durationDays, todayOf } from "#app/modules/catalog/catalog.rules";
import {
  type DepartureFacts,
  findPackagePage,
  listDeparturesOfPackages,
  type PackageCard,
  type PackageRow,
} from "./catalog.repository";
import { toAttributeDto, translations } from "./to-dto";

/*
 * Read models of packages, shared by the use cases that answer them. A list or a page costs a
 * fixed number of statements whatever its size: the catalogue's one (catalog.repository.ts,
 * `listPackageCards`, `findPackagePage`), then held seats (bookings table) and images (media).
 */

/** Seats held on departures, for the seats-left figures. */
export function heldSeats(ctx: Ctx, departureIds: number[]) {
  return sumHeldSeats({ ctx, input: { departure_ids: departureIds } });
}

export function toDepartureDto(
  pkg: Pick<PackageRow, "basePrice">,
  d: DepartureFacts,
  held: number,
  today: string,
): DepartureDto {
  const state = departureState(d, held, today);
  return {
    id: d.id,
    start_date: d.startDate,
    end_date: d.endDate,
    capacity: d.capacity,
    price: d.priceOverride ?? pkg.basePrice,
    price_override: d.priceOverride,
    is_open: d.isOpen,
    seats_left: state.seatsLeft,
    full_booked: state.fullBooked,
    bookable: state.bookable,
    // Interim until the public read model of fares lands: the grid is filled by its own change.
    fares: [],
    child_no_bed_price: null,
    infant_price: null,
  };
}

/** Departures of one package as DTOs; the public sees only those not yet departed. */
export async function loadDepartures(ctx: Ctx, pkg: PackageRow, opts: { all: boolean }): Promise<DepartureDto[]> {
  const today = todayOf(ctx.now());
  const rows = await listDeparturesOfPackages(ctx.db, [pkg.id], opts.all ? {} : { startAfter: today });
  const held = await heldSeats(
    ctx,
    rows.map((d) => d.id),
  );
  return rows.map((d) => toDepartureDto(pkg, d, held.get(d.id) ?? 0, today));
}

/** The seats-left figures for cards and pages: only departures that may still be booked matter. */
function heldOnCards(ctx: Ctx, cards: PackageCard[], today: string, opts: { pastToo: boolean }) {
  return heldSeats(
    ctx,
    cards.flatMap((c) => c.departures.flatMap((d) => (opts.pastToo || d.startDate > today ? [d.id] : []))),
  );
}

function toTourSummary(
  ctx: Ctx,
  card: PackageCard,
  held: Map<number, number>,
  images: Map<string, ImageDto>,
  today: string,
): TourSummaryDto {
  const { pkg: p, departures: own, destination: dest } = card;
  const views = own.map((d) => toDepartureDto(p, d, held.get(d.id) ?? 0, today));
  // The next bookable departure; failing that the next open one that is full, so a card can
  // say "full booked" rather than "no departure yet".
  const next = views.find((d) => d.bookable) ?? views.find((d) => d.is_open && d.full_booked && d.start_date > today);
  const forDuration = next ?? (own[0] ? { start_date: own[0].startDate, end_date: own[0].endDate } : null);
  return {
    id: p.id,
    code: p.code,
    slug: p.slug,
    name: pickLocale(p.name, ctx.locale),
    cover: (p.coverImageId && images.get(p.coverImageId)) || null,
    destination: dest ? { id: dest.id, name: pickLocale(dest.name, ctx.locale) } : null,
    categories: card.categories.map((c) => ({ id: c.id, name: pickLocale(c.name, ctx.locale) })),
    base_price: p.basePrice,
    display_price: p.displayPrice,
    from_room_type: null,
    discount_type: p.discountType,
    discount_value: p.discountValue,
    min_pax: p.minPax,
    max_pax: p.maxPax,
    status: p.status,
    featured: p.featured,
    next_departure: next ?? null,
    duration_days: forDuration ? durationDays(forDuration.start_date, forDuration.end_date) : null,
  };
}

/** Tour cards: the catalogue's one statement, then held seats and cover images (one each). */
export async function loadTourSummaries(ctx: Ctx, cards: PackageCard[]): Promise<TourSummaryDto[]> {
  if (cards.length === 0) return [];
  const today = todayOf(ctx.now());
  const held = await heldOnCards(ctx, cards, today, { pastToo: false });
  const images = await getImages({ ctx, input: { ids: cards.flatMap((c) => c.pkg.coverImageId ?? []) } });
  return cards.map((card) => toTourSummary(ctx, card, held, images, today));
}

/**
 * The tour page: the summary plus description, gallery, departures, itinerary, facilities and
 * extras, in three statements (the package's, held seats, images). Undefined when there is no
 * such package; the caller decides who may see which status.
 */
export async function loadTourDetail(
  ctx: Ctx,
  id: number,
  opts: { allDepartures: boolean },
): Promise<TourDetailDto | undefined> {
  const page = await findPackagePage(ctx.db, id);
  if (!page) return undefined;
  const { pkg } = page;
  const today = todayOf(ctx.now());
  const held = await heldOnCards(ctx, [page], today, { pastToo: opts.allDepartures });
  const images = await getImages({ ctx, input: { ids: [pkg.coverImageId ?? [], page.galleryFileIds].flat() } });
  const listed = opts.allDepartures ? page.departures : page.departures.filter((d) => d.startDate > today);
  return {
    ...toTourSummary(ctx, page, held, images, today),
    description: pickLocale(pkg.description, ctx.locale),
    gallery: page.galleryFileIds.flatMap((g) => images.get(g) ?? []),
    min_payment: pkg.minPayment,
    default_capacity: pkg.defaultCapacity,
    card_payment_link: pkg.cardPaymentLink,
    departures: listed.map((d) => toDepartureDto(pkg, d, held.get(d.id) ?? 0, today)),
    itinerary: page.itinerary.map((d, i) => ({
      day: i + 1,
      title: pickLocale(d.title, ctx.locale),
      description: pickLocale(d.description, ctx.locale),
    })),
    facilities: page.facilities.map((f) => ({ name: pickLocale(f.name, ctx.locale), included: f.included })),
    extras: page.attributes.map((a) => toAttributeDto(a, a.details, ctx.locale)),
    room_types: [],
    hotel_cities: pkg.hotelCities,
    updated_at: pkg.updatedAt.toISOString(),
  };
}

/** What the panel's edit form loads: every language, ids of everything chosen, all departures. */
export async function loadTourEdit(ctx: Ctx, id: number): Promise<z.infer<typeof tourEditDto> | undefined> {
  const page = await findPackagePage(ctx.db, id);
  if (!page) return undefined;
  const { pkg } = page;
  const today = todayOf(ctx.now());
  const held = await heldOnCards(ctx, [page], today, { pastToo: true });
  const images = await getImages({ ctx, input: { ids: [pkg.coverImageId ?? [], page.galleryFileIds].flat() } });
  const bookingCount = await countBookings({ ctx, input: { package_id: pkg.id } });
  return {
    id: pkg.id,
    code: pkg.code,
    slug: pkg.slug,
    name: translations(pkg.name),
    description: translations(pkg.description),
    category_ids: page.categories.map((c) => c.id),
    destination_id: pkg.destinationId,
    cover_image_id: pkg.coverImageId,
    cover: (pkg.coverImageId && images.get(pkg.coverImageId)) || null,
    gallery_image_ids: page.galleryFileIds,
    gallery: page.galleryFileIds.flatMap((g) => images.get(g) ?? []),
    base_price: pkg.basePrice,
    discount_type: pkg.discountType,
    discount_value: pkg.discountValue,
    min_pax: pkg.minPax,
    max_pax: pkg.maxPax,
    min_payment: pkg.minPayment,
    default_capacity: pkg.defaultCapacity,
    card_payment_link: pkg.cardPaymentLink,
    status: pkg.status,
    featured: pkg.featured,
    itinerary: page.itinerary.map((d) => ({ title: translations(d.title), description: translations(d.description) })),
    facilities: page.facilities.map((f) => ({ name: translations(f.name), included: f.included })),
    attribute_ids: page.attributes.map((a) => a.id),
    room_types: [],
    hotel_cities: pkg.hotelCities,
    departures: page.departures.map((d) => toDepartureDto(pkg, d, held.get(d.id) ?? 0, today)),
    has_bookings: bookingCount > 0,
  };
}
