/**
 * Factories for tests: one way to make each record (the demo seed's base records are in
 * db/demo/records.ts, re-exported here).
 * They write rows directly; product code goes through use cases.
 */
import { randomBytes } from "node:crypto";
import {
  attributeDetails,
  faqs,
  galleryPhotos,
  galleryVideos,
  partners,
  sliders,
  testimonies,
  attributes,
  bookings,
  departures,
  destinations,
  facilities,
  files,
  itineraryDays,
  packageAttributes,
  packageCategories,
  packageImages,
  packages,
  departureFares,
  roomTypes,
} from "#db/schema";
import { eq } from "drizzle-orm";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { DEFAULT_ROOM_TYPES } from "#app/modules/catalog/rooms.rules";
import type { Translations } from "#app/shared/translatable.contract";
import type { Db } from "#app/shared/db.server";

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6);

export { createCategory, createLanguages, createPage, createSetting, createUser, tr } from "#db/demo/records";
import { tr } from "#db/demo/records";

export async function createBooking(db: Db, customerId: number, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await db
    .insert(bookings)
    .values({
      code: randomBytes(6).toString("hex").toUpperCase(),
      customerId,
      bookingName: "Lead guest",
      pax: 1,
      total: 25_000_000,
      ...overrides,
      // Every guest an adult unless a test says otherwise: each holds a seat.
      seats: overrides.seats ?? overrides.pax ?? 1,
    })
    .returning();
  return row;
}

/** A stored public image row (no file on disk): enough for DTOs and reference checks. */
export async function createFileRecord(db: Db, overrides: Partial<typeof files.$inferInsert> = {}) {
  const [row] = await db
    .insert(files)
    .values({
      visibility: "public",
      mime: "image/webp",
      bytes: 1000,
      width: 1200,
      height: 800,
      variants: [320, 640],
      ...overrides,
    })
    .returning();
  return row;
}

export async function createDestination(db: Db, overrides: Partial<typeof destinations.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(destinations)
    .values({
      slug: `destination-${n}`,
      name: tr(`Tujuan ${n}`, `Destination ${n}`, `Destinasi ${n}`),
      description: tr(`Deskripsi ${n}`, `Description ${n}`),
      ...overrides,
    })
    .returning();
  return row;
}

export async function createAttribute(db: Db, overrides: Partial<typeof attributes.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(attributes)
    .values({ name: tr(`Atribut ${n}`, `Attribute ${n}`, `Atribut ${n}`), choiceRule: "single", ...overrides })
    .returning();
  return row;
}

export async function createAttributeDetail(
  db: Db,
  attributeId: number,
  overrides: Partial<typeof attributeDetails.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(attributeDetails)
    .values({ attributeId, name: tr(`Pilihan ${n}`, `Option ${n}`), price: 1_000_000, per: "pax", ...overrides })
    .returning();
  return row;
}

/**
 * A departure with its fare grid: `fares` by room type code (absent = every room type of the
 * package at the override or base price, as the API does for a departure created without fares).
 */
export async function createDeparture(
  db: Db,
  packageId: number,
  overrides: DepartureOverrides & { fares?: FareOverride[] } = {},
) {
  const { fares, ...values } = overrides;
  const start = values.startDate ?? new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const end = values.endDate ?? new Date(Date.parse(start) + 8 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(departures)
    .values({ packageId, capacity: 40, ...values, startDate: start, endDate: end })
    .returning();
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId));
  const types = await db.select().from(roomTypes).where(eq(roomTypes.packageId, packageId));
  const grid =
    fares ?? types.map((t) => ({ code: t.code, price: row.priceOverride ?? pkg.basePrice, bedAllotment: null }));
  const rows = grid.map((f) => {
    const type = types.find((t) => t.code === f.code);
    if (!type) throw new Error(`No room type ${f.code} on package ${packageId}`);
    return { departureId: row.id, roomTypeId: type.id, price: f.price, bedAllotment: f.bedAllotment ?? null };
  });
  if (rows.length) await db.insert(departureFares).values(rows);
  return row;
}

export interface FareOverride {
  code: string;
  price: number;
  bedAllotment?: number | null;
}

type DepartureOverrides = Omit<Partial<typeof departures.$inferInsert>, "packageId"> & { fares?: FareOverride[] };
type RoomTypeOverride = { code: string; beds: number; name?: Translations };

/**
 * A package (published by default) with optional categories, departures, itinerary days,
 * facilities, gallery images and offered attributes. The display price follows the discount.
 */
export async function createPackage(
  db: Db,
  overrides: Partial<typeof packages.$inferInsert> & {
    categoryIds?: number[];
    departures?: DepartureOverrides[];
    itinerary?: { title: Translations; description?: Translations }[];
    facilities?: { name: Translations; included?: boolean }[];
    galleryIds?: string[];
    attributeIds?: number[];
    /** Absent = the room types a new package starts with (Quad, Triple, Double). */
    roomTypes?: RoomTypeOverride[];
  } = {},
) {
  const n = next();
  const {
    categoryIds = [],
    departures: departureList = [],
    itinerary = [],
    facilities: facilityList = [],
    galleryIds = [],
    attributeIds = [],
    roomTypes: roomTypeList = DEFAULT_ROOM_TYPES,
    ...values
  } = overrides;
  const basePrice = values.basePrice ?? 30_000_000;
  const discount = values.discountType ? { type: values.discountType, value: values.discountValue ?? 0 } : null;
  const [pkg] = await db
    .insert(packages)
    .values({
      code: `PKG-${n}`,
      slug: `package-${n}`,
      name: tr(`Paket ${n}`, `Package ${n}`, `Pakej ${n}`),
      description: tr(`<p>Deskripsi paket ${n}</p>`),
      basePrice,
      displayPrice: displayPrice(basePrice, discount),
      defaultCapacity: 40,
      status: "published",
      ...values,
    })
    .returning();
  if (categoryIds.length)
    await db.insert(packageCategories).values(categoryIds.map((categoryId) => ({ packageId: pkg.id, categoryId })));
  if (galleryIds.length)
    await db
      .insert(packageImages)
      .values(galleryIds.map((fileId, sortOrder) => ({ packageId: pkg.id, fileId, sortOrder })));
  if (itinerary.length)
    await db.insert(itineraryDays).values(itinerary.map((d, sortOrder) => ({ packageId: pkg.id, sortOrder, ...d })));
  if (facilityList.length)
    await db.insert(facilities).values(facilityList.map((f, sortOrder) => ({ packageId: pkg.id, sortOrder, ...f })));
  if (attributeIds.length)
    await db
      .insert(packageAttributes)
      .values(attributeIds.map((attributeId, sortOrder) => ({ packageId: pkg.id, attributeId, sortOrder })));
  if (roomTypeList.length)
    await db.insert(roomTypes).values(
      roomTypeList.map((r, sortOrder) => ({
        packageId: pkg.id,
        code: r.code,
        beds: r.beds,
        name: r.name ?? tr(r.code),
        sortOrder,
      })),
    );
  const deps = [];
  for (const d of departureList) deps.push(await createDeparture(db, pkg.id, { capacity: pkg.defaultCapacity, ...d }));
  return { ...pkg, departures: deps };
}

// ---------- content ----------
export async function createFaq(db: Db, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(faqs)
    .values({
      question: tr(`Pertanyaan ${n}?`, `Question ${n}?`, `Soalan ${n}?`),
      answer: tr("<p>Jawaban</p>", "<p>Answer</p>", "<p>Jawapan</p>"),
      ...overrides,
    })
    .returning();
  return row;
}

/** A gallery photo; creates a public image row unless `fileId` is given. */
export async function createPhoto(db: Db, overrides: Partial<typeof galleryPhotos.$inferInsert> = {}) {
  const fileId = overrides.fileId ?? (await createFileRecord(db)).id;
  const [row] = await db
    .insert(galleryPhotos)
    .values({ caption: tr("Keterangan", "Caption", "Kapsyen"), ...overrides, fileId })
    .returning();
  return row;
}

export async function createVideo(db: Db, overrides: Partial<typeof galleryVideos.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(galleryVideos)
    .values({ videoId: "dQw4w9WgXcQ", title: tr(`Video ${n}`, `Video ${n}`, `Video ${n}`), ...overrides })
    .returning();
  return row;
}

/** A home slide; creates a public image row unless `fileId` is given. */
export async function createSlider(db: Db, overrides: Partial<typeof sliders.$inferInsert> = {}) {
  const fileId = overrides.fileId ?? (await createFileRecord(db)).id;
  const n = next();
  const [row] = await db
    .insert(sliders)
    .values({ title: tr(`Slide ${n}`, `Slide ${n}`, `Slaid ${n}`), link: "/tour", ...overrides, fileId })
    .returning();
  return row;
}

export async function createPartner(db: Db, overrides: Partial<typeof partners.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(partners)
    .values({ name: `Partner ${n}`, link: "https://partner.example", ...overrides })
    .returning();
  return row;
}

export async function createTestimony(db: Db, overrides: Partial<typeof testimonies.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(testimonies)
    .values({
      name: `Jamaah ${n}`,
      text: tr("Pelayanan sangat baik.", "Very good service.", "Perkhidmatan sangat baik."),
      rating: 5,
      ...overrides,
    })
    .returning();
  return row;
}
