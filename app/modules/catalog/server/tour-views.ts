import type { z } from "zod";
import type { Ctx } from "../../../shared/context";
import { pickLocale } from "../../../shared/translate";
import { countBookings } from "../../booking/server/count-bookings";
import { sumHeldSeats } from "../../booking/server/sum-held-seats";
import { getImages } from "../../media/server/get-images";
import type { DepartureDto, TourDetailDto, TourSummaryDto, tourEditDto } from "../catalog.contract";
import { departureState, durationDays, SEAT_HOLDING_STATUSES, todayOf } from "../catalog.rules";
import {
  type DepartureRow,
  findDestinationsByIds,
  listAttributesOfPackage,
  listCategoriesOfPackages,
  listDeparturesOfPackages,
  listDetailsOfAttributes,
  listFacilitiesOfPackage,
  listGalleryOfPackage,
  listItineraryOfPackage,
  type PackageRow,
} from "./catalog.repository";
import { toAttributeDtos, translations } from "./to-dto";

/*
 * Read models of packages, shared by the use cases that answer them. Lists are loaded in a
 * fixed number of batched queries (packages, categories, departures, held seats, destinations,
 * images), whatever the page size.
 */

/** Seats held on departures, for the seats-left figures. */
export function heldSeats(ctx: Ctx, departureIds: number[]) {
  return sumHeldSeats({ ctx, input: { departure_ids: departureIds, statuses: SEAT_HOLDING_STATUSES } });
}

export function toDepartureDto(
  pkg: Pick<PackageRow, "basePrice">,
  d: DepartureRow,
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

export async function loadTourSummaries(ctx: Ctx, rows: PackageRow[]): Promise<TourSummaryDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const destinationIds = [...new Set(rows.flatMap((p) => (p.destinationId ? [p.destinationId] : [])))];
  const [cats, deps, dests, images] = await Promise.all([
    listCategoriesOfPackages(ctx.db, ids),
    listDeparturesOfPackages(ctx.db, ids),
    findDestinationsByIds(ctx.db, destinationIds),
    getImages({ ctx, input: { ids: rows.flatMap((p) => (p.coverImageId ? [p.coverImageId] : [])) } }),
  ]);
  const today = todayOf(ctx.now());
  // Seats matter only where a departure may still be booked: past ones are never the next one.
  const held = await heldSeats(
    ctx,
    deps.flatMap((d) => (d.startDate > today ? [d.id] : [])),
  );
  const destById = new Map(dests.map((d) => [d.id, d]));

  return rows.map((p) => {
    const own = deps.filter((d) => d.packageId === p.id);
    const views = own.map((d) => toDepartureDto(p, d, held.get(d.id) ?? 0, today));
    // The next bookable departure; failing that the next open one that is full, so a card can
    // say "full booked" rather than "no departure yet".
    const next = views.find((d) => d.bookable) ?? views.find((d) => d.is_open && d.full_booked && d.start_date > today);
    const forDuration = next ?? (own[0] ? { start_date: own[0].startDate, end_date: own[0].endDate } : null);
    const dest = p.destinationId ? destById.get(p.destinationId) : undefined;
    return {
      id: p.id,
      code: p.code,
      slug: p.slug,
      name: pickLocale(p.name, ctx.locale),
      cover: (p.coverImageId && images.get(p.coverImageId)) || null,
      destination: dest ? { id: dest.id, name: pickLocale(dest.name, ctx.locale) } : null,
      categories: cats
        .filter((c) => c.packageId === p.id)
        .map((c) => ({ id: c.id, name: pickLocale(c.name, ctx.locale) })),
      base_price: p.basePrice,
      display_price: p.displayPrice,
      discount_type: p.discountType,
      discount_value: p.discountValue,
      min_pax: p.minPax,
      max_pax: p.maxPax,
      status: p.status,
      featured: p.featured,
      next_departure: next ?? null,
      duration_days: forDuration ? durationDays(forDuration.start_date, forDuration.end_date) : null,
    };
  });
}

/** The attributes a package offers, with their details, in the caller's language. */
export async function loadExtras(ctx: Ctx, packageId: number) {
  const attrs = await listAttributesOfPackage(ctx.db, packageId);
  const details = await listDetailsOfAttributes(
    ctx.db,
    attrs.map((a) => a.id),
  );
  return { attrs, details, dtos: toAttributeDtos(attrs, details, ctx.locale) };
}

/** The tour page: the summary plus description, gallery, departures, itinerary, facilities and extras. */
export async function loadTourDetail(
  ctx: Ctx,
  pkg: PackageRow,
  opts: { allDepartures: boolean },
): Promise<TourDetailDto> {
  const [[summary], gallery, departures, itinerary, facilityRows, extras] = await Promise.all([
    loadTourSummaries(ctx, [pkg]),
    listGalleryOfPackage(ctx.db, pkg.id),
    loadDepartures(ctx, pkg, { all: opts.allDepartures }),
    listItineraryOfPackage(ctx.db, pkg.id),
    listFacilitiesOfPackage(ctx.db, pkg.id),
    loadExtras(ctx, pkg.id),
  ]);
  const images = await getImages({ ctx, input: { ids: gallery.map((g) => g.fileId) } });
  return {
    ...summary,
    description: pickLocale(pkg.description, ctx.locale),
    gallery: gallery.flatMap((g) => images.get(g.fileId) ?? []),
    min_payment: pkg.minPayment,
    default_capacity: pkg.defaultCapacity,
    card_payment_link: pkg.cardPaymentLink,
    departures,
    itinerary: itinerary.map((d, i) => ({
      day: i + 1,
      title: pickLocale(d.title, ctx.locale),
      description: pickLocale(d.description, ctx.locale),
    })),
    facilities: facilityRows.map((f) => ({ name: pickLocale(f.name, ctx.locale), included: f.included })),
    extras: extras.dtos,
    updated_at: pkg.updatedAt.toISOString(),
  };
}

/** What the panel's edit form loads: every language, ids of everything chosen, all departures. */
export async function loadTourEdit(ctx: Ctx, pkg: PackageRow): Promise<z.infer<typeof tourEditDto>> {
  const [cats, gallery, departures, itinerary, facilityRows, attrs, bookingCount] = await Promise.all([
    listCategoriesOfPackages(ctx.db, [pkg.id]),
    listGalleryOfPackage(ctx.db, pkg.id),
    loadDepartures(ctx, pkg, { all: true }),
    listItineraryOfPackage(ctx.db, pkg.id),
    listFacilitiesOfPackage(ctx.db, pkg.id),
    listAttributesOfPackage(ctx.db, pkg.id),
    countBookings({ ctx, input: { package_id: pkg.id } }),
  ]);
  const galleryIds = gallery.map((g) => g.fileId);
  const images = await getImages({
    ctx,
    input: { ids: [...(pkg.coverImageId ? [pkg.coverImageId] : []), ...galleryIds] },
  });
  return {
    id: pkg.id,
    code: pkg.code,
    slug: pkg.slug,
    name: translations(pkg.name),
    description: translations(pkg.description),
    category_ids: cats.map((c) => c.id),
    destination_id: pkg.destinationId,
    cover_image_id: pkg.coverImageId,
    cover: (pkg.coverImageId && images.get(pkg.coverImageId)) || null,
    gallery_image_ids: galleryIds,
    gallery: galleryIds.flatMap((id) => images.get(id) ?? []),
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
    itinerary: itinerary.map((d) => ({ title: translations(d.title), description: translations(d.description) })),
    facilities: facilityRows.map((f) => ({ name: translations(f.name), included: f.included })),
    attribute_ids: attrs.map((a) => a.id),
    departures,
    has_bookings: bookingCount > 0,
  };
}
