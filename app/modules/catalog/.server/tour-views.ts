import { latestPriceReason } from "./reference-price";
import type { z } from "zod";
import { noteRead, tourTag } from "#app/shared/cache-bus.server";
import type { Ctx } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { countBookings } from "./departures/count-bookings";
import { sumHeldSeats } from "./departures/sum-held-seats";
import type { ImageDto } from "#app/modules/media/media.contract";
import { getImages } from "#app/modules/media/.server/get-images";
import type { Locale } from "#app/shared/i18n/config";
import type {
  DepartureDto,
  DepartureFareDto,
  TourDetailDto,
  TourSummaryDto,
  tourEditDto,
} from "#app/modules/catalog/catalog.contract";
import { type Discount, departureState, displayPrice, durationDays, todayOf } from "#app/modules/catalog/catalog.rules";
import { bedsLeft } from "#app/modules/catalog/rooms.rules";
import { sumHeldPaxAndBedsByDeparture } from "./departures/booking-refs.repository";
import {
  type DepartureFacts,
  findPackagePage,
  listDeparturesOfPackages,
  fareGridsOfDepartures,
  listRoomTypesOfPackage,
  type PackageCard,
  type PackagePage,
  type PackageRow,
  type RoomTypeFacts,
} from "./catalog.repository";
import { departuresWithFares } from "./departures/departure-fares";
import { toAttributeDto, translations } from "./to-dto";

/*
 * Read models of packages, shared by the use cases that answer them. A list or a page costs a
 * fixed number of statements whatever its size: the catalogue's one (catalog.repository.ts,
 * `listPackageCards`, `findPackagePage`), then held seats and beds (bookings table, one statement)
 * and images (media).
 */

/** Seats held on departures, for the seats-left figures. */
export function heldSeats(ctx: Ctx, departureIds: number[]) {
  return sumHeldSeats({ ctx, input: { departure_ids: departureIds } });
}

/**
 * Seats held per departure and beds held per departure and room type (departure id -> room type
 * id -> beds), in one statement: what the fare grids of cards and pages count.
 */
export async function heldSeatsAndBeds(ctx: Ctx, departureIds: number[]): Promise<Held> {
  const ids = [...new Set(departureIds)];
  const seats = new Map(ids.map((id) => [id, 0]));
  const beds: HeldBeds = new Map();
  for (const row of await sumHeldPaxAndBedsByDeparture(ctx.db, ids)) {
    if (row.departureId === null) continue;
    if (row.roomTypeId === null) {
      seats.set(row.departureId, row.n);
      continue;
    }
    const own = beds.get(row.departureId) ?? new Map<number, number>();
    own.set(row.roomTypeId, row.n);
    beds.set(row.departureId, own);
  }
  return { seats, beds };
}
export type HeldBeds = Map<number, Map<number, number>>;

/**
 * What a departure's fare grid needs beside the departure: the package's room types (their order
 * and names), the beds held on it per room type and the reader's language. Absent, the grid is
 * empty and the price the override or base price.
 */
export interface FareGridFacts {
  roomTypes: RoomTypeFacts[];
  heldBeds: Map<number, number> | undefined;
  locale: Locale;
}

function toFareDtos(d: DepartureFacts, fullBooked: boolean, grid: FareGridFacts): DepartureFareDto[] {
  const fares = new Map((d.fares ?? []).map((f) => [f.roomTypeId, f]));
  return grid.roomTypes.flatMap((r) => {
    const fare = fares.get(r.id);
    if (!fare) return [];
    const held = grid.heldBeds?.get(r.id) ?? 0;
    const left = bedsLeft(fare.bedAllotment, held);
    return [
      {
        room_type_id: r.id,
        code: r.code,
        name: pickLocale(r.name, grid.locale),
        beds: r.beds,
        price: fare.price,
        bed_allotment: fare.bedAllotment,
        beds_held: held,
        beds_left: left,
        full: fullBooked || left === 0,
      },
    ];
  });
}

/** The cheapest bed still for sale (failing that, the cheapest of the grid); undefined without a grid. */
function cheapestFare(fares: DepartureFareDto[]): DepartureFareDto | undefined {
  const pool = fares.some((f) => !f.full) ? fares.filter((f) => !f.full) : fares;
  return pool.reduce<DepartureFareDto | undefined>((min, f) => (!min || f.price < min.price ? f : min), undefined);
}

export function toDepartureDto(
  pkg: Pick<PackageRow, "basePrice">,
  d: DepartureFacts,
  held: number,
  today: string,
  grid?: FareGridFacts,
): DepartureDto {
  const state = departureState(d, held, today);
  const fares = grid ? toFareDtos(d, state.fullBooked, grid) : [];
  return {
    id: d.id,
    start_date: d.startDate,
    end_date: d.endDate,
    capacity: d.capacity,
    price: cheapestFare(fares)?.price ?? d.priceOverride ?? pkg.basePrice,
    price_override: d.priceOverride,
    is_open: d.isOpen,
    seats_left: state.seatsLeft,
    full_booked: state.fullBooked,
    bookable: state.bookable,
    fares,
    child_no_bed_price: d.childNoBedPrice ?? null,
    infant_price: d.infantPrice ?? null,
  };
}

/** Departures of one package as DTOs; the public sees only those not yet departed. */
export async function loadDepartures(ctx: Ctx, pkg: PackageRow, opts: { all: boolean }): Promise<DepartureDto[]> {
  noteRead(ctx, [tourTag(pkg.id)]);
  const today = todayOf(ctx.now());
  const rows = await listDeparturesOfPackages(ctx.db, [pkg.id], opts.all ? {} : { startAfter: today });
  const ids = rows.map((d) => d.id);
  const { seats: held, beds } = await heldSeatsAndBeds(ctx, ids);
  const fares = await fareGridsOfDepartures(ctx.db, ids);
  const roomTypes = await listRoomTypesOfPackage(ctx.db, pkg.id);
  return rows.map((d) =>
    toDepartureDto(pkg, { ...d, fares: fares.get(d.id) }, held.get(d.id) ?? 0, today, {
      roomTypes,
      heldBeds: beds.get(d.id),
      locale: ctx.locale,
    }),
  );
}

/** The departures whose seats and beds cards and pages count: only those that may still be booked matter. */
function shownDepartureIds(cards: PackageCard[], today: string, opts: { pastToo: boolean }) {
  return cards.flatMap((c) => c.departures.flatMap((d) => (opts.pastToo || d.startDate > today ? [d.id] : [])));
}

export interface Held {
  seats: Map<number, number>;
  beds: HeldBeds;
}

/** Seats and beds held on the cards' departures: one statement whatever the number of cards. */
function heldOnCards(ctx: Ctx, cards: PackageCard[], today: string, opts: { pastToo: boolean }): Promise<Held> {
  return heldSeatsAndBeds(ctx, shownDepartureIds(cards, today, opts));
}

function departureViews(ctx: Ctx, card: PackageCard, held: Held, today: string, list = card.departures) {
  return list.map((d) =>
    toDepartureDto(card.pkg, d, held.seats.get(d.id) ?? 0, today, {
      roomTypes: card.roomTypes,
      heldBeds: held.beds.get(d.id),
      locale: ctx.locale,
    }),
  );
}

/**
 * The package's "from" price (decision 032): the cheapest bed still for sale on a bookable
 * departure after the discount for one pax, with its room type; when no bookable departure sells
 * a bed, the base price after the discount (the stored display price) without a room type.
 * `listPackageCards` sorts by the same figure (`fromPriceSql`).
 */
function fromPrice(p: PackageRow, views: DepartureDto[]): { price: number; roomType: string | null } {
  const discount: Discount = p.discountType ? { type: p.discountType, value: p.discountValue } : null;
  let best: { price: number; roomType: string | null } | undefined;
  for (const d of views) {
    if (!d.bookable) continue;
    for (const f of d.fares) {
      if (f.full) continue;
      const price = displayPrice(f.price, discount);
      if (!best || price < best.price) best = { price, roomType: f.name };
    }
  }
  return best ?? { price: p.displayPrice, roomType: null };
}

function toTourSummary(
  ctx: Ctx,
  card: PackageCard,
  views: DepartureDto[],
  images: Map<string, ImageDto>,
  today: string,
): TourSummaryDto {
  const { pkg: p, departures: own, destination: dest } = card;
  // The next bookable departure; failing that the next open one that is full, so a card can
  // say "full booked" rather than "no departure yet".
  const next = views.find((d) => d.bookable) ?? views.find((d) => d.is_open && d.full_booked && d.start_date > today);
  const forDuration = next ?? (own[0] ? { start_date: own[0].startDate, end_date: own[0].endDate } : null);
  const from = fromPrice(p, views);
  return {
    id: p.id,
    code: p.code,
    slug: p.slug,
    name: pickLocale(p.name, ctx.locale),
    cover: (p.coverImageId && images.get(p.coverImageId)) || null,
    destination: dest ? { id: dest.id, name: pickLocale(dest.name, ctx.locale) } : null,
    categories: card.categories.map((c) => ({ id: c.id, name: pickLocale(c.name, ctx.locale) })),
    base_price: p.basePrice,
    display_price: from.price,
    from_room_type: from.roomType,
    discount_type: p.discountType,
    discount_value: p.discountValue,
    min_pax: p.minPax,
    max_pax: p.maxPax,
    status: p.status,
    featured: p.featured,
    kind: p.kind,
    ad_approval_serial: p.kind === "umrah" ? p.adApprovalSerial : null,
    next_departure: next ?? null,
    duration_days: forDuration ? durationDays(forDuration.start_date, forDuration.end_date) : null,
  };
}

/** Tour cards: the catalogue's one statement, then held seats and beds, and cover images (one each). */
export async function loadTourSummaries(ctx: Ctx, cards: PackageCard[]): Promise<TourSummaryDto[]> {
  if (cards.length === 0) return [];
  // Each card shows its package's seats left: a booking of one of them drops the list from the caches.
  noteRead(
    ctx,
    cards.map((c) => tourTag(c.pkg.id)),
  );
  const today = todayOf(ctx.now());
  const held = await heldOnCards(ctx, cards, today, { pastToo: false });
  const images = await getImages({ ctx, input: { ids: cards.flatMap((c) => c.pkg.coverImageId ?? []) } });
  return cards.map((card) => toTourSummary(ctx, card, departureViews(ctx, card, held, today), images, today));
}

/**
 * The tour page: the summary plus description, gallery, departures with their fare grids,
 * itinerary, facilities, extras and room types, in three statements (the package's, held seats
 * and beds, images). Undefined when there is no such package; the caller decides who may see
 * which status.
 */
export async function loadTourDetail(
  ctx: Ctx,
  id: number,
  opts: { allDepartures: boolean },
): Promise<TourDetailDto | undefined> {
  const page = await findPackagePage(ctx.db, id);
  if (!page) return undefined;
  const { pkg } = page;
  noteRead(ctx, [tourTag(pkg.id)]);
  const today = todayOf(ctx.now());
  const held = await heldOnCards(ctx, [page], today, { pastToo: opts.allDepartures });
  const images = await getImages({ ctx, input: { ids: [pkg.coverImageId ?? [], page.galleryFileIds].flat() } });
  const listed = opts.allDepartures ? page.departures : page.departures.filter((d) => d.startDate > today);
  const views = departureViews(ctx, page, held, today);
  return {
    ...toTourSummary(ctx, page, views, images, today),
    description: pickLocale(pkg.description, ctx.locale),
    gallery: page.galleryFileIds.flatMap((g) => images.get(g) ?? []),
    min_payment: pkg.minPayment,
    default_capacity: pkg.defaultCapacity,
    card_payment_link: pkg.cardPaymentLink,
    departures: departureViews(ctx, page, held, today, listed),
    itinerary: page.itinerary.map((d, i) => ({
      day: i + 1,
      title: pickLocale(d.title, ctx.locale),
      description: pickLocale(d.description, ctx.locale),
    })),
    facilities: page.facilities.map((f) => ({ name: pickLocale(f.name, ctx.locale), included: f.included })),
    extras: page.attributes.map((a) => toAttributeDto(a, a.details, ctx.locale)),
    room_types: page.roomTypes.map((r) => ({
      id: r.id,
      code: r.code,
      name: pickLocale(r.name, ctx.locale),
      beds: r.beds,
    })),
    hotel_cities: pkg.hotelCities,
    updated_at: pkg.updatedAt.toISOString(),
  };
}

/**
 * What the panel's edit form loads: every language, ids of everything chosen, the room types,
 * all departures with their fare grids.
 */
export async function loadTourEdit(ctx: Ctx, id: number): Promise<z.infer<typeof tourEditDto> | undefined> {
  const page = await findPackagePage(ctx.db, id);
  if (!page) return undefined;
  const { pkg } = page;
  const images = await getImages({ ctx, input: { ids: [pkg.coverImageId ?? [], page.galleryFileIds].flat() } });
  const bookingCount = await countBookings({ ctx, input: { package_id: pkg.id } });
  const roomTypes = await listRoomTypesOfPackage(ctx.db, pkg.id);
  // Full rows: the edit form needs the child and infant fares the page's facts leave out.
  const departures = await departuresWithFares(ctx, pkg, await listDeparturesOfPackages(ctx.db, [pkg.id]));
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
    full_payment_days: pkg.fullPaymentDays,
    status: pkg.status,
    featured: pkg.featured,
    kind: pkg.kind,
    itinerary: page.itinerary.map((d) => ({ title: translations(d.title), description: translations(d.description) })),
    facilities: page.facilities.map((f) => ({ name: translations(f.name), included: f.included })),
    attribute_ids: page.attributes.map((a) => a.id),
    room_types: roomTypes.map((r) => ({
      id: r.id,
      code: r.code,
      name: translations(r.name),
      beds: r.beds,
      sort_order: r.sortOrder,
    })),
    hotel_cities: pkg.hotelCities,
    cancellation_policy: pkg.cancellationPolicy ?? null,
    departures,
    has_bookings: bookingCount > 0,
    ad_approval_serial: pkg.adApprovalSerial,
    price_reason: await latestPriceReason(ctx, pkg.id),
  };
}

/** What the written agreement reads of a package and one of its departures (agreement-package.ts). */
export interface AgreementPackageFacts {
  status: PackageRow["status"];
  kind: PackageRow["kind"];
  name: PackagePage["pkg"]["name"];
  hotelCities: string[];
  facilities: PackagePage["facilities"];
  minPayment: number;
  fullPaymentDays: number;
  cancellationPolicy: PackageRow["cancellationPolicy"];
  departure: { startDate: string; endDate: string; bookable: boolean; fromPrice: number };
}

export async function loadAgreementPackage(
  ctx: Ctx,
  tourId: number,
  timeId: number,
): Promise<AgreementPackageFacts | undefined> {
  const page = await findPackagePage(ctx.db, tourId);
  const dep = page?.departures.find((d) => d.id === timeId);
  if (!page || !dep) return undefined;
  const today = todayOf(ctx.now());
  const held = await heldSeatsAndBeds(ctx, [dep.id]);
  const [view] = departureViews(ctx, page, held, today, [dep]);
  const { pkg } = page;
  const discount: Discount = pkg.discountType ? { type: pkg.discountType, value: pkg.discountValue } : null;
  const prices = view.fares.map((f) => displayPrice(f.price, discount));
  return {
    status: pkg.status,
    kind: pkg.kind,
    name: pkg.name,
    hotelCities: pkg.hotelCities,
    facilities: page.facilities,
    minPayment: pkg.minPayment,
    fullPaymentDays: pkg.fullPaymentDays,
    cancellationPolicy: pkg.cancellationPolicy,
    departure: {
      startDate: dep.startDate,
      endDate: dep.endDate,
      bookable: view.bookable,
      fromPrice: prices.length ? Math.min(...prices) : displayPrice(view.price, discount),
    },
  };
}
