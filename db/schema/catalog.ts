import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { files } from "./media";
import { type CancellationPolicy, timestamps, translatable } from "./types";

export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: translatable().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("categories_slug_idx").on(t.slug)],
);

export const destinations = pgTable(
  "destinations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: translatable().notNull(),
    description: translatable(),
    imageId: uuid().references(() => files.id, { onDelete: "set null" }),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("destinations_slug_idx").on(t.slug)],
);

export const packageStatus = pgEnum("package_status", ["draft", "published", "archived"]);
/**
 * What a package sells (decision 081): an umrah package asks its guests the ministry's data and has
 * the departure operations of an umrah trip; a tour is any other trip.
 */
export const packageKind = pgEnum("package_kind", ["tour", "umrah"]);
export const discountType = pgEnum("discount_type", ["fixed", "percentage"]);

/** A tour package ("tour" in the spec's URLs). Money is integer minor units of the site currency. */
export const packages = pgTable(
  "packages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    slug: text().notNull(),
    name: translatable().notNull(),
    // Sanitised rich text per locale.
    description: translatable(),
    destinationId: integer().references(() => destinations.id, { onDelete: "set null" }),
    coverImageId: uuid().references(() => files.id, { onDelete: "set null" }),
    basePrice: bigint({ mode: "number" }).notNull(),
    discountType: discountType(),
    // fixed: minor units off per pax; percentage: whole percent (0-100) off the subtotal.
    discountValue: bigint({ mode: "number" }).notNull().default(0),
    // Base price per pax after the discount: what lists show and sort by.
    displayPrice: bigint({ mode: "number" }).notNull(),
    minPax: integer().notNull().default(1),
    maxPax: integer(),
    // Minimum first payment per pax (the deposit).
    minPayment: bigint({ mode: "number" }).notNull().default(0),
    defaultCapacity: integer().notNull(),
    cardPaymentLink: text(),
    status: packageStatus().notNull().default("draft"),
    kind: packageKind().notNull().default("tour"),
    featured: boolean().notNull().default(false),
    // Cities of the package's hotels (e.g. Makkah, Madinah): the rooming list numbers each room per city.
    hotelCities: text().array().notNull().default(sql`'{}'::text[]`),
    // The full payment is due this many days before departure (docs/product.md §Payment schedule).
    fullPaymentDays: integer().notNull().default(30),
    // The package's own cancellation tiers; null = the site's (settings.cancellation_policy).
    cancellationPolicy: jsonb().$type<CancellationPolicy>(),
    // Malaysia's tourism commissioner's approval serial of the package's advertisement (e.g.
    // "KPK/LN/ADV 1234"): shown with an umrah package, required to publish one where the agency
    // sells in Malaysia (docs/product.md §Licences, reference price and escrow).
    adApprovalSerial: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("packages_code_idx").on(t.code),
    uniqueIndex("packages_slug_idx").on(t.slug),
    index("packages_status_price_idx").on(t.status, t.displayPrice),
    index("packages_status_created_idx").on(t.status, t.createdAt),
    index("packages_destination_idx").on(t.destinationId),
    check("packages_pax_range", sql`${t.minPax} >= 1 and (${t.maxPax} is null or ${t.maxPax} >= ${t.minPax})`),
    check("packages_full_payment_days", sql`${t.fullPaymentDays} >= 0 and ${t.fullPaymentDays} <= 365`),
    check("packages_money_positive", sql`${t.basePrice} >= 0 and ${t.minPayment} >= 0 and ${t.discountValue} >= 0`),
  ],
);

export const packageCategories = pgTable(
  "package_categories",
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.categoryId] }),
    index("package_categories_category_idx").on(t.categoryId),
  ],
);

export const packageImages = pgTable(
  "package_images",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index("package_images_package_idx").on(t.packageId, t.sortOrder)],
);

/** A departure ("tour time"): seats are sold per departure. */
export const departures = pgTable(
  "departures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    capacity: integer().notNull(),
    priceOverride: bigint({ mode: "number" }),
    // Fares of a child without a bed and of an infant; null = not sold (docs/product.md §Rooms and travellers).
    childNoBedPrice: bigint({ mode: "number" }),
    infantPrice: bigint({ mode: "number" }),
    isOpen: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("departures_package_idx").on(t.packageId, t.startDate),
    // Departures by date whatever the package: the dashboard's next departures, the report's
    // departure-date range (40,000 departures at scale).
    index("departures_start_idx").on(t.startDate, t.id),
    check("departures_dates", sql`${t.endDate} >= ${t.startDate}`),
    check("departures_capacity", sql`${t.capacity} >= 0`),
    check(
      "departures_child_infant_prices",
      sql`(${t.childNoBedPrice} is null or ${t.childNoBedPrice} >= 0) and (${t.infantPrice} is null or ${t.infantPrice} >= 0)`,
    ),
  ],
);

/**
 * A room type of a package (docs/product.md §Rooms and travellers): beds are sold one by one at
 * a price per bed that depends on how many share the room (Quad 4, Triple 3, Double 2...).
 */
export const roomTypes = pgTable(
  "room_types",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    // quad, triple, double, single or the agency's own (quint...): unique within the package.
    code: text().notNull(),
    name: translatable().notNull(),
    beds: integer().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("room_types_package_code_idx").on(t.packageId, t.code),
    check("room_types_beds", sql`${t.beds} between 1 and 6`),
  ],
);

/**
 * A departure's price of one bed per room type; no row = the room type is not sold on it. The
 * optional allotment is the most beds of the type the agency holds for the departure (null =
 * only the seats limit it). The room type belongs to the departure's package (checked by the
 * use cases: a foreign key cannot say it).
 */
export const departureFares = pgTable(
  "departure_fares",
  {
    departureId: integer()
      .notNull()
      .references(() => departures.id, { onDelete: "cascade" }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    price: bigint({ mode: "number" }).notNull(),
    bedAllotment: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.roomTypeId] }),
    index("departure_fares_room_type_idx").on(t.roomTypeId),
    check("departure_fares_price", sql`${t.price} >= 0`),
    check("departure_fares_allotment", sql`${t.bedAllotment} is null or ${t.bedAllotment} >= 0`),
  ],
);

export const itineraryDays = pgTable(
  "itinerary_days",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull(),
    title: translatable().notNull(),
    description: translatable(),
  },
  (t) => [index("itinerary_days_package_idx").on(t.packageId, t.sortOrder)],
);

export const facilities = pgTable(
  "facilities",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    name: translatable().notNull(),
    included: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index("facilities_package_idx").on(t.packageId, t.sortOrder)],
);

export const choiceRule = pgEnum("choice_rule", ["single", "multiple"]);
export const pricePer = pgEnum("price_per", ["pax", "booking"]);

/** "Extra price" group, e.g. room type (single choice) or add-ons (multiple). */
export const attributes = pgTable("attributes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: translatable().notNull(),
  choiceRule: choiceRule().notNull().default("single"),
  sortOrder: integer().notNull().default(0),
  ...timestamps,
});

export const attributeDetails = pgTable(
  "attribute_details",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    name: translatable().notNull(),
    price: bigint({ mode: "number" }).notNull(),
    per: pricePer().notNull().default("pax"),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("attribute_details_attribute_idx").on(t.attributeId, t.sortOrder),
    check("attribute_details_price", sql`${t.price} >= 0`),
  ],
);

/** Which extra-price attributes a package offers. */
export const packageAttributes = pgTable(
  "package_attributes",
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.attributeId] })],
);

/**
 * Why an umrah package was published below the ministry's reference price (docs/product.md
 * §Licences, reference price and escrow): who gave the reason, when, the package's lowest price
 * and the reference at that time. Kept for the report the agency owes the ministry.
 */
export const packagePriceReasons = pgTable(
  "package_price_reasons",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    lowestPrice: bigint({ mode: "number" }).notNull(),
    referencePrice: bigint({ mode: "number" }).notNull(),
    // The staff member who gave it.
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("package_price_reasons_package_idx").on(t.packageId, t.createdAt)],
);
