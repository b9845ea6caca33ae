import { z } from "zod";
import { cancellationPolicyDto, cancellationPolicyInput } from "#app/shared/cancellation-policy.contract";
import { listMeta, listQuery, queryFlag } from "#app/shared/list";
import { moneyInput, slugInput, translationsDto, trOptional, trRequired } from "#app/shared/translatable.contract";
import { imageDto } from "#app/modules/media/media.contract";
import { TRAVELLER_TYPES } from "./rooms.rules";

/*
 * One schema per operation of the catalogue (docs/product.md §Catalogue and §API). Money is integer
 * minor units; translatable inputs are { id (required), en?, my? }; public reads return the
 * caller's language with `id` as fallback field by field. Single records answer { data },
 * lists { data, meta }, writes { message, data }.
 */

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const tourIdParam = idParam;
export const categoryIdParam = idParam;
export const destinationIdParam = idParam;
export const attributeIdParam = idParam;
export const attributeDetailParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  detail_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const departureParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  time_id: z.coerce.number().int().positive().max(2_147_483_647),
});
/** The ids in a departure's panel pages (/panel/tour/{tour_id}/time/{time_id}/...). */
export const panelDepartureParams = z.object({
  tour_id: z.coerce.number().int().positive().max(2_147_483_647),
  time_id: z.coerce.number().int().positive().max(2_147_483_647),
});
const isoDate = z.iso.date();

/**
 * Why a price of a published umrah package is below the ministry's reference (decisions 082, 085):
 * asked (422) only then, recorded with the save; blank is none.
 */
const belowReferenceReason = z
  .string()
  .trim()
  .max(1000)
  .transform((v) => v || null)
  .nullable()
  .optional();
/** What a DELETE answers. */
export const deletedResponse = z.object({ message: z.string() });
const sortOrder = z.number().int().min(0).max(100_000).default(0);

// ---------- categories ----------
export const categoryDto = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type CategoryDto = z.infer<typeof categoryDto>;
export const listCategoriesQuery = listQuery;
/** GET /category keeps the spec's response key `categories.data` (docs/product.md §API). */
export const categoriesResponse = z.object({ categories: z.object({ data: z.array(categoryDto), meta: listMeta }) });

export const categoryInput = z.object({
  name: trRequired(100),
  // Derived from the Indonesian name when left empty.
  slug: slugInput.optional(),
  sort_order: sortOrder,
});
export type CategoryInput = z.input<typeof categoryInput>;
export const categoryEditDto = z.object({
  id: z.number().int(),
  name: translationsDto,
  slug: z.string(),
  sort_order: z.number().int(),
  tour_count: z.number().int(),
});
export const categoryEditResponse = z.object({ data: categoryEditDto });
export const categoryWriteResponse = z.object({ message: z.string(), data: categoryDto });

// ---------- destinations ----------
export const destinationDto = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: imageDto.nullable(),
  // Published packages going there.
  tour_count: z.number().int(),
});
export type DestinationDto = z.infer<typeof destinationDto>;
export const listDestinationsQuery = listQuery;
export const destinationsResponse = z.object({ data: z.array(destinationDto), meta: listMeta });
export const destinationResponse = z.object({ data: destinationDto });

export const destinationInput = z.object({
  name: trRequired(100),
  description: trOptional(5000),
  slug: slugInput.optional(),
  image_id: z.uuid().nullable().default(null),
  sort_order: sortOrder,
});
export type DestinationInput = z.input<typeof destinationInput>;
export const destinationEditDto = z.object({
  id: z.number().int(),
  name: translationsDto,
  description: translationsDto,
  slug: z.string(),
  image_id: z.uuid().nullable(),
  image: imageDto.nullable(),
  sort_order: z.number().int(),
});
export const destinationEditResponse = z.object({ data: destinationEditDto });
export const destinationWriteResponse = z.object({ message: z.string(), data: destinationDto });

// ---------- attributes ("extra price") and their details ----------
export const choiceRule = z.enum(["single", "multiple"]);
export const pricePer = z.enum(["pax", "booking"]);

export const attributeDetailDto = z.object({
  id: z.number().int(),
  attribute_id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  per: pricePer,
});
export type AttributeDetailDto = z.infer<typeof attributeDetailDto>;
export const attributeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  choice_rule: choiceRule,
  details: z.array(attributeDetailDto),
});
export type AttributeDto = z.infer<typeof attributeDto>;
export const listAttributesQuery = listQuery;
export const attributesResponse = z.object({ data: z.array(attributeDto), meta: listMeta });

export const attributeInput = z.object({ name: trRequired(100), choice_rule: choiceRule, sort_order: sortOrder });
export type AttributeInput = z.input<typeof attributeInput>;
export const attributeEditDto = z.object({
  id: z.number().int(),
  name: translationsDto,
  choice_rule: choiceRule,
  sort_order: z.number().int(),
  tour_count: z.number().int(),
});
export const attributeEditResponse = z.object({ data: attributeEditDto });
export const attributeWriteResponse = z.object({ message: z.string(), data: attributeDto });

export const attributeDetailInput = z.object({
  name: trRequired(100),
  price: moneyInput,
  per: pricePer,
  sort_order: sortOrder,
});
export type AttributeDetailInput = z.input<typeof attributeDetailInput>;
export const attributeDetailEditDto = z.object({
  id: z.number().int(),
  attribute_id: z.number().int(),
  name: translationsDto,
  price: z.number().int(),
  per: pricePer,
  sort_order: z.number().int(),
});
export const attributeDetailsResponse = z.object({ data: z.array(attributeDetailEditDto) });
export const attributeDetailWriteResponse = z.object({ message: z.string(), data: attributeDetailEditDto });

// ---------- rooms and travellers (docs/product.md §Rooms and travellers) ----------
const rowId = z.number().int().positive().max(2_147_483_647);
/** quad, triple, double, single or the agency's own: lower case, unique within the package. */
export const ROOM_TYPE_CODE = /^[a-z0-9][a-z0-9-]{0,19}$/;
export const MAX_ROOM_TYPES = 12;
export const roomTypeInput = z.object({
  // An existing room type keeps its id (its fares and sold beds stay with it); a new one has none.
  id: rowId.optional(),
  code: z.string().trim().toLowerCase().regex(ROOM_TYPE_CODE, { message: "room_code_format" }),
  name: trRequired(60),
  // Beds in one room: the people who share it (Quad 4, Triple 3, Double 2, Single 1).
  beds: z.number().int().min(1).max(6),
  sort_order: sortOrder,
});
export type RoomTypeInput = z.input<typeof roomTypeInput>;
export const roomTypeDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  beds: z.number().int(),
});
export type RoomTypeDto = z.infer<typeof roomTypeDto>;
export const roomTypeEditDto = roomTypeDto.extend({ name: translationsDto, sort_order: z.number().int() });
export const hotelCitiesInput = z.array(z.string().trim().min(1).max(40)).max(6);

/** One room type's fare on a departure: the price of one bed, and optionally how many beds are for sale. */
export const departureFareInput = z.object({
  room_type_id: rowId,
  price: moneyInput,
  // null = only the departure's seats limit the beds of this type.
  bed_allotment: z.number().int().min(0).max(10_000).nullable().default(null),
});
export type DepartureFareInput = z.input<typeof departureFareInput>;
export const departureFareDto = z.object({
  room_type_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  beds: z.number().int(),
  // Price of one bed before any discount.
  price: z.number().int(),
  bed_allotment: z.number().int().nullable(),
  // Beds of this type held by bookings that hold seats.
  beds_held: z.number().int(),
  // null = no allotment (only the seats limit it).
  beds_left: z.number().int().nullable(),
  // No bed of this type can be sold any more (its allotment is used up, or the departure is full).
  full: z.boolean(),
});
export type DepartureFareDto = z.infer<typeof departureFareDto>;

// ---------- tours (packages) ----------
export const tourStatus = z.enum(["draft", "published", "archived"]);
export const discountTypeEnum = z.enum(["fixed", "percentage"]);
export const tourSort = z.enum(["price_asc", "price_desc", "latest", "oldest"]);

export const listToursQuery = listQuery.extend({
  category_id: z.coerce.number().int().positive().optional(),
  destination_id: z.coerce.number().int().positive().optional(),
  // Admins only; visitors always get published packages.
  status: z.enum(["draft", "published", "archived", "all"]).optional(),
  featured: queryFlag,
  sort: tourSort.default("latest"),
});
export type ListToursQuery = z.output<typeof listToursQuery>;

export const departureDto = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  capacity: z.number().int(),
  // The "from" price per pax before any discount: the cheapest bed on sale on this departure
  // (the override or base price when it sells no room type).
  price: z.number().int(),
  price_override: z.number().int().nullable(),
  is_open: z.boolean(),
  seats_left: z.number().int(),
  full_booked: z.boolean(),
  // Open, not full and not yet departed.
  bookable: z.boolean(),
  // The fare grid: one row per room type sold on the departure, in the package's order.
  fares: z.array(departureFareDto),
  // Fares of a child without a bed and of an infant; null = not sold on this departure.
  child_no_bed_price: z.number().int().nullable(),
  infant_price: z.number().int().nullable(),
});
export type DepartureDto = z.infer<typeof departureDto>;

/**
 * What a package sells (decision 081): an umrah package's checkout asks each guest the ministry's
 * data (docs/product.md §Ministry data); a tour is any other trip. The list equals db/schema/catalog.ts
 * `package_kind`; booking's ministry.rules.ts re-exports it.
 */
export const PACKAGE_KINDS = ["tour", "umrah"] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const tourSummaryDto = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  cover: imageDto.nullable(),
  destination: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  base_price: z.number().int(),
  // The "from" price per pax after the discount: the cheapest bed on sale on a bookable
  // departure (the base price when none sells a room type).
  display_price: z.number().int(),
  // The room type of that cheapest bed (in the reader's language); null without one.
  from_room_type: z.string().nullable(),
  discount_type: discountTypeEnum.nullable(),
  discount_value: z.number().int(),
  min_pax: z.number().int(),
  max_pax: z.number().int().nullable(),
  status: tourStatus,
  featured: z.boolean(),
  kind: z.enum(PACKAGE_KINDS),
  // An umrah package's advertisement approval serial (Malaysia's tourism commissioner); null for a
  // tour or when none is set (docs/product.md §Licences, reference price and escrow).
  ad_approval_serial: z.string().nullable(),
  // The next bookable departure, if any.
  next_departure: departureDto.nullable(),
  duration_days: z.number().int().nullable(),
});
export type TourSummaryDto = z.infer<typeof tourSummaryDto>;
export const toursResponse = z.object({ data: z.array(tourSummaryDto), meta: listMeta });

export const tourDetailDto = tourSummaryDto.extend({
  description: z.string(),
  gallery: z.array(imageDto),
  min_payment: z.number().int(),
  default_capacity: z.number().int(),
  card_payment_link: z.string().nullable(),
  departures: z.array(departureDto),
  itinerary: z.array(z.object({ day: z.number().int(), title: z.string(), description: z.string() })),
  facilities: z.array(z.object({ name: z.string(), included: z.boolean() })),
  extras: z.array(attributeDto),
  room_types: z.array(roomTypeDto),
  hotel_cities: z.array(z.string()),
  updated_at: z.string(),
});
export type TourDetailDto = z.infer<typeof tourDetailDto>;
export const tourResponse = z.object({ data: tourDetailDto });

export const tourInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, { abort: true })
      .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, { message: "code_format" }),
    slug: slugInput.optional(),
    name: trRequired(200),
    // Rich text; sanitised on the server.
    description: trOptional(20_000),
    category_ids: z.array(z.number().int().positive()).max(20).default([]),
    destination_id: z.number().int().positive().nullable().default(null),
    cover_image_id: z.uuid().nullable().default(null),
    gallery_image_ids: z.array(z.uuid()).max(30).default([]),
    base_price: moneyInput,
    discount_type: discountTypeEnum.nullable().default(null),
    // fixed: minor units off per pax; percentage: whole percent (0-100) of the subtotal.
    discount_value: z.number().int().min(0).max(1_000_000_000_000_000).default(0),
    min_pax: z.number().int().min(1).max(1000).default(1),
    max_pax: z.number().int().min(1).max(1000).nullable().default(null),
    min_payment: moneyInput.default(0),
    default_capacity: z.number().int().min(1).max(10_000),
    card_payment_link: z
      .url({ protocol: /^https$/ })
      .max(500)
      .nullable()
      .default(null),
    // The full payment is due this many days before departure (docs/product.md §Payment schedule).
    full_payment_days: z.number().int().min(0).max(365).default(30),
    status: tourStatus.default("draft"),
    featured: z.boolean().default(false),
    // Absent = keep the package's kind (a new package is a tour).
    kind: z.enum(PACKAGE_KINDS).optional(),
    itinerary: z
      .array(z.object({ title: trRequired(200), description: trOptional(5000) }))
      .max(60)
      .default([]),
    facilities: z
      .array(z.object({ name: trRequired(200), included: z.boolean().default(true) }))
      .max(100)
      .default([]),
    attribute_ids: z.array(z.number().int().positive()).max(20).default([]),
    // Absent = keep the package's room types (a new package gets Quad, Triple and Double).
    room_types: z.array(roomTypeInput).max(MAX_ROOM_TYPES).optional(),
    // Absent = keep them. The rooming list numbers each room once per hotel city.
    hotel_cities: hotelCitiesInput.optional(),
    // The package's own cancellation tiers (decision 042): null = the site's; absent = keep.
    cancellation_policy: cancellationPolicyInput.nullable().optional(),
    // The advertisement approval serial ("KPK/LN/ADV 1234"), checked as the licence numbers are;
    // empty = none; absent = keep (docs/product.md §Licences, reference price and escrow).
    ad_approval_serial: z
      .string()
      .trim()
      .max(60)
      .regex(/^([A-Za-z0-9][A-Za-z0-9 ./-]*)?$/, { message: "licence_format" })
      .transform((v) => v.replace(/\s+/g, " ") || null)
      .nullable()
      .optional(),
    // Why an umrah package is published below the ministry's reference price; recorded with the save.
    below_reference_reason: belowReferenceReason,
  })
  .refine((v) => !v.room_types || new Set(v.room_types.map((r) => r.code)).size === v.room_types.length, {
    path: ["room_types"],
    message: "room_codes_unique",
  })
  .refine((v) => v.max_pax === null || v.max_pax >= v.min_pax, { path: ["max_pax"], message: "max_pax_below_min" })
  .refine((v) => v.discount_type !== "percentage" || v.discount_value <= 100, {
    path: ["discount_value"],
    message: "percentage_max",
  })
  .refine((v) => v.min_payment <= v.base_price, { path: ["min_payment"], message: "min_payment_above_price" });
export type TourInput = z.input<typeof tourInput>;
export type TourInputParsed = z.output<typeof tourInput>;

/** A reason recorded for publishing an umrah package below the ministry's reference price. */
export const priceReasonDto = z.object({
  reason: z.string(),
  lowest_price: z.number().int(),
  reference_price: z.number().int(),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type PriceReasonDto = z.infer<typeof priceReasonDto>;

/** What the panel's edit form loads (GET /tour/{id}/edit): the input shape with every language. */
export const tourEditDto = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: translationsDto,
  description: translationsDto,
  category_ids: z.array(z.number().int()),
  destination_id: z.number().int().nullable(),
  cover_image_id: z.uuid().nullable(),
  cover: imageDto.nullable(),
  gallery_image_ids: z.array(z.uuid()),
  gallery: z.array(imageDto),
  base_price: z.number().int(),
  discount_type: discountTypeEnum.nullable(),
  discount_value: z.number().int(),
  min_pax: z.number().int(),
  max_pax: z.number().int().nullable(),
  min_payment: z.number().int(),
  default_capacity: z.number().int(),
  card_payment_link: z.string().nullable(),
  full_payment_days: z.number().int(),
  status: tourStatus,
  featured: z.boolean(),
  kind: z.enum(PACKAGE_KINDS),
  itinerary: z.array(z.object({ title: translationsDto, description: translationsDto })),
  facilities: z.array(z.object({ name: translationsDto, included: z.boolean() })),
  attribute_ids: z.array(z.number().int()),
  room_types: z.array(roomTypeEditDto),
  hotel_cities: z.array(z.string()),
  cancellation_policy: cancellationPolicyDto.nullable(),
  departures: z.array(departureDto),
  has_bookings: z.boolean(),
  ad_approval_serial: z.string().nullable(),
  // The latest reason recorded for publishing below the ministry's reference price, if any.
  price_reason: priceReasonDto.nullable(),
});
export const tourEditResponse = z.object({ data: tourEditDto });
export const tourWriteResponse = z.object({ message: z.string(), data: tourDetailDto });

// ---------- departures ("times") ----------
export const departureInput = z
  .object({
    start_date: isoDate,
    end_date: isoDate,
    // Defaults to the package's default capacity.
    capacity: z.number().int().min(0).max(10_000).optional(),
    price_override: moneyInput.nullable().default(null),
    is_open: z.boolean().default(true),
    // Absent on a new departure = every room type of the package at the override or base price;
    // absent on an update = keep the grid. Only room types of the package.
    fares: z.array(departureFareInput).max(MAX_ROOM_TYPES).optional(),
    // Absent = not sold (new departure) or unchanged (update); null = not sold.
    child_no_bed_price: moneyInput.nullable().optional(),
    infant_price: moneyInput.nullable().optional(),
    // Why a fare lowers a published umrah package below the ministry's reference price (decision
    // 085); asked (422) only then, recorded with the save.
    below_reference_reason: belowReferenceReason,
  })
  .refine((v) => v.end_date >= v.start_date, { path: ["end_date"], message: "end_before_start" })
  .refine((v) => !v.fares || new Set(v.fares.map((f) => f.room_type_id)).size === v.fares.length, {
    path: ["fares"],
    message: "fare_room_types_unique",
  });
export type DepartureInput = z.input<typeof departureInput>;
export const departuresResponse = z.object({ data: z.array(departureDto) });
/** Copy one departure's fare grid (fares, allotments, child and infant fares) to other departures of the package. */
export const copyFaresInput = z.object({
  to_time_ids: z.array(rowId).min(1).max(500),
  // A grid copied onto upcoming departures may lower the package's price (decision 085).
  below_reference_reason: belowReferenceReason,
});
export const copyFaresResponse = z.object({ message: z.string(), data: z.array(departureDto) });
export const departureWriteResponse = z.object({ message: z.string(), data: departureDto });

// ---------- quote ----------
/**
 * A priced booking's lines (a quote and a booking alike): one per guest, and the totals per room
 * type, for children without a bed and for infants. `unit_price` is the first guest's fare.
 */
export const guestFareDto = z.object({
  position: z.number().int(),
  traveller_type: z.enum(TRAVELLER_TYPES),
  room_type_id: z.number().int().nullable(),
  room_type_name: z.string().nullable(),
  fare: z.number().int(),
});
export const roomLineDto = z.object({
  room_type_id: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  // Beds taken by the booking in this room type, at `price` per bed.
  guests: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
});
export type RoomLineDto = z.infer<typeof roomLineDto>;
export const fareLines = {
  // Guests holding a seat (adults and children; infants travel on a lap).
  seats: z.number().int(),
  guest_fares: z.array(guestFareDto),
  rooms: z.array(roomLineDto),
  child_no_bed: z.object({ guests: z.number().int(), amount: z.number().int() }),
  infants: z.object({ guests: z.number().int(), amount: z.number().int() }),
};
/**
 * A guest as the quote needs it: the birth date (the server derives the traveller type on the
 * departure date) and the room type whose bed the guest takes. null = no bed (a child) or the
 * infant fare (an infant); absent = a bed of the package's first room type on sale (infants:
 * the infant fare), which is what a client that knows no room types gets.
 */
export const quoteGuestInput = z.object({
  birth_date: isoDate,
  room_type_id: rowId.nullable().optional(),
});
export const quoteInput = z
  .object({
    time_id: z.number().int().positive(),
    pax: z.number().int().min(1).max(1000),
    detail_ids: z.array(z.number().int().positive()).max(50).default([]),
    // Absent = pax adults in the package's first room type on sale.
    guests: z.array(quoteGuestInput).max(1000).optional(),
  })
  .refine((v) => !v.guests || v.guests.length === v.pax, { path: ["guests"], message: "guests_count" });
export type QuoteInput = z.input<typeof quoteInput>;
export const quoteDto = z.object({
  tour_id: z.number().int(),
  time_id: z.number().int(),
  currency: z.enum(["IDR", "MYR", "SGD"]),
  unit_price: z.number().int(),
  pax: z.number().int(),
  subtotal: z.number().int(),
  extras: z.array(
    z.object({
      detail_id: z.number().int(),
      attribute_id: z.number().int(),
      attribute_name: z.string(),
      name: z.string(),
      price: z.number().int(),
      per: pricePer,
      amount: z.number().int(),
    }),
  ),
  extras_total: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  // The least a deposit may be: minimum payment per pax x seats (capped at the total).
  min_first_payment: z.number().int(),
  ...fareLines,
  // Per-person figures after the package's discount, the ones the package page shows
  // (catalog.rules perPersonFares, decision 057): each guest's fare in the guests' order, and
  // the rounding that makes them add up with the one discount taken on the subtotal (usually 0).
  per_person: z.object({ fares: z.array(z.number().int()), rounding: z.number().int() }),
});
export type QuoteDto = z.infer<typeof quoteDto>;
export const quoteResponse = z.object({ data: quoteDto });
