import { and, asc, desc, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  attributeDetails,
  attributes,
  categories,
  departures,
  destinations,
  facilities,
  itineraryDays,
  packageAttributes,
  packageCategories,
  packageImages,
  packagePriceReasons,
  packages,
  departureFares,
  roomTypes,
} from "#db/schema";
import type { Translations } from "#app/shared/translatable.contract";
import type { Db } from "#app/shared/db.server";
import { locales } from "#app/shared/i18n/config";
import { heldBedsSql, heldPaxSql } from "./departures/booking-refs.repository";
import { anyLanguageLike, childTable, contains, likeEscape, paged, recordTable } from "#app/shared/sql.server";

export type CategoryRow = typeof categories.$inferSelect;
export type DestinationRow = typeof destinations.$inferSelect;
export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeDetailRow = typeof attributeDetails.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
export type DepartureRow = typeof departures.$inferSelect;
export type PackageStatus = PackageRow["status"];

// ---------- slugs ----------

const slugTables = { category: categories, destination: destinations, package: packages } as const;
export type SlugOwner = keyof typeof slugTables;

/** Slugs of one table equal to `base` or `base-<anything>` (the candidates a new slug must avoid). */
export async function slugsLike(db: Db, owner: SlugOwner, base: string, excludeId?: number) {
  const t = slugTables[owner];
  const rows = await db
    .select({ slug: t.slug })
    .from(t)
    .where(
      and(
        or(eq(t.slug, base), sql`${t.slug} like ${`${likeEscape(base)}-%`}`),
        excludeId !== undefined ? ne(t.id, excludeId) : undefined,
      ),
    );
  return rows.map((r) => r.slug);
}

// ---------- categories ----------

// The catalogue stamps `updated_at` with the database's clock.
const now = () => sql`now()`;
export const categoryRows = recordTable(categories, now);

export async function listCategoryRows(db: Db, opts: { search?: string; limit?: number; offset: number }) {
  const where = opts.search ? anyLanguageLike(categories.name, contains(opts.search)) : undefined;
  return categoryRows.list(db, where, opts);
}

export function countPackagesInCategory(db: Db, categoryId: number) {
  return db.$count(packageCategories, eq(packageCategories.categoryId, categoryId));
}

export async function existingCategoryIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return rows.map((r) => r.id);
}

// ---------- destinations ----------

export const destinationRows = recordTable(destinations, now);

// Written with explicit table names: Drizzle leaves columns of a one-table select unqualified,
// which inside this subquery would resolve to the packages table.
const publishedTourCount = sql<number>`(select count(*)::int from ${packages} p where p.destination_id = ${destinations}.id and p.status = 'published')`;

export async function listDestinationRows(db: Db, opts: { search?: string; limit?: number; offset: number }) {
  const where = opts.search ? anyLanguageLike(destinations.name, contains(opts.search)) : undefined;
  const base = db
    .select({ destination: destinations, tourCount: publishedTourCount })
    .from(destinations)
    .where(where)
    .orderBy(asc(destinations.sortOrder), asc(destinations.id));
  const rows = await paged(base, opts);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(destinations).where(where);
  return { rows, total: n };
}

export async function findDestination(db: Db, id: number) {
  const [row] = await db
    .select({ destination: destinations, tourCount: publishedTourCount })
    .from(destinations)
    .where(eq(destinations.id, id));
  return row;
}

export async function destinationExists(db: Db, id: number) {
  const [row] = await db.select({ id: destinations.id }).from(destinations).where(eq(destinations.id, id));
  return row !== undefined;
}

// ---------- attributes and details ----------

export const attributeRows = recordTable(attributes, now);

export async function listAttributeRows(db: Db, opts: { search?: string; limit?: number; offset: number }) {
  const where = opts.search ? anyLanguageLike(attributes.name, contains(opts.search)) : undefined;
  return attributeRows.list(db, where, opts);
}

export async function findAttributesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(attributes).where(inArray(attributes.id, ids));
}

export function countPackagesOfferingAttribute(db: Db, attributeId: number) {
  return db.$count(packageAttributes, eq(packageAttributes.attributeId, attributeId));
}

/** Details of several attributes, in their sort order. */
export async function listDetailsOfAttributes(db: Db, attributeIds: number[]) {
  if (attributeIds.length === 0) return [];
  return db
    .select()
    .from(attributeDetails)
    .where(inArray(attributeDetails.attributeId, attributeIds))
    .orderBy(asc(attributeDetails.sortOrder), asc(attributeDetails.id));
}

/** An attribute's details, always reached through their attribute. */
export const attributeDetailRows = childTable(attributeDetails, attributeDetails.attributeId, now);

// ---------- packages ----------

export interface PackageFilter {
  statuses?: PackageStatus[];
  categoryId?: number;
  destinationId?: number;
  featured?: boolean;
  search?: string;
  /** A package found through a booking code: matches the search on its own. */
  orPackageId?: number | null;
}
export type PackageSort = "price_asc" | "price_desc" | "latest" | "oldest";

/** A translatable column has the pattern in one of the site's languages. */
const localizedLike = (column: SQLWrapper, pattern: string) =>
  sql`(${sql.join(
    locales.map((l) => sql`${column}->>${sql.raw(`'${l}'`)} ilike ${pattern}`),
    sql` or `,
  )})`;

function packageWhere(f: PackageFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.statuses) conditions.push(inArray(packages.status, f.statuses));
  if (f.destinationId !== undefined) conditions.push(eq(packages.destinationId, f.destinationId));
  if (f.featured !== undefined) conditions.push(eq(packages.featured, f.featured));
  if (f.categoryId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${packageCategories} where ${packageCategories.packageId} = ${packages.id} and ${packageCategories.categoryId} = ${f.categoryId})`,
    );
  if (f.search) {
    const pattern = contains(f.search);
    // Destinations and categories are few: their matches are found once (hashed sub-plans), not
    // per package. The name is read per language rather than through jsonb_each_text, whose
    // row estimate made PostgreSQL plan a whole list as expensive enough to JIT-compile (about
    // 150 ms of compiling for a 10 ms scan of 5,000 packages).
    conditions.push(
      or(
        localizedLike(packages.name, pattern),
        sql`${packages.code} ilike ${pattern}`,
        sql`${packages.destinationId} in (select d.id from ${destinations} d where ${localizedLike(sql`d.name`, pattern)})`,
        sql`${packages.id} in (select pc.package_id from ${packageCategories} pc join ${categories} c on c.id = pc.category_id where ${localizedLike(sql`c.name`, pattern)})`,
        f.orPackageId ? eq(packages.id, f.orPackageId) : undefined,
      ),
    );
  }
  return and(...conditions);
}

const packageOrder: Record<PackageSort, SQL[]> = {
  price_asc: [asc(packages.displayPrice), asc(packages.id)],
  price_desc: [desc(packages.displayPrice), asc(packages.id)],
  latest: [desc(packages.createdAt), desc(packages.id)],
  oldest: [asc(packages.createdAt), asc(packages.id)],
};

/** A departure as tour cards and pages read it (with its fare grid when the read needs it). */
export type DepartureFacts = Pick<
  DepartureRow,
  "id" | "packageId" | "startDate" | "endDate" | "capacity" | "priceOverride" | "isOpen"
> &
  Partial<Pick<DepartureRow, "childNoBedPrice" | "infantPrice">> & { fares?: FareFacts[] };
export type AttributeFacts = Pick<AttributeRow, "id" | "name" | "choiceRule">;
export type AttributeDetailFacts = Pick<AttributeDetailRow, "id" | "attributeId" | "name" | "price" | "per">;

/** A package with what its card shows: categories, destination and every departure. */
export interface PackageCard {
  pkg: PackageRow;
  categories: { id: number; name: Translations }[];
  destination: { id: number; name: Translations } | null;
  departures: DepartureFacts[];
  roomTypes: RoomTypeFacts[];
}

/** A package with everything its page shows (images are ids: the media module describes them). */
export interface PackagePage extends PackageCard {
  galleryFileIds: string[];
  itinerary: { title: Translations; description: Translations | null }[];
  facilities: { name: Translations; included: boolean }[];
  attributes: (AttributeFacts & { details: AttributeDetailFacts[] })[];
}

/*
 * A package's own related rows are gathered as JSON by correlated subqueries of the package's
 * query, so a list page or a package page is one statement for the catalogue instead of one per
 * table: on PGlite each statement costs about a millisecond of parsing and protocol whatever its
 * size, and on PostgreSQL a network round trip. With a LIMIT, PostgreSQL computes these
 * (expensive) columns after the sort, for the page's rows only.
 */
const jsonList = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;

const cardColumns = {
  categories: sql<PackageCard["categories"]>`${jsonList(
    sql`select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.sort_order, c.id)
      from ${packageCategories} pc join ${categories} c on c.id = pc.category_id
      where pc.package_id = ${packages.id}`,
  )}`,
  destination: sql<PackageCard["destination"]>`(select json_build_object('id', d.id, 'name', d.name)
    from ${destinations} d where d.id = ${packages.destinationId})`,
  departures: sql<DepartureFacts[]>`${jsonList(
    sql`select json_agg(json_build_object('id', x.id, 'packageId', x.package_id, 'startDate', x.start_date,
        'endDate', x.end_date, 'capacity', x.capacity, 'priceOverride', x.price_override, 'isOpen', x.is_open,
        'childNoBedPrice', x.child_no_bed_price, 'infantPrice', x.infant_price, 'fares', ${faresJson(sql`x.id`)})
        order by x.start_date, x.id)
      from ${departures} x where x.package_id = ${packages.id}`,
  )}`,
  roomTypes: roomTypesJson(),
};

const pageColumns = {
  galleryFileIds: sql<string[]>`${jsonList(
    sql`select json_agg(g.file_id order by g.sort_order, g.id) from ${packageImages} g where g.package_id = ${packages.id}`,
  )}`,
  itinerary: sql<PackagePage["itinerary"]>`${jsonList(
    sql`select json_agg(json_build_object('title', i.title, 'description', i.description) order by i.sort_order, i.id)
      from ${itineraryDays} i where i.package_id = ${packages.id}`,
  )}`,
  facilities: sql<PackagePage["facilities"]>`${jsonList(
    sql`select json_agg(json_build_object('name', f.name, 'included', f.included) order by f.sort_order, f.id)
      from ${facilities} f where f.package_id = ${packages.id}`,
  )}`,
  attributes: sql<PackagePage["attributes"]>`${jsonList(
    sql`select json_agg(json_build_object('id', a.id, 'name', a.name, 'choiceRule', a.choice_rule, 'details', ${jsonList(
      sql`select json_agg(json_build_object('id', ad.id, 'attributeId', ad.attribute_id, 'name', ad.name,
            'price', ad.price, 'per', ad.per) order by ad.sort_order, ad.id)
          from ${attributeDetails} ad where ad.attribute_id = a.id`,
    )}) order by pa.sort_order, a.sort_order, a.id)
      from ${packageAttributes} pa join ${attributes} a on a.id = pa.attribute_id
      where pa.package_id = ${packages.id}`,
  )}`,
};

/**
 * A page of package cards and the number of matching packages, in one statement. The page is
 * chosen first (a derived table of ids, through the sort's index) and only its rows get their
 * related JSON: computed in the same SELECT as an OFFSET, those columns would be built for every
 * skipped row of a deep page. The count is an uncorrelated subquery (computed once), or a window
 * over a search that reads every package anyway. Past the last page no row carries the count,
 * so it is then counted on its own.
 */
export async function listPackageCards(
  db: Db,
  opts: PackageFilter & { sort: PackageSort; limit?: number; offset: number; today?: string },
): Promise<{ rows: PackageCard[]; total: number }> {
  const where = packageWhere(opts);
  const order = opts.today ? fromPriceOrder(opts.sort, opts.today) : packageOrder[opts.sort];
  const total = opts.search
    ? sql<number>`count(*) over ()`
    : sql<number>`(select count(*) from ${packages} where ${where ?? sql`true`})`;
  let chosen = db
    .select({ id: packages.id, total: total.as("total") })
    .from(packages)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (opts.limit !== undefined) chosen = chosen.limit(opts.limit);
  const page = chosen.offset(opts.offset).as("page");
  const found = await db
    .select({ pkg: packages, total: sql<number>`${page.total}`.mapWith(Number), ...cardColumns })
    .from(page)
    .innerJoin(packages, eq(packages.id, page.id))
    .orderBy(...order);
  if (found.length > 0 || opts.offset === 0) return { rows: found, total: found[0]?.total ?? 0 };
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(packages).where(where);
  return { rows: [], total: n };
}

/** One package with everything its page shows, in one statement. */
export async function findPackagePage(db: Db, id: number): Promise<PackagePage | undefined> {
  const [row] = await db
    .select({ pkg: packages, ...cardColumns, ...pageColumns })
    .from(packages)
    .where(eq(packages.id, id));
  return row;
}

export async function findPackage(db: Db, id: number) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  return row;
}

export async function codeTaken(db: Db, code: string, excludeId?: number) {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        sql`upper(${packages.code}) = upper(${code})`,
        excludeId !== undefined ? ne(packages.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPackage(db: Db, row: NewPackage) {
  const [created] = await db.insert(packages).values(row).returning();
  return created;
}

export async function updatePackageRow(db: Db, id: number, patch: Partial<NewPackage>) {
  const [row] = await db
    .update(packages)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(packages.id, id))
    .returning();
  return row;
}

/** Marks a package changed (its departures changed): the sitemap and caches follow updated_at. */
export async function touchPackage(db: Db, id: number) {
  await db.update(packages).set({ updatedAt: sql`now()` }).where(eq(packages.id, id));
}

export async function deletePackageRow(db: Db, id: number) {
  const rows = await db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
  return rows.length > 0;
}

/** Categories of several packages, each package's in the categories' sort order. */
export async function listCategoriesOfPackages(db: Db, packageIds: number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select({ packageId: packageCategories.packageId, id: categories.id, name: categories.name })
    .from(packageCategories)
    .innerJoin(categories, eq(categories.id, packageCategories.categoryId))
    .where(inArray(packageCategories.packageId, packageIds))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function listDeparturesOfPackages(db: Db, packageIds: number[], opts: { startAfter?: string } = {}) {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(departures)
    .where(
      and(
        inArray(departures.packageId, packageIds),
        opts.startAfter ? sql`${departures.startDate} > ${opts.startAfter}` : undefined,
      ),
    )
    .orderBy(asc(departures.startDate), asc(departures.id));
}

/** The attributes a package offers, in the package's order. */
export async function listAttributesOfPackage(db: Db, packageId: number) {
  return db
    .select({ attribute: attributes })
    .from(packageAttributes)
    .innerJoin(attributes, eq(attributes.id, packageAttributes.attributeId))
    .where(eq(packageAttributes.packageId, packageId))
    .orderBy(asc(packageAttributes.sortOrder), asc(attributes.sortOrder), asc(attributes.id))
    .then((rows) => rows.map((r) => r.attribute));
}

/** Replace-all writes of a package's children, in the given order. */
export async function replacePackageCategories(db: Db, packageId: number, categoryIds: number[]) {
  await db.delete(packageCategories).where(eq(packageCategories.packageId, packageId));
  if (categoryIds.length > 0)
    await db.insert(packageCategories).values(categoryIds.map((categoryId) => ({ packageId, categoryId })));
}

export async function replacePackageImages(db: Db, packageId: number, fileIds: string[]) {
  await db.delete(packageImages).where(eq(packageImages.packageId, packageId));
  if (fileIds.length > 0)
    await db.insert(packageImages).values(fileIds.map((fileId, sortOrder) => ({ packageId, fileId, sortOrder })));
}

export async function replaceItinerary(
  db: Db,
  packageId: number,
  days: {
    title: (typeof itineraryDays.$inferInsert)["title"];
    description: (typeof itineraryDays.$inferInsert)["description"];
  }[],
) {
  await db.delete(itineraryDays).where(eq(itineraryDays.packageId, packageId));
  if (days.length > 0)
    await db.insert(itineraryDays).values(days.map((d, sortOrder) => ({ packageId, sortOrder, ...d })));
}

export async function replaceFacilities(
  db: Db,
  packageId: number,
  items: { name: (typeof facilities.$inferInsert)["name"]; included: boolean }[],
) {
  await db.delete(facilities).where(eq(facilities.packageId, packageId));
  if (items.length > 0)
    await db.insert(facilities).values(items.map((f, sortOrder) => ({ packageId, sortOrder, ...f })));
}

export async function replacePackageAttributes(db: Db, packageId: number, attributeIds: number[]) {
  await db.delete(packageAttributes).where(eq(packageAttributes.packageId, packageId));
  if (attributeIds.length > 0)
    await db
      .insert(packageAttributes)
      .values(attributeIds.map((attributeId, sortOrder) => ({ packageId, attributeId, sortOrder })));
}

// ---------- departures ----------

export async function findDeparture(db: Db, packageId: number, departureId: number) {
  const [row] = await db
    .select()
    .from(departures)
    .where(and(eq(departures.id, departureId), eq(departures.packageId, packageId)));
  return row;
}

export async function findPackagesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(packages).where(inArray(packages.id, ids));
}

export async function findDeparturesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(departures).where(inArray(departures.id, ids));
}

/** What a checkout may be refused on before the departure's lock: its package's status and its seats' facts. */
export async function findDepartureForSale(db: Db, departureId: number) {
  const [row] = await db
    .select({
      packageId: departures.packageId,
      packageStatus: packages.status,
      capacity: departures.capacity,
      isOpen: departures.isOpen,
      startDate: departures.startDate,
    })
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(eq(departures.id, departureId));
  return row;
}

/** The departure row locked for the rest of the transaction (capacity checks against bookings). */
export async function lockDeparture(db: Db, packageId: number, departureId: number) {
  const [row] = await db
    .select()
    .from(departures)
    .where(and(eq(departures.id, departureId), eq(departures.packageId, packageId)))
    .for("update");
  return row;
}

/** A package's departures, always reached through their package. */
export const departureRows = childTable(departures, departures.packageId, now);

// ---------- sitemap ----------

export async function listSitemapRows(db: Db) {
  const [tours, cats, dests] = await Promise.all([
    db
      .select({ id: packages.id, slug: packages.slug, updatedAt: packages.updatedAt })
      .from(packages)
      .where(eq(packages.status, "published"))
      .orderBy(asc(packages.id)),
    db
      .select({ id: categories.id, slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ id: destinations.id, slug: destinations.slug, updatedAt: destinations.updatedAt })
      .from(destinations)
      .orderBy(asc(destinations.sortOrder), asc(destinations.id)),
  ]);
  return { tours, categories: cats, destinations: dests };
}

// ---------- room types and fare grids (panel writes) ----------

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type DepartureFareRow = typeof departureFares.$inferSelect;

/** A package's room types in its order. */
export async function listRoomTypesOfPackage(db: Db, packageId: number) {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.packageId, packageId))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}

export async function insertRoomTypes(db: Db, rows: (typeof roomTypes.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(roomTypes).values(rows).returning();
}

export async function updateRoomTypeRow(
  db: Db,
  packageId: number,
  id: number,
  patch: Pick<typeof roomTypes.$inferInsert, "code" | "name" | "beds" | "sortOrder">,
) {
  await db
    .update(roomTypes)
    .set({ ...patch, updatedAt: now() })
    .where(and(eq(roomTypes.id, id), eq(roomTypes.packageId, packageId)));
}

export async function deleteRoomTypeRows(db: Db, packageId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(roomTypes).where(and(eq(roomTypes.packageId, packageId), inArray(roomTypes.id, ids)));
}

/**
 * Open departures of a package that sell only the given room types: removing all of them would
 * leave such a departure open with nothing to sell.
 */
export async function openDeparturesSellingOnly(db: Db, packageId: number, roomTypeIds: number[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({ id: departures.id, startDate: departures.startDate })
    .from(departures)
    .innerJoin(departureFares, eq(departureFares.departureId, departures.id))
    .where(and(eq(departures.packageId, packageId), eq(departures.isOpen, true)))
    .groupBy(departures.id, departures.startDate)
    .having(sql`bool_and(${inArray(departureFares.roomTypeId, roomTypeIds)})`)
    .orderBy(asc(departures.startDate));
}

/** Fare rows of departures with their room type, in each package's room type order. */
export async function listFaresOfDepartures(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return [];
  return db
    .select({
      departureId: departureFares.departureId,
      roomTypeId: departureFares.roomTypeId,
      price: departureFares.price,
      bedAllotment: departureFares.bedAllotment,
      code: roomTypes.code,
      name: roomTypes.name,
      beds: roomTypes.beds,
    })
    .from(departureFares)
    .innerJoin(roomTypes, eq(roomTypes.id, departureFares.roomTypeId))
    .where(inArray(departureFares.departureId, departureIds))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}

/** A departure's fare grid replaced as sent. */
export async function replaceDepartureFares(
  db: Db,
  departureId: number,
  fares: { roomTypeId: number; price: number; bedAllotment: number | null }[],
) {
  await db.delete(departureFares).where(eq(departureFares.departureId, departureId));
  if (fares.length > 0) await db.insert(departureFares).values(fares.map((f) => ({ departureId, ...f })));
}

/** A package's departures locked for the rest of the transaction, in id order (no deadlock between two copies). */
export async function lockDeparturesOfPackage(db: Db, packageId: number, departureIds: number[]) {
  if (departureIds.length === 0) return [];
  return db
    .select()
    .from(departures)
    .where(and(eq(departures.packageId, packageId), inArray(departures.id, departureIds)))
    .orderBy(asc(departures.id))
    .for("update");
}

/**
 * A package's new base price reaches the beds still priced at the old one on its departures
 * without a price override (what a client that knows no room types means by changing it).
 */
export async function repriceBaseFares(db: Db, packageId: number, oldPrice: number, newPrice: number) {
  if (oldPrice === newPrice) return;
  await db
    .update(departureFares)
    .set({ price: newPrice })
    .where(
      and(
        eq(departureFares.price, oldPrice),
        inArray(
          departureFares.departureId,
          db
            .select({ id: departures.id })
            .from(departures)
            .where(and(eq(departures.packageId, packageId), sql`${departures.priceOverride} is null`)),
        ),
      ),
    );
}

// ---------- rooms and travellers: the public reads ----------

/** A room type as the storefront reads it, in the package's order. */
export type RoomTypeFacts = Pick<RoomTypeRow, "id" | "code" | "name" | "beds" | "sortOrder">;
/** A room type's fare on a departure (no row = not sold on it). */
export type FareFacts = { roomTypeId: number; price: number; bedAllotment: number | null };

// Function declarations (hoisted): the card's columns above use them.
function faresJson(departureId: SQL) {
  return jsonList(
    sql`select json_agg(json_build_object('roomTypeId', f.room_type_id, 'price', f.price, 'bedAllotment', f.bed_allotment))
      from ${departureFares} f where f.departure_id = ${departureId}`,
  );
}

function roomTypesJson() {
  return sql<RoomTypeFacts[]>`${jsonList(
    sql`select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'beds', r.beds, 'sortOrder', r.sort_order)
        order by r.sort_order, r.id)
      from ${roomTypes} r where r.package_id = ${packages.id}`,
  )}`;
}

/** The fare grids of several departures, as departure id -> fares (one statement). */
export async function fareGridsOfDepartures(db: Db, departureIds: number[]): Promise<Map<number, FareFacts[]>> {
  const grid = new Map<number, FareFacts[]>(departureIds.map((id) => [id, []]));
  for (const f of await listFaresOfDepartures(db, departureIds))
    grid.get(f.departureId)?.push({ roomTypeId: f.roomTypeId, price: f.price, bedAllotment: f.bedAllotment });
  return grid;
}

/**
 * The package's "from" price as its card shows it (tour-views.ts `fromPrice`, decision 032), as
 * SQL: the cheapest bed still for sale (a room type with beds left) on a bookable departure
 * (open, not departed, seats left), after the package's discount for one pax (`displayPrice`:
 * percentage rounded half up, never below zero); without one, the stored base price after the
 * discount.
 */
export function fromPriceSql(today: string) {
  // Qualified by hand: Drizzle leaves a one-table select's columns unqualified, and inside the
  // subquery "id" would be the departure's.
  const p = (column: string) => sql.raw(`"packages"."${column}"`);
  const afterDiscount = sql`case
      when ${p("discount_value")} <= 0 or f.price <= 0 then f.price
      when ${p("discount_type")} = 'percentage'
        then f.price - least((2 * f.price * least(${p("discount_value")}, 100) + 100) / 200, f.price)
      when ${p("discount_type")} = 'fixed' then f.price - least(${p("discount_value")}, f.price)
      else f.price end`;
  return sql<number>`coalesce((select min(${afterDiscount})
      from ${departures} x join ${departureFares} f on f.departure_id = x.id
      where x.package_id = ${p("id")} and x.is_open and x.start_date > ${today}
        and x.capacity > ${heldPaxSql(sql`x.id`)}
        and (f.bed_allotment is null or f.bed_allotment > ${heldBedsSql(sql`x.id`, sql`f.room_type_id`)})),
    ${p("display_price")})`;
}

/** The list's order; the price sorts follow the "from" price shown on the cards. */
function fromPriceOrder(sort: PackageSort, today: string): SQL[] {
  if (sort === "price_asc") return [asc(fromPriceSql(today)), asc(packages.id)];
  if (sort === "price_desc") return [desc(fromPriceSql(today)), asc(packages.id)];
  return packageOrder[sort];
}

// ---------- the ministry's reference price (docs/product.md §Licences, reference price and escrow) ----------

/** The prices a package's departures not yet left sell at: every bed's fare and any price override. */
export async function listUpcomingPrices(db: Db, packageIds: number[], today: string): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (packageIds.length === 0) return out;
  const upcoming = and(inArray(departures.packageId, packageIds), sql`${departures.startDate} > ${today}`);
  const fares = await db
    .select({ packageId: departures.packageId, price: departureFares.price })
    .from(departureFares)
    .innerJoin(departures, eq(departures.id, departureFares.departureId))
    .where(upcoming);
  const overrides = await db
    .select({ packageId: departures.packageId, price: departures.priceOverride })
    .from(departures)
    .where(and(upcoming, sql`${departures.priceOverride} is not null`));
  for (const r of [...fares, ...overrides]) {
    if (r.price === null) continue;
    out.set(r.packageId, [...(out.get(r.packageId) ?? []), r.price]);
  }
  return out;
}

export type PriceReasonRow = typeof packagePriceReasons.$inferSelect;

export async function insertPriceReason(db: Db, values: Omit<typeof packagePriceReasons.$inferInsert, "id">) {
  await db.insert(packagePriceReasons).values(values);
}

/** The latest reason recorded for each package (none: absent from the map). */
export async function latestPriceReasons(db: Db, packageIds: number[]): Promise<Map<number, PriceReasonRow>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([packagePriceReasons.packageId])
    .from(packagePriceReasons)
    .where(inArray(packagePriceReasons.packageId, packageIds))
    .orderBy(packagePriceReasons.packageId, desc(packagePriceReasons.createdAt), desc(packagePriceReasons.id));
  return new Map(rows.map((r) => [r.packageId, r]));
}

/** Published umrah packages, in code order: the candidates of the below-reference report. */
export async function listPublishedUmrah(db: Db): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.status, "published"), eq(packages.kind, "umrah")))
    .orderBy(asc(packages.code));
}
